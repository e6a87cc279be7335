import { dialogGraphVersion } from './dialog-graph';
import type {
  DialogChoice,
  DialogContext,
  DialogGraph,
  DialogNode,
  DialogNodeKind,
  VariableAssignment,
  VariableCondition,
} from './dialog-graph';

/**
 * A realistic branching dialog of any size, the same for the same seed: for
 * the export bench, the builder bench and the demo world. Pure (a seeded
 * generator, no clock, no Math.random).
 *
 * Shape: every node is reachable from the start (each new node hangs from one
 * of the 12 nodes before it), most lines are a character's, one in six is a
 * custom node with meta values; nodes with more than one way on offer 1–4
 * choices, a fifth of them conditional, some looping back (a hub "ask about
 * something else") and a few ending the dialog; lone ways on are `nextId`
 * half of the time. Positions are laid out in columns by depth.
 */
export interface GeneratedDialog {
  graph: DialogGraph;
  context: DialogContext;
}

export function generateBranchingDialog(nodeCount: number, seed: number): GeneratedDialog {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const context = generatedContext(seed);
  const speakers = context.documents.map((document) => document.id);

  const children: number[][] = Array.from({ length: nodeCount }, () => []);
  const depth = new Array<number>(nodeCount).fill(0);
  for (let index = 1; index < nodeCount; index++) {
    // The node before always has room: it has had no chance to get children yet.
    let parent = index - 1;
    for (let attempt = 0; attempt < 3; attempt++) {
      const candidate = index - 1 - Math.floor(random() * Math.min(index, 12));
      if ((children[candidate]?.length ?? 0) < 3) {
        parent = candidate;
        break;
      }
    }
    children[parent]?.push(index);
    depth[index] = (depth[parent] ?? 0) + 1;
  }

  const idOf = (index: number) => `n${index + 1}`;
  const rowsPerDepth = new Map<number, number>();
  const nodes: DialogNode[] = [];
  for (let index = 0; index < nodeCount; index++) {
    const own = children[index] ?? [];
    const kind: DialogNodeKind = random() < 0.6 ? 'character' : random() < 0.6 ? 'text' : 'custom';
    const row = rowsPerDepth.get(depth[index] ?? 0) ?? 0;
    rowsPerDepth.set(depth[index] ?? 0, row + 1);
    const node: DialogNode = {
      id: idOf(index),
      kind,
      text: kind === 'character' ? line(pick) : narration(pick),
      speakerId: kind === 'character' ? pick(speakers) : null,
      meta:
        kind === 'custom'
          ? [
              { schemaId: 'meta-location', value: pick(locations) },
              { schemaId: 'meta-frame', value: String(1 + Math.floor(random() * 40)) },
            ]
          : [],
      onEnter: random() < 0.12 ? [assignment(pick, random)] : [],
      choices: [],
      nextId: null,
      position: { x: (depth[index] ?? 0) * 320, y: row * 180 },
    };
    const asNext = own.length === 1 && random() < 0.5;
    if (asNext) node.nextId = idOf(own[0] as number);
    else if (own.length > 0) {
      const targets: (string | null)[] = own.map(idOf);
      const wanted = Math.max(targets.length, 1 + Math.floor(random() * 4));
      while (targets.length < wanted) {
        const roll = random();
        if (roll < 0.15) targets.push(null);
        else if (roll < 0.45 && index > 0) targets.push(idOf(Math.floor(random() * index)));
        else if (index + 1 < nodeCount)
          targets.push(idOf(index + 1 + Math.floor(random() * (nodeCount - index - 1))));
        else targets.push(null);
      }
      node.choices = targets.map((targetId, choiceIndex): DialogChoice => ({
        id: `c${choiceIndex + 1}`,
        text: targetId === null ? pick(farewells) : pick(choiceTexts),
        // The first choice stays open so a played path never stalls on conditions alone.
        conditions: choiceIndex > 0 && random() < 0.2 ? [condition(pick, random)] : [],
        targetId,
      }));
    }
    nodes.push(node);
  }
  return {
    graph: { version: dialogGraphVersion, startNodeId: nodes[0]?.id ?? null, nodes },
    context,
  };
}

