import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dialogArbitrary } from './dialog-arbitraries';
import { tavernContext, tavernGraph } from './dialog-fixtures';
import type { DialogGraph } from './dialog-graph';
import { playThroughs, withYarnValues, yarnRendering } from './dialog-playthroughs';
import { exportYarn } from './export-yarn';
import { importYarn, type YarnImported } from './import-yarn';
import { dialogLines } from './localization/dialog-lines';

const noLimits = { line: null, choice: null };

function imported(text: string): YarnImported {
  const result = importYarn(text);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result;
}

describe('importYarn', () => {
  it('reads a small file', () => {
    const result = imported(
      [
        'title: Start',
        'position: 10,20',
        '---',
        '<<declare $gold = 10>>',
        'Anna: Hello.',
        'Anna: Nice day.',
        '-> Pay <<if $gold >= 5>>',
        '    <<jump end>>',
        '-> Leave',
        '    <<stop>>',
        '<<jump end>>',
        '===',
        'title: end',
        '---',
        '<<set $gold to $gold - 5>>',
        'Fin',
        '===',
      ].join('\n'),
    );
    expect(result.graph.startNodeId).toBe('Start');
    expect(result.variables).toEqual([
      { id: 'gold', name: 'gold', type: 'integer', commentary: '', defaultValue: '10' },
    ]);
    expect(result.documents).toEqual([{ id: 'speaker-1', name: 'Anna' }]);
    const [start, end] = result.graph.nodes;
    expect(start).toMatchObject({
      id: 'Start',
      kind: 'character',
      speakerId: 'speaker-1',
      text: 'Hello.\nNice day.',
      position: { x: 10, y: 20 },
      nextId: 'end',
      choices: [
        {
          id: 'c1',
          text: 'Pay',
          conditions: [{ variableId: 'gold', operator: 'gte', value: '5' }],
          targetId: 'end',
        },
        { id: 'c2', text: 'Leave', conditions: [], targetId: null },
      ],
    });
    expect(end).toMatchObject({
      id: 'end',
      text: 'Fin',
      onEnter: [{ variableId: 'gold', operation: 'add', value: '-5' }],
    });
    expect(result.losses).toEqual([]);
  });

  it('splits a node where the model needs more nodes, and follows nested options', () => {
    const result = imported(
      [
        'title: Hub',
        'colour: red',
        '---',
        'Anna: Hi.',
        'Bob: Hello.',
        '<<set $met to true>>',
        'Anna: Shall we?',
        '-> Yes',
        '    Bob: Good.',
        '    -> Really?',
        '        <<jump Hub>>',
        '    -> Sure',
        '-> No',
        'Anna: Then bye.',
        '===',
      ].join('\n'),
    );
    const byId = new Map(result.graph.nodes.map((node) => [node.id, node]));
    expect(result.graph.startNodeId).toBe('Hub');
    expect(result.metaSchema).toEqual([
      { id: 'colour', name: 'colour', type: 'text', commentary: '' },
    ]);
    expect(byId.get('Hub')).toMatchObject({
      kind: 'character',
      text: 'Hi.',
      meta: [{ schemaId: 'colour', value: 'red' }],
      nextId: 'Hub_2',
    });
    expect(byId.get('Hub_2')).toMatchObject({ text: 'Hello.', nextId: 'Hub_3' });
    expect(byId.get('Hub_3')).toMatchObject({
      text: 'Shall we?',
      onEnter: [{ variableId: 'met', operation: 'set', value: 'true' }],
      choices: [
        { text: 'Yes', targetId: 'Hub_4' },
        { text: 'No', targetId: 'Hub_5' },
      ],
      nextId: 'Hub_5',
    });
    expect(byId.get('Hub_4')).toMatchObject({
      text: 'Good.',
      choices: [
        { text: 'Really?', targetId: 'Hub' },
        { text: 'Sure', targetId: 'Hub_5' },
      ],
      nextId: 'Hub_5',
    });
    expect(byId.get('Hub_5')).toMatchObject({ text: 'Then bye.', nextId: null });
    expect(result.losses).toEqual([{ code: 'startGuessed', count: 1, examples: ['Hub'] }]);
  });

  it('plays <<if>> blocks as conditional choices, and reports it', () => {
    const result = imported(
      [
        'title: Start',
        '---',
        '<<if $gold > 5 and $open>>',
        '    Rich.',
        '<<elseif not $open>>',
        '    Closed.',
        '<<else>>',
        '    Poor.',
        '<<endif>>',
        'Done.',
        '===',
      ].join('\n'),
    );
    const byId = new Map(result.graph.nodes.map((node) => [node.id, node]));
    expect(byId.get('Start')).toMatchObject({
      text: '',
      choices: [
        {
          text: '$gold > 5 and $open',
          conditions: [
            { variableId: 'gold', operator: 'gt', value: '5' },
            { variableId: 'open', operator: 'eq', value: 'true' },
          ],
          targetId: 'Start_2',
        },
      ],
      nextId: 'Start_3',
    });
    expect(byId.get('Start_2')).toMatchObject({ text: 'Rich.', nextId: 'Start_6' });
    expect(byId.get('Start_3')).toMatchObject({
      choices: [{ conditions: [{ variableId: 'open', operator: 'eq', value: 'false' }] }],
      nextId: 'Start_5',
    });
    expect(byId.get('Start_5')).toMatchObject({ text: 'Poor.', nextId: 'Start_6' });
    expect(byId.get('Start_6')).toMatchObject({ text: 'Done.', nextId: null });
    expect(result.losses).toEqual([
      { code: 'ifAsChoice', count: 2, examples: ['$gold > 5 and $open', 'not $open'] },
    ]);
  });

  it('reports what the model cannot hold', () => {
    const result = imported(
      [
        '# file_tag',
        'title: Start',
        'tags: intro',
        '---',
        '// a comment',
        'Hello [b]there[/b] {$name}! #line:abc1 #mood',
        '<<wait 2>>',
        '<<set $x to $y * 2>>',
        '-> Go <<if $a or $b>> #line:abc2',
        '===',
      ].join('\n'),
    );
    const losses = Object.fromEntries(result.losses.map((loss) => [loss.code, loss]));
    expect(result.graph.nodes[0]?.text).toBe('Hello there {$name}!');
    expect(losses.lineTagDropped).toEqual({
      code: 'lineTagDropped',
      count: 1,
      examples: ['#mood'],
    });
    expect(result.graph.nodes[0]?.lineId).toBe('abc1');
    expect(losses.markupDropped?.count).toBe(3);
    expect(losses.commandDropped?.examples).toEqual(['<<wait 2>>']);
    expect(losses.assignmentDropped?.examples).toEqual(['<<set $x to $y * 2>>']);
    expect(losses.conditionDropped?.examples).toEqual(['$a or $b']);
    expect(losses.headerDropped?.examples).toEqual(['# file_tag', 'tags: intro']);
    expect(result.graph.nodes[0]?.choices[0]).toMatchObject({ text: 'Go', conditions: [] });
    expect(result.graph.nodes[0]?.choices[0]?.lineId).toBe('abc2');
  });

  it('keeps #line: ids as line ids, and reports the ids it cannot keep', () => {
    const result = imported(
      [
        'title: Start',
        '---',
        'Anna: Hello. #line:l1',
        'Anna: Nice day. #line:l1.2',
        'Anna: Is it? #line:other',
        'Bob: Yes. #line:l1',
        'Bob: Sure. #mood #line:l2 #line:l3',
        '-> Go #line:o1',
        '    <<jump Start>>',
        '-> Stay #line:o1',
        '-> Wait #line:not.an.id',
        '-> Sit',
        '===',
      ].join('\n'),
    );
    const [anna, bob] = result.graph.nodes;
    expect(anna).toMatchObject({ lineId: 'l1', text: 'Hello.\nNice day.\nIs it?' });
    // Bob's first id is taken, and a second line cannot bring its own.
    expect(bob?.text).toBe('Yes.\nSure.');
    expect(bob).not.toHaveProperty('lineId');
    const choices = bob?.choices ?? [];
    expect(choices.map((choice) => choice.lineId)).toEqual(['o1', undefined, undefined, undefined]);
    expect(choices[1]).not.toHaveProperty('lineId');
    const losses = Object.fromEntries(result.losses.map((loss) => [loss.code, loss]));
    expect(losses.lineTagDropped).toEqual({
      code: 'lineTagDropped',
      count: 5,
      examples: ['#mood', '#line:l3', '#line:other', '#line:l2', '#line:not.an.id'],
    });
    expect(losses.lineIdDuplicated).toEqual({
      code: 'lineIdDuplicated',
      count: 2,
      examples: ['#line:l1', '#line:o1'],
    });
  });

  it('refuses malformed files with clear problems', () => {
    const problems = (text: string) => {
      const result = importYarn(text);
      return result.ok ? [] : result.problems;
    };
    expect(problems('')).toEqual([{ code: 'yarnNoNodes' }]);
    expect(problems('{"type": "json"}')).toEqual([{ code: 'yarnNotYarn', resourceId: 'line 1' }]);
    expect(problems('Dear diary,\nNote: it rained.\n{}\n')).toEqual([
      { code: 'yarnNotYarn', resourceId: 'line 1' },
    ]);
    expect(problems('Note: it rained.\n')).toEqual([{ code: 'yarnNotYarn', resourceId: 'line 1' }]);
    expect(problems('title: A\n---\nHi\n===\ntitle: A\n---\n===')).toEqual([
      { code: 'yarnTitleDuplicated', resourceId: 'A' },
    ]);
    expect(problems('title: A\n---\n<<jump B>>\n===')).toEqual([
      { code: 'yarnJumpMissing', resourceId: 'B' },
    ]);
    expect(problems('title: A\n---\n<<if $x>>\nHi\n===')).toEqual([
      { code: 'yarnIfUnclosed', resourceId: 'A' },
    ]);
    expect(problems('title: A\n---\nHi\n<<endif>>\n===')).toEqual([
      { code: 'yarnIfUnexpected', resourceId: 'A' },
    ]);
    expect(problems('title: A\n---\nHi\n')).toEqual([
      { code: 'yarnNodeUnclosed', resourceId: 'A' },
    ]);
    expect(problems('position: 1,2\n---\nHi\n===')).toEqual([
      { code: 'yarnTitleMissing', resourceId: 'line 2' },
    ]);
    expect(problems(`title: ${'a'.repeat(70)}\n---\nHi\n===`)).toEqual([{ code: 'notADialog' }]);
  });

  it('reads back the tavern as exported', () => {
    const result = imported(exportYarn(tavernGraph(), tavernContext));
    expect(result.losses).toEqual([]);
    expect(result.metaSchema.map((schema) => [schema.name, schema.type])).toEqual([
      ['background', 'text'],
      ['frame', 'integer'],
    ]);
    expect(result.variables.map((variable) => [variable.name, variable.type])).toEqual([
      ['has_key', 'boolean'],
      ['gold', 'integer'],
      ['mood', 'text'],
    ]);
  });

  it('keeps the line ids of an exported dialog (round trip)', () => {
    fc.assert(
      fc.property(dialogArbitrary({ localized: true }), ({ graph, context }) => {
        const lines = dialogLines(graph, context, noLimits);
        const ids = lines.map((line) => line.lineId);
        // Derived ids of odd imported node ids may meet ('a' + choice 'b', node 'a-b').
        fc.pre(new Set(ids).size === ids.length);
        const result = imported(exportYarn(graph, context));
        expect(result.losses.map((loss) => loss.code)).not.toContain('lineIdDuplicated');
        expect(result.losses.map((loss) => loss.code)).not.toContain('lineTagDropped');
        const back = dialogLines(result.graph, { ...context, kind: 'branching' }, noLimits);
        const textOf = (text: string) =>
          text
            .split('\n')
            .map((part) => part.trim())
            .filter((part) => part !== '')
            .join(' ');
        const byId = (list: typeof lines) =>
          new Map(list.map((line) => [line.lineId, textOf(line.text)]));
        expect(byId(back)).toEqual(byId(lines));
      }),
      { numRuns: 200 },
    );
  });

  it('keeps every play-through of an exported dialog (round trip)', () => {
    fc.assert(
      fc.property(dialogArbitrary(), ({ graph, context }) => {
        const result = imported(exportYarn(graph, context));
        // Without a start the export has no `Start` node, and the first node starts.
        const started: DialogGraph =
          graph.startNodeId === null && context.kind === 'branching'
            ? { ...graph, startNodeId: graph.nodes[0]?.id ?? null }
            : graph;
        if (started !== graph) {
          expect(result.losses.map((loss) => loss.code)).toContain('startGuessed');
        }
        const expected = withYarnValues(started, [
          ...context.variables,
          ...(result.variables.some((variable) => variable.id === 'ghost')
            ? [
                {
                  id: 'ghost',
                  name: 'ghost',
                  type: 'text' as const,
                  commentary: '',
                  defaultValue: '',
                },
              ]
            : []),
        ]);
        const original = playThroughs(
          expected.graph,
          context.kind,
          expected.variables,
          yarnRendering(context.documents),
        );
        const variables = result.variables.map((variable) => ({
          ...variable,
          // The export names variables after their names; the import names them by id.
          id:
            context.variables.find((known) => `${known.name}` === variable.name)?.id ?? variable.id,
        }));
        const renamed = renameVariables(result.graph, variables, result.variables);
        const back = playThroughs(renamed, 'branching', variables, yarnRendering(result.documents));
        expect(back).toEqual(original);
      }),
      { numRuns: 200 },
    );
  });
});

/** The imported graph with the variable ids of the original (matched by name). */
function renameVariables(
  graph: DialogGraph,
  renamedVariables: readonly { id: string }[],
  importedVariables: readonly { id: string }[],
): DialogGraph {
  const ids = new Map(
    importedVariables.map((variable, index) => [
      variable.id,
      renamedVariables[index]?.id ?? variable.id,
    ]),
  );
  const id = (variableId: string) => ids.get(variableId) ?? variableId;
  return {
    ...graph,
    nodes: graph.nodes.map((node) => ({
      ...node,
      onEnter: node.onEnter.map((assignment) => ({
        ...assignment,
        variableId: id(assignment.variableId),
      })),
      choices: node.choices.map((choice) => ({
        ...choice,
        conditions: choice.conditions.map((condition) => ({
          ...condition,
          variableId: id(condition.variableId),
        })),
      })),
    })),
  };
}
