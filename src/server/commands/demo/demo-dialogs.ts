import type { ServerContext } from '../../context';
import type { CurrentUser } from '../../auth/authenticate';
import {
  emptyDialogGraph,
  type ConditionOperator,
  type DialogGraph,
  type DialogNode,
  type MetaSchemaType,
  type VariableType,
} from '../../../shared/dialogs/dialog-graph';
import { storyVariableCreator } from '../dialogs/story-variable-writer';
import { metaSchemaCreator } from '../dialogs/meta-schema-writer';
import { dialogCreator, dialogUpdater } from '../dialogs/dialog-writer';

const variables: { name: string; type: VariableType; defaultValue: string; commentary: string }[] =
  [
    {
      name: 'coins',
      type: 'integer',
      defaultValue: '12',
      commentary: 'Silver marks in Mira’s purse',
    },
    {
      name: 'trust_oro',
      type: 'integer',
      defaultValue: '0',
      commentary: 'How far Captain Oro trusts Mira, -3 to 3',
    },
    {
      name: 'paid_toll',
      type: 'boolean',
      defaultValue: 'false',
      commentary: 'The harbour toll is paid for the night',
    },
    {
      name: 'knows_shard',
      type: 'boolean',
      defaultValue: 'false',
      commentary: 'Mira has heard where the Moon Shard went',
    },
    {
      name: 'password',
      type: 'text',
      defaultValue: '',
      commentary: 'The word the Tidewardens gave at the gate',
    },
  ];

const metaFields: { name: string; type: MetaSchemaType; commentary: string }[] = [
  { name: 'emotion', type: 'text', commentary: 'How the line is delivered, for the voice actor' },
  { name: 'pause_ms', type: 'integer', commentary: 'Silence before the line, in milliseconds' },
];

type Speaker = 'Mira Vell' | 'Captain Oro' | 'Widow Sable' | 'Brother Hale';

/** A demo line: who speaks (null: narration), what, and how it goes on. */
interface DemoLine {
  id: string;
  speaker?: Speaker;
  text: string;
  next?: string;
  choices?: {
    text: string;
    to: string | null;
    when?: [variable: string, operator: ConditionOperator, value: string][];
  }[];
  set?: [variable: string, operation: 'set' | 'add', value: string][];
  /** A custom node: the values of the meta fields by name. */
  meta?: Record<string, string>;
}

