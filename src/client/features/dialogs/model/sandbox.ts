import * as z from 'zod/mini';
import {
  dialogGraph,
  dialogGraphVersion,
  dialogKinds,
  emptyDialogGraph,
  lineIdPattern,
  metaSchemaTypes,
  variableTypes,
  type DialogDocumentRef,
  type DialogGraph,
  type DialogKind,
  type DialogVariable,
  type MetaSchemaDefinition,
} from '../../../../shared/dialogs/dialog-graph';
import { languageCode } from '../../../../shared/dialogs/localization/languages';

/**
 * The /dialogue-builder-test sandbox: one dialog with its own characters,
 * variables and meta fields, kept only in this browser's local storage.
 */
export interface Sandbox {
  version: 1;
  name: string;
  kind: DialogKind;
  graph: DialogGraph;
  characters: DialogDocumentRef[];
  variables: DialogVariable[];
  metaSchema: MetaSchemaDefinition[];
  /**
   * Translated texts per language code, by line id (`lineIdOf` with the dialog id
   * `sandbox`): what the user uploaded as translated string tables. Absent in
   * sandboxes kept before there were translations.
   */
  translations?: SandboxTranslations;
}

export type SandboxTranslations = Record<string, Record<string, string>>;

/** The dialog id the sandbox's line ids and exports use. */
export const sandboxDialogId = 'sandbox';

export const sandboxStorageKey = 'dialogue-builder-test';

const sandboxSchema = z.object({
  version: z.literal(1),
  name: z.string(),
  kind: z.enum(dialogKinds),
  graph: dialogGraph,
  characters: z.array(z.object({ id: z.string(), name: z.string() })),
  variables: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(variableTypes),
      commentary: z.string(),
      defaultValue: z.string(),
    }),
  ),
  metaSchema: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(metaSchemaTypes),
      commentary: z.string(),
    }),
  ),
  translations: z.optional(
    z.record(languageCode, z.record(z.string().check(z.regex(lineIdPattern)), z.string())),
  ),
});

/** The saved sandbox, or the sample when there is none or it cannot be read. */
export function loadSandbox(storage: Pick<Storage, 'getItem'>): Sandbox {
  try {
    const text = storage.getItem(sandboxStorageKey);
    if (text) {
      const parsed = sandboxSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data as Sandbox;
    }
  } catch {
    // Unreadable JSON: start from the sample.
  }
  return sampleSandbox();
}

export function saveSandbox(storage: Pick<Storage, 'setItem'>, sandbox: Sandbox): void {
  storage.setItem(sandboxStorageKey, JSON.stringify(sandbox));
}

export function emptySandbox(kind: DialogKind, base: Sandbox): Sandbox {
  // A new dialog's lines have new ids: the old translations would match none of them.
  return { ...base, kind, graph: emptyDialogGraph(), translations: {} };
}

/** A small gate-guard dialog that shows every node type, a condition and a variable. */
export function sampleSandbox(): Sandbox {
  const node = (
    id: string,
    x: number,
    y: number,
    fields: Partial<DialogGraph['nodes'][number]>,
  ) => ({
    id,
    kind: 'text' as const,
    text: '',
    speakerId: null,
    meta: [],
    onEnter: [],
    choices: [],
    nextId: null,
    position: { x, y },
    ...fields,
  });
  return {
    version: 1,
    name: 'The gate',
    kind: 'branching',
    characters: [
      { id: 'guard', name: 'Guard' },
      { id: 'hero', name: 'Hero' },
    ],
    variables: [
      {
        id: 'paid',
        name: 'paid_toll',
        type: 'boolean',
        commentary: 'The hero paid at the gate',
        defaultValue: 'false',
      },
      { id: 'coins', name: 'coins', type: 'integer', commentary: '', defaultValue: '3' },
    ],
    metaSchema: [{ id: 'mood', name: 'camera', type: 'text', commentary: 'Shot for the cutscene' }],
    // The sample plays in Russian too: Play mode shows the language choice at once.
    translations: {
      ru: {
        'sandbox-n-start': 'Стой! Пошлина — одна монета.',
        'sandbox-n-start-c-pay': 'Заплатить монету',
        'sandbox-n-start-c-refuse': 'Отказаться',
        'sandbox-n-paid': 'Стражник прячет монету и отходит в сторону.',
        'sandbox-n-refuse': 'Тогда ты не пройдёшь.',
        'sandbox-n-through': 'Ты проходишь через ворота в город.',
      },
    },
    graph: {
      version: dialogGraphVersion,
      startNodeId: 'n-start',
      nodes: [
        node('n-start', 0, 0, {
          kind: 'character',
          speakerId: 'guard',
          text: 'Halt! The toll is one coin.',
          choices: [
            {
              id: 'c-pay',
              text: 'Pay the coin',
              conditions: [{ variableId: 'coins', operator: 'gte', value: '1' }],
              targetId: 'n-paid',
            },
            { id: 'c-refuse', text: 'Refuse', conditions: [], targetId: 'n-refuse' },
          ],
        }),
        node('n-paid', 340, -120, {
          kind: 'custom',
          text: 'The guard pockets the coin and steps aside.',
          meta: [{ schemaId: 'mood', value: 'close-up' }],
          onEnter: [
            { variableId: 'paid', operation: 'set', value: 'true' },
            { variableId: 'coins', operation: 'add', value: '-1' },
          ],
          nextId: 'n-through',
        }),
        node('n-refuse', 340, 120, {
          kind: 'character',
          speakerId: 'guard',
          text: 'Then you shall not pass.',
        }),
        node('n-through', 680, -120, { text: 'You walk through the gate into the city.' }),
      ],
    },
  };
}