function generatedContext(seed: number): DialogContext {
  return {
    dialogId: `generated-${seed}`,
    name: 'The road to Ashford',
    kind: 'branching',
    variables: [
      { id: 'var-key', name: 'has_key', type: 'boolean', commentary: '', defaultValue: 'false' },
      { id: 'var-met', name: 'met_guard', type: 'boolean', commentary: '', defaultValue: 'false' },
      { id: 'var-gold', name: 'gold', type: 'integer', commentary: 'coins', defaultValue: '10' },
      { id: 'var-trust', name: 'trust', type: 'integer', commentary: '', defaultValue: '0' },
      { id: 'var-mood', name: 'mood', type: 'text', commentary: '', defaultValue: 'calm' },
    ],
    metaSchema: [
      { id: 'meta-location', name: 'location', type: 'text', commentary: 'where it happens' },
      { id: 'meta-frame', name: 'frame', type: 'integer', commentary: 'portrait frame' },
    ],
    documents: [
      { id: 'doc-mira', name: 'Mira' },
      { id: 'doc-tomas', name: 'Tomas the Smith' },
      { id: 'doc-guard', name: 'Gate guard' },
      { id: 'doc-elder', name: 'Elder Wynn' },
      { id: 'doc-fox', name: 'The Fox' },
    ],
  };
}

type Pick = <T>(items: readonly T[]) => T;

function assignment(pick: Pick, random: () => number): VariableAssignment {
  const roll = random();
  if (roll < 0.3)
    return { variableId: pick(['var-key', 'var-met']), operation: 'set', value: 'true' };
  if (roll < 0.7)
    return {
      variableId: pick(['var-gold', 'var-trust']),
      operation: 'add',
      value: pick(['-5', '1', '2', '10']),
    };
  return { variableId: 'var-mood', operation: 'set', value: pick(['calm', 'angry', 'amused']) };
}

function condition(pick: Pick, random: () => number): VariableCondition {
  const roll = random();
  if (roll < 0.4)
    return {
      variableId: pick(['var-key', 'var-met']),
      operator: 'eq',
      value: pick(['true', 'false']),
    };
  if (roll < 0.8)
    return {
      variableId: pick(['var-gold', 'var-trust']),
      operator: pick(['gte', 'lt', 'gt']),
      value: pick(['0', '3', '5', '12']),
    };
  return { variableId: 'var-mood', operator: pick(['eq', 'ne']), value: pick(['calm', 'angry']) };
}

const openings = ['Listen,', 'Well,', 'Look,', 'Ha!', 'Quiet now.', 'Traveller,', 'So,'];
const middles = [
  'the bridge at Ashford washed out in the spring',
  'nobody goes past the old mill after dark',
  'the smith owes me three silver and a favour',
  'I saw lights on the hill again last night',
  'the gate closes at the second bell',
  'there is a key under the shrine stone',
  'the elder does not trust outsiders',
  'my fox found something in the reeds',
];
const endings = ['.', '!', '?', '... you understand?', ', or so they say.'];
const locations = ['gate', 'tavern', 'forge', 'mill', 'shrine', 'riverbank'];
const choiceTexts = [
  'Tell me more.',
  'Why should I believe you?',
  'I can pay.',
  'What about the key?',
  'Ask about something else.',
  'Show me the way.',
  'Threaten them.',
  'Stay silent.',
];
const farewells = ['Goodbye.', 'I have to go.', 'Leave.'];

function line(pick: Pick): string {
  return `${pick(openings)} ${pick(middles)}${pick(endings)}`;
}

function narration(pick: Pick): string {
  return `Rain drums on the roof while you think: ${pick(middles)}.`;
}

/** A small, fast, seeded generator (public domain, Tommy Ettinger). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