/** "The toll at Saltmere": Mira needs passage through the harbour at Longdark. */
const harbourTalk: DemoLine[] = [
  {
    id: 'dusk',
    text: 'Longdark. The harbour lanterns of Saltmere burn low; the Gullwing waits beyond the chain.',
    next: 'sable_hail',
  },
  {
    id: 'sable_hail',
    speaker: 'Widow Sable',
    text: 'Nothing docks and nothing leaves without my nod, girl. The toll is five marks a night.',
    choices: [
      { text: 'Pay the five marks.', to: 'pay', when: [['coins', 'gte', '5']] },
      { text: 'Oro will vouch for me.', to: 'vouch' },
      { text: 'The Tidewardens sent me.', to: 'wardens', when: [['password', 'ne', '']] },
      { text: 'I will find another way.', to: 'reefs' },
    ],
  },
  {
    id: 'pay',
    speaker: 'Mira Vell',
    text: 'Five marks. Count them twice if you like.',
    set: [
      ['coins', 'add', '-5'],
      ['paid_toll', 'set', 'true'],
    ],
    next: 'sable_counts',
  },
  {
    id: 'sable_counts',
    speaker: 'Widow Sable',
    text: 'Honest silver. Rare at this hour. The chain drops at the second bell.',
    next: 'bell',
  },
  {
    id: 'bell',
    text: 'The Drowned Bell tolls somewhere under the water, once and then again.',
    meta: { emotion: 'dread', pause_ms: '1500' },
    next: 'oro_arrives',
  },
  {
    id: 'vouch',
    speaker: 'Widow Sable',
    text: 'Oro? Oro owes me more than your whole crew is worth. Fetch him, and we will talk.',
    next: 'oro_arrives',
  },
  {
    id: 'wardens',
    speaker: 'Widow Sable',
    text: 'Hale’s people. Say the word, then, and say it right.',
    choices: [
      { text: 'Ashfall.', to: 'word_right', when: [['password', 'eq', 'ashfall']] },
      { text: 'Moonlight?', to: 'word_wrong' },
    ],
  },
  {
    id: 'word_right',
    speaker: 'Widow Sable',
    text: 'Hm. Go on, then. Tell Hale he owes me a lantern.',
    set: [['paid_toll', 'set', 'true']],
    next: 'oro_arrives',
  },
  {
    id: 'word_wrong',
    speaker: 'Widow Sable',
    text: 'Wrong. Five marks, or the reefs.',
    next: 'sable_hail',
  },
  {
    id: 'reefs',
    speaker: 'Mira Vell',
    text: 'Past the Outer Reefs, then. The serpent sleeps in Longdark. Mostly.',
    meta: { emotion: 'reckless', pause_ms: '300' },
    next: 'reef_end',
  },
  {
    id: 'reef_end',
    text: 'Mira rows into the dark without the Gullwing. The story goes on without her.',
  },
  {
    id: 'oro_arrives',
    speaker: 'Captain Oro',
    text: 'Sable, my favourite creditor. Mira, you look like someone who has seen the Shard.',
    choices: [
      { text: 'I have. It fell near the Bell.', to: 'tell_truth' },
      { text: 'Seen what?', to: 'play_dumb' },
      { text: 'Ask about the debt.', to: 'debt' },
    ],
  },
  {
    id: 'tell_truth',
    speaker: 'Mira Vell',
    text: 'It glows under the water by the Bell. I have never seen light like it.',
    set: [
      ['trust_oro', 'add', '1'],
      ['knows_shard', 'set', 'true'],
    ],
    next: 'oro_greedy',
  },
  {
    id: 'oro_greedy',
    speaker: 'Captain Oro',
    text: 'Then we sail tonight. Half of whatever it fetches is yours.',
    next: 'sable_warns',
  },
  {
    id: 'play_dumb',
    speaker: 'Mira Vell',
    text: 'I have seen nothing but fog and bad debts.',
    set: [['trust_oro', 'add', '-1']],
    next: 'oro_doubts',
  },
  {
    id: 'oro_doubts',
    speaker: 'Captain Oro',
    text: 'You lie as badly as your father did. Fine, keep your secrets.',
    next: 'sable_warns',
  },
  {
    id: 'debt',
    speaker: 'Widow Sable',
    text: 'Forty marks, Oro. Since the last Longdark.',
    choices: [
      { text: 'Offer to pay part of it.', to: 'pay_debt', when: [['coins', 'gte', '10']] },
      { text: 'Stay out of it.', to: 'oro_arrives' },
    ],
  },
  {
    id: 'pay_debt',
    speaker: 'Mira Vell',
    text: 'Ten marks toward it. Call it an investment in the captain.',
    set: [
      ['coins', 'add', '-10'],
      ['trust_oro', 'add', '2'],
    ],
    next: 'oro_moved',
  },
  {
    id: 'oro_moved',
    speaker: 'Captain Oro',
    text: 'Nobody has paid my debts since my mother. I will remember this.',
    next: 'oro_arrives',
  },
  {
    id: 'sable_warns',
    speaker: 'Widow Sable',
    text: 'Whatever you fish out of the Bell, the Tidewardens will want to see it first.',
    choices: [
      { text: 'Let Hale see it.', to: 'hale' },
      { text: 'The Tidewardens can wait.', to: 'sail_secret', when: [['trust_oro', 'gte', '1']] },
      { text: 'The toll first: is it paid?', to: 'toll_check' },
    ],
  },
  {
    id: 'toll_check',
    speaker: 'Widow Sable',
    text: 'You tell me.',
    choices: [
      { text: 'It is paid.', to: 'bell', when: [['paid_toll', 'eq', 'true']] },
      { text: 'Not yet.', to: 'sable_hail', when: [['paid_toll', 'eq', 'false']] },
      { text: 'Never mind.', to: 'sable_warns' },
    ],
  },
  {
    id: 'hale',
    speaker: 'Brother Hale',
    text: 'The tide tables say the Bell rings true only twice a year. Tonight is one of them.',
    meta: { emotion: 'hushed', pause_ms: '800' },
    next: 'hale_asks',
  },
  {
    id: 'hale_asks',
    speaker: 'Brother Hale',
    text: 'Bring the Shard to the Lantern of Ash, and the Choir will keep it lit. Promise me.',
    choices: [
      { text: 'I promise.', to: 'promise' },
      { text: 'Oro gets his half.', to: 'oro_half', when: [['trust_oro', 'gt', '0']] },
    ],
  },
  {
    id: 'promise',
    speaker: 'Mira Vell',
    text: 'To the Lantern, then. On my mother’s compass.',
    set: [['password', 'set', 'ashfall']],
    next: 'dive',
  },
  {
    id: 'oro_half',
    speaker: 'Captain Oro',
    text: 'Half of a holy relic. The Choir will love that.',
    set: [['trust_oro', 'add', '1']],
    next: 'dive',
  },
  {
    id: 'sail_secret',
    speaker: 'Captain Oro',
    text: 'Good girl. Lanterns out; we go quiet past the Wardens.',
    next: 'dive',
  },
  {
    id: 'dive',
    text: 'The Gullwing slips through the chain. Under the keel, the Bell answers the second toll with a light of its own.',
    meta: { emotion: 'awe', pause_ms: '2000' },
    next: 'shard',
  },
  {
    id: 'shard',
    speaker: 'Mira Vell',
    text: 'There. The Moon Shard. It is warm, Oro. It is warm in the cold water.',
    choices: [
      { text: 'Give it to Hale.', to: 'end_lantern', when: [['password', 'eq', 'ashfall']] },
      { text: 'Give it to Oro.', to: 'end_oro', when: [['trust_oro', 'gte', '2']] },
      { text: 'Keep it.', to: 'end_keep' },
    ],
  },
  {
    id: 'end_lantern',
    speaker: 'Brother Hale',
    text: 'The Lantern burns silver tonight. Saltmere will see the spring.',
  },
  {
    id: 'end_oro',
    speaker: 'Captain Oro',
    text: 'Rich at last. Sable, I believe I owe you forty marks.',
  },
  {
    id: 'end_keep',
    speaker: 'Mira Vell',
    text: 'Nobody needs to know. Not yet.',
    set: [['knows_shard', 'set', 'true']],
  },
];

