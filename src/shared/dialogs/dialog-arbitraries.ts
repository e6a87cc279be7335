import fc from 'fast-check';
import { conditionOperators, dialogGraphVersion } from './dialog-graph';
import type {
  DialogChoice,
  DialogContext,
  DialogGraph,
  DialogKind,
  DialogNode,
  VariableCondition,
} from './dialog-graph';

/**
 * fast-check arbitraries of dialogs with their context, for the property tests
 * of the exporters. `loreHubOnly` keeps to what the LoreHub format carries
 * (boolean variables, conditions of equality, `set`, custom nodes with meta
 * values, speakers on character lines), so a round trip must keep everything
 * but positions. `localized` adds explicit line ids (unique, and never equal
 * to a derived one, which always holds a `-`) to some nodes and choices, and
 * voice directions to some nodes.
 */
export interface ArbitraryDialog {
  graph: DialogGraph;
  context: DialogContext;
}

const variables: DialogContext['variables'] = [
  { id: 'flag', name: 'flag', type: 'boolean', commentary: '', defaultValue: 'false' },
  { id: 'open', name: 'open', type: 'boolean', commentary: '', defaultValue: 'true' },
  { id: 'odd', name: 'odd', type: 'boolean', commentary: '', defaultValue: 'maybe' },
  { id: 'count', name: 'count', type: 'integer', commentary: '', defaultValue: '3' },
  { id: 'word', name: 'word', type: 'text', commentary: '', defaultValue: 'hi "there"' },
];
const metaSchema: DialogContext['metaSchema'] = [
  { id: 'place', name: 'place', type: 'text', commentary: '' },
  { id: 'frame', name: 'frame', type: 'integer', commentary: '' },
];
const documents: DialogContext['documents'] = [
  { id: 'doc/a', name: 'Anna: the "first"' },
  { id: 'doc-b', name: '[Bob]' },
];

/** Ids with the characters that break naive formats: slashes, brackets, arrows, quotes. */
const idArbitrary = fc
  .string({
    minLength: 1,
    maxLength: 12,
    unit: fc.constantFrom('a', 'B', '7', '_', '-', '/', ' ', '[', '>', '"', 'é', ':'),
  })
  .filter((id) => !id.includes('/dialogue-node-option/'));

/** Text with newlines, markup of each format and quotes. */
const textArbitrary = fc.string({
  maxLength: 30,
  unit: fc.constantFrom(
    'a',
    ' ',
    'Z',
    '\n',
    '[',
    ']',
    '{',
    '}',
    '<',
    '>',
    '#',
    '/',
    '\\',
    '"',
    "'",
    ':',
    '-',
    '=',
    '|',
    '$',
    '_',
  ),
});