/** "Reading the tide tables": a linear scene, one line after another. */
const tideTables: DemoLine[] = [
  {
    id: 'open',
    text: 'The Tidewardens’ tower. Rain on the shutters, a candle on the tide tables.',
  },
  {
    id: 'hale_1',
    speaker: 'Brother Hale',
    text: 'Every thirteenth month the sea forgets itself for a night.',
  },
  {
    id: 'mira_1',
    speaker: 'Mira Vell',
    text: 'Longdark. My mother called it the sea’s held breath.',
  },
  {
    id: 'hale_2',
    speaker: 'Brother Hale',
    text: 'Your mother read these tables better than any Warden.',
    meta: { emotion: 'fond', pause_ms: '600' },
  },
  {
    id: 'hale_3',
    speaker: 'Brother Hale',
    text: 'Here: the Bell rings true at the second toll. Remember the word: ashfall.',
    set: [['password', 'set', 'ashfall']],
  },
  { id: 'mira_2', speaker: 'Mira Vell', text: 'Ashfall. And if Sable asks?' },
  { id: 'hale_4', speaker: 'Brother Hale', text: 'Sable always asks. Sable never listens. Go.' },
];

/**
 * Five story variables, two meta schema fields, and two dialogs that use them
 * with the demo's characters as speakers: "Reading the tide tables", linear,
 * and "The toll at Saltmere", branching (31 nodes, conditions, assignments,
 * custom nodes, loops and four endings). Runs once: a world that has dialogs
 * already is left alone.
 */