export function dialogArbitrary(
  options: { loreHubOnly?: boolean; localized?: boolean } = {},
): fc.Arbitrary<ArbitraryDialog> {
  const loreHubOnly = options.loreHubOnly ?? false;
  const usable = loreHubOnly
    ? variables.filter((v) => v.id === 'flag' || v.id === 'open')
    : variables;
  const variableIds = [...usable.map((v) => v.id), ...(loreHubOnly ? [] : ['ghost'])];
  return fc
    .uniqueArray(idArbitrary, { minLength: 1, maxLength: 8 })
    .chain((ids) => {
      const target = fc.option(fc.constantFrom(...ids), { nil: null });
      const condition: fc.Arbitrary<VariableCondition> = fc.record({
        variableId: fc.constantFrom(...variableIds),
        operator: loreHubOnly
          ? fc.constantFrom('eq' as const, 'ne' as const)
          : fc.constantFrom(...conditionOperators),
        value: loreHubOnly
          ? fc.constantFrom('true', 'false')
          : fc.constantFrom('true', 'false', '2', 'x'),
      });
      const choice = (id: string): fc.Arbitrary<DialogChoice> =>
        fc.record({
          id: fc.constant(id),
          text: textArbitrary,
          conditions: fc.array(condition, { maxLength: 2 }),
          targetId: target,
        });
      const node = (id: string): fc.Arbitrary<DialogNode> =>
        fc
          .record({
            kind: fc.constantFrom('text' as const, 'character' as const, 'custom' as const),
            text: textArbitrary,
            speaker: fc.constantFrom(...documents.map((d) => d.id), 'doc-gone'),
            meta: fc.uniqueArray(
              fc.record({
                schemaId: fc.constantFrom(
                  ...metaSchema.map((m) => m.id),
                  ...(loreHubOnly ? [] : ['gone']),
                ),
                value: fc.constantFrom('cellar', '12', 'two words'),
              }),
              { maxLength: 2, selector: (value) => value.schemaId },
            ),
            onEnter: fc.array(
              fc.record({
                variableId: fc.constantFrom(...variableIds),
                operation: loreHubOnly
                  ? fc.constant('set' as const)
                  : fc.constantFrom('set' as const, 'add' as const),
                value: fc.constantFrom('true', 'false', '1', 'x y'),
              }),
              { maxLength: 2 },
            ),
            choiceIds: fc.uniqueArray(idArbitrary, { maxLength: 3 }),
            nextId: target,
            x: fc.integer({ min: -500, max: 500 }),
            y: fc.integer({ min: -500, max: 500 }),
          })
          .chain((fields) =>
            fc.tuple(...fields.choiceIds.map(choice)).map((choices): DialogNode => {
              const loreHubSpeaker = fields.speaker === 'doc-gone' ? 'doc-b' : fields.speaker;
              const kind = fields.kind;
              const meta = loreHubOnly && kind !== 'custom' ? [] : fields.meta;
              return {
                id,
                kind: loreHubOnly && kind === 'custom' && meta.length === 0 ? 'text' : kind,
                text: fields.text,
                speakerId:
                  kind === 'character' || !loreHubOnly
                    ? loreHubOnly
                      ? loreHubSpeaker
                      : fields.speaker
                    : null,
                meta,
                onEnter: fields.onEnter,
                choices,
                nextId: fields.nextId,
                position: { x: fields.x, y: fields.y },
              };
            }),
          );
      const kind: fc.Arbitrary<DialogKind> = loreHubOnly
        ? fc.constant('branching')
        : fc.constantFrom('branching', 'linear');
      return fc.record({
        nodes: fc.tuple(...ids.map(node)),
        startNodeId: fc.option(fc.constantFrom(...ids), { nil: null }),
        kind,
        dialogId: idArbitrary,
        name: textArbitrary,
      });
    })
    .chain(({ nodes, startNodeId, kind, dialogId, name }) =>
      (options.localized ? localizedNodes(nodes) : fc.constant(nodes)).map((localized) => ({
        graph: { version: dialogGraphVersion, startNodeId, nodes: localized },
        context: { dialogId, name, kind, variables: usable, metaSchema, documents },
      })),
    );
}

function localizedNodes(nodes: DialogNode[]): fc.Arbitrary<DialogNode[]> {
  const choices = nodes.reduce((count, node) => count + node.choices.length, 0);
  return fc
    .record({
      nodeIds: fc.array(fc.boolean(), { minLength: nodes.length, maxLength: nodes.length }),
      choiceIds: fc.array(fc.boolean(), { minLength: choices, maxLength: choices }),
      directions: fc.array(fc.option(textArbitrary, { nil: undefined }), {
        minLength: nodes.length,
        maxLength: nodes.length,
      }),
    })
    .map(({ nodeIds, choiceIds, directions }) => {
      let choiceIndex = 0;
      return nodes.map((node, index) => ({
        ...node,
        ...(nodeIds[index] ? { lineId: `L${index}` } : {}),
        ...(directions[index] !== undefined ? { direction: directions[index] } : {}),
        choices: node.choices.map((choice, position) =>
          choiceIds[choiceIndex++] ? { ...choice, lineId: `L${index}_${position}` } : choice,
        ),
      }));
    });
}