export async function seedDemoDialogs(
  ctx: ServerContext,
  owner: CurrentUser,
  worldId: string,
): Promise<void> {
  const seeded = await ctx.db
    .selectFrom('dialogs')
    .select('id')
    .where('world_id', '=', worldId)
    .limit(1)
    .execute();
  if (seeded.length) return;
  const documents = await ctx.db
    .selectFrom('documents')
    .select(['id', 'name'])
    .where('world_id', '=', worldId)
    .execute();
  const documentIds = new Map(documents.map((document) => [document.name, document.id]));
  const variableIds = new Map<string, string>();
  const existingVariables = await ctx.db
    .selectFrom('story_variables')
    .select(['id', 'name'])
    .where('world_id', '=', worldId)
    .execute();
  for (const variable of existingVariables) variableIds.set(variable.name, variable.id);
  for (const variable of variables) {
    if (!variableIds.has(variable.name))
      variableIds.set(
        variable.name,
        (await storyVariableCreator(ctx, owner, worldId, variable)).id,
      );
  }
  const fieldIds = new Map<string, string>();
  const existingFields = await ctx.db
    .selectFrom('dialog_meta_schemas')
    .select(['id', 'name'])
    .where('world_id', '=', worldId)
    .execute();
  for (const field of existingFields) fieldIds.set(field.name, field.id);
  for (const field of metaFields) {
    if (!fieldIds.has(field.name))
      fieldIds.set(field.name, (await metaSchemaCreator(ctx, owner, worldId, field)).id);
  }
  const ids = { documents: documentIds, variables: variableIds, fields: fieldIds };
  for (const [name, kind, lines] of [
    // The tide tables first: the demo story's council scene links the world's first dialog.
    ['Reading the tide tables', 'linear', tideTables],
    ['The toll at Saltmere', 'branching', harbourTalk],
  ] as const) {
    const dialog = await dialogCreator(ctx, owner, worldId, { name, kind });
    await dialogUpdater(ctx, owner, worldId, dialog.id, {
      name,
      version: dialog.version,
      graph: demoGraph(lines, kind === 'linear', ids),
    });
  }
}

/** The graph of demo lines; names resolve to the world's ids, and positions go in columns by depth from the start. */
export function demoGraph(
  lines: readonly DemoLine[],
  linear: boolean,
  ids: {
    documents: Map<string, string>;
    variables: Map<string, string>;
    fields: Map<string, string>;
  },
): DialogGraph {
  const variable = (name: string) => ids.variables.get(name) ?? name;
  const depth = linear ? new Map(lines.map((line, index) => [line.id, index])) : depthsFrom(lines);
  const rows = new Map<number, number>();
  const nodes: DialogNode[] = lines.map((line) => {
    const column = depth.get(line.id) ?? 0;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    const speakerId = line.speaker ? (ids.documents.get(line.speaker) ?? null) : null;
    return {
      id: line.id,
      kind: line.meta ? 'custom' : speakerId ? 'character' : 'text',
      text: line.text,
      speakerId,
      meta: Object.entries(line.meta ?? {}).flatMap(([field, value]) => {
        const schemaId = ids.fields.get(field);
        return schemaId ? [{ schemaId, value }] : [];
      }),
      onEnter: (line.set ?? []).map(([name, operation, value]) => ({
        variableId: variable(name),
        operation,
        value,
      })),
      choices: linear
        ? []
        : (line.choices ?? []).map((choice, index) => ({
            id: `${line.id}-${index + 1}`,
            text: choice.text,
            conditions: (choice.when ?? []).map(([name, operator, value]) => ({
              variableId: variable(name),
              operator,
              value,
            })),
            targetId: choice.to,
          })),
      nextId: linear ? null : (line.next ?? null),
      position: linear ? { x: 0, y: column * 140 } : { x: column * 340, y: row * 170 },
    };
  });
  return { ...emptyDialogGraph(), startNodeId: lines[0]?.id ?? null, nodes };
}

function depthsFrom(lines: readonly DemoLine[]): Map<string, number> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const depth = new Map<string, number>();
  const queue = lines[0] ? [lines[0].id] : [];
  if (lines[0]) depth.set(lines[0].id, 0);
  while (queue.length) {
    const id = queue.shift()!;
    const line = byId.get(id);
    const targets = [line?.next, ...(line?.choices ?? []).map((choice) => choice.to)];
    for (const target of targets) {
      if (target && !depth.has(target)) {
        depth.set(target, (depth.get(id) ?? 0) + 1);
        queue.push(target);
      }
    }
  }
  return depth;
}
