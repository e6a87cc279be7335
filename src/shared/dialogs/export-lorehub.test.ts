import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dialogArbitrary } from './dialog-arbitraries';
import {
  dialogNode,
  linearContext,
  linearGraph,
  tavernContext,
  tavernGraph,
} from './dialog-fixtures';
import { dialogGraphVersion } from './dialog-graph';
import type { DialogContext, DialogGraph } from './dialog-graph';
import { exportLoreHub } from './export-lorehub';
import { importLoreHub } from './import-lorehub';
import type { LoreHubImported } from './import-lorehub';
import { loreHubValidityProblems } from './lorehub-format';

describe('exportLoreHub', () => {
  it('writes a two-node dialog exactly as the format says', () => {
    const graph: DialogGraph = {
      version: dialogGraphVersion,
      startNodeId: 'hi',
      nodes: [
        dialogNode('hi', {
          kind: 'character',
          speakerId: 'doc-anna',
          text: 'Hello.',
          onEnter: [{ variableId: 'v-key', operation: 'set', value: 'true' }],
          choices: [
            {
              id: 'c1',
              text: 'Bye',
              conditions: [{ variableId: 'v-key', operator: 'ne', value: 'false' }],
              targetId: 'end',
            },
          ],
        }),
        dialogNode('end', {
          kind: 'custom',
          text: 'Fin',
          meta: [{ schemaId: 'm-frame', value: '2' }],
        }),
      ],
    };
    const { data, lossReport } = exportLoreHub(graph, { ...tavernContext, dialogId: 'D' });
    expect(data).toEqual({
      type: '@lorehub/export-schema',
      apiVersion: '2.0.0',
      resources: [
        { type: '@lorehub/dialogue', apiVersion: '2.0.0', id: 'dialogue/D', name: 'The Tavern' },
        {
          type: '@lorehub/dialogue-node',
          apiVersion: '2.0.0',
          id: 'dialogue/D/dialogue-node/hi',
          contentBlockId: 'hi',
          optionsIds: ['dialogue/D/dialogue-node/hi/dialogue-node-option/c1'],
          setVariableOnStart: [{ variableId: 'v-key', value: 'true' }],
          metaData: [],
        },
        {
          type: '@lorehub/dialogue-node',
          apiVersion: '2.0.0',
          id: 'dialogue/D/dialogue-node/end',
          contentBlockId: 'end',
          optionsIds: [],
          setVariableOnStart: [],
          metaData: [{ metaSchemaId: 'm-frame', metaSchemaValue: '2' }],
        },
        {
          type: '@lorehub/dialogue-node-option',
          apiVersion: '2.0.0',
          id: 'dialogue/D/dialogue-node/hi/dialogue-node-option/c1',
          text: 'Bye',
          requiredVariables: [{ variableId: 'v-key', value: 'true' }],
        },
        {
          type: '@lorehub/dialogue-link',
          apiVersion: '1.0.0',
          id: 'dialogue/D/dialogue-link/1',
          from: 'dialogue/D',
          to: 'dialogue/D/dialogue-node/hi',
        },
        {
          type: '@lorehub/dialogue-link',
          apiVersion: '1.0.0',
          id: 'dialogue/D/dialogue-link/2',
          from: 'dialogue/D/dialogue-node/hi/dialogue-node-option/c1',
          to: 'dialogue/D/dialogue-node/end',
        },
        {
          type: '@lorehub/content-block',
          apiVersion: '1.0.0',
          id: 'hi',
          content: [{ text: null, documentId: 'doc-anna' }, { text: 'Hello.' }],
        },
        {
          type: '@lorehub/content-block',
          apiVersion: '1.0.0',
          id: 'end',
          content: [{ text: 'Fin' }],
        },
        { type: '@lorehub/document', apiVersion: '1.0.0', id: 'doc-anna', name: 'Anna' },
        {
          type: '@lorehub/variable',
          apiVersion: '1.0.0',
          id: 'v-key',
          name: 'has_key',
          variableType: 'boolean',
          defaultValue: 'false',
        },
        {
          type: '@lorehub/meta-schema',
          apiVersion: '1.0.0',
          id: 'm-frame',
          name: 'frame',
          schemaType: 'integer',
        },
      ],
    });
    expect(lossReport).toEqual([{ kind: 'positions' }]);
    expect(loreHubValidityProblems(data)).toEqual([]);
  });

  it('reports everything of the tavern the format cannot carry', () => {
    const { data, json, lossReport } = exportLoreHub(tavernGraph(), tavernContext);
    expect(JSON.parse(json)).toEqual(data);
    expect(lossReport).toEqual([
      { kind: 'positions' },
      { kind: 'variableNotBoolean', variableId: 'v-gold' },
      { kind: 'variableNotBoolean', variableId: 'v-mood' },
      { kind: 'assignmentDropped', nodeId: 'greet', variableId: 'v-mood' },
      { kind: 'conditionDropped', nodeId: 'greet', choiceId: 'drink', variableId: 'v-gold' },
      { kind: 'assignmentDropped', nodeId: 'pay', variableId: 'v-gold' },
      { kind: 'conditionDropped', nodeId: 'more', choiceId: 'back', variableId: 'v-mood' },
    ]);
    // The key condition and assignment are boolean equalities and stay.
    const option = data.resources.find((r) => r.id.endsWith('dialogue-node-option/ask'));
    expect(option).toMatchObject({ requiredVariables: [{ variableId: 'v-key', value: 'false' }] });
    expect(loreHubValidityProblems(data)).toEqual([]);
  });

  it('exports a linear dialog as a chain from the first node, and says so', () => {
    const { data, lossReport } = exportLoreHub(linearGraph(), linearContext);
    const links = data.resources.filter((r) => r.type === '@lorehub/dialogue-link');
    expect(links.map((link) => [link.from, link.to])).toEqual([
      ['dialogue/walk', 'dialogue/walk/dialogue-node/l1'],
      ['dialogue/walk/dialogue-node/l1', 'dialogue/walk/dialogue-node/l2'],
      ['dialogue/walk/dialogue-node/l2', 'dialogue/walk/dialogue-node/l3'],
    ]);
    expect(lossReport.map((loss) => loss.kind)).toEqual([
      'linearAsBranching',
      'positions',
      'variableNotBoolean',
      'assignmentDropped',
    ]);
  });

  it('reports lost node kinds, meta values, unknown fields and speakers, broken links', () => {
    const graph: DialogGraph = {
      version: dialogGraphVersion,
      startNodeId: 'a',
      nodes: [
        dialogNode('a', {
          kind: 'custom',
          meta: [{ schemaId: 'm-gone', value: '1' }],
          nextId: 'gone',
        }),
        dialogNode('b', {
          kind: 'character',
          speakerId: null,
          meta: [{ schemaId: 'm-bg', value: 'x' }],
        }),
        dialogNode('c', { kind: 'character', speakerId: 'doc-who' }),
      ],
    };
    const { data, lossReport } = exportLoreHub(graph, tavernContext);
    expect(lossReport).toEqual([
      { kind: 'positions' },
      { kind: 'documentNameUnknown', documentId: 'doc-who' },
      { kind: 'metaSchemaUnknown', nodeId: 'a', schemaId: 'm-gone' },
      { kind: 'nodeKindNotKept', nodeId: 'a' },
      { kind: 'linkToMissingNode', nodeId: 'a' },
      { kind: 'metaValuesDropped', nodeId: 'b' },
      { kind: 'nodeKindNotKept', nodeId: 'b' },
    ]);
    expect(data.resources).toContainEqual({
      type: '@lorehub/document',
      apiVersion: '1.0.0',
      id: 'doc-who',
      name: 'unknown',
    });
  });
});

describe('loreHubValidityProblems', () => {
  it('finds an empty export, a missing content block and a missing document', () => {
    const empty = exportLoreHub(
      { version: dialogGraphVersion, startNodeId: null, nodes: [] },
      tavernContext,
    );
    expect(loreHubValidityProblems(empty.data)).toEqual([{ code: 'empty' }]);
    const { data } = exportLoreHub(tavernGraph(), tavernContext);
    const broken = {
      ...data,
      resources: data.resources.filter(
        (r) =>
          !(r.type === '@lorehub/content-block' && r.id === 'pay') &&
          r.type !== '@lorehub/document',
      ),
    };
    expect(loreHubValidityProblems(broken)).toEqual([
      { code: 'contentBlockMissing', resourceId: 'dialogue/tavern/dialogue-node/pay' },
      { code: 'documentMissing', resourceId: 'doc-anna' },
      { code: 'documentMissing', resourceId: 'doc-bob' },
    ]);
  });
});

function contextOf(imported: LoreHubImported, dialogId: string): DialogContext {
  return {
    dialogId,
    name: imported.name,
    kind: imported.kind,
    variables: imported.variables,
    metaSchema: imported.metaSchema,
    documents: imported.documents,
  };
}

/** What the format keeps of a graph it can carry: all but positions, with `ne` read as `eq` of the other boolean. */
function semantics(graph: DialogGraph) {
  return {
    startNodeId: graph.startNodeId,
    nodes: graph.nodes.map(({ position: _position, ...node }) => ({
      ...node,
      choices: node.choices.map((choice) => ({
        ...choice,
        conditions: choice.conditions.map((condition) =>
          condition.operator === 'ne'
            ? { ...condition, operator: 'eq', value: condition.value === 'true' ? 'false' : 'true' }
            : condition,
        ),
      })),
    })),
  };
}

describe('LoreHub round trip', () => {
  it('brings the tavern back with its ids, speakers, meta values and boolean logic', () => {
    const { json } = exportLoreHub(tavernGraph(), tavernContext);
    const imported = importLoreHub(json);
    if (!imported.ok) throw new Error(JSON.stringify(imported.problems));
    expect(imported.name).toBe('The Tavern');
    expect(imported.kind).toBe('branching');
    expect(imported.graph.startNodeId).toBe('greet');
    expect(imported.graph.nodes.map((n) => [n.id, n.kind, n.speakerId])).toEqual([
      ['greet', 'character', 'doc-anna'],
      ['pay', 'text', null],
      ['cellar', 'custom', null],
      ['more', 'character', 'doc-bob'],
    ]);
    expect(
      imported.graph.nodes[0]?.choices.map((c) => [c.id, c.targetId, c.conditions.length]),
    ).toEqual([
      ['drink', 'pay', 0],
      ['ask', 'cellar', 1],
      ['leave', null, 0],
    ]);
    expect(imported.variables).toEqual([
      { id: 'v-key', name: 'has_key', type: 'boolean', commentary: '', defaultValue: 'false' },
    ]);
    expect(imported.documents).toEqual(tavernContext.documents);
    expect(imported.metaSchema.map((m) => [m.id, m.type])).toEqual([
      ['m-bg', 'text'],
      ['m-frame', 'integer'],
    ]);
  });

  it('keeps everything but positions of any dialog the format can carry', () => {
    fc.assert(
      fc.property(dialogArbitrary({ loreHubOnly: true }), ({ graph, context }) => {
        const imported = importLoreHub(exportLoreHub(graph, context).json);
        if (!imported.ok) throw new Error(JSON.stringify(imported.problems));
        expect(semantics(imported.graph)).toEqual(semantics(graph));
      }),
      { numRuns: 200 },
    );
  });

  it('exports the same file again after importing any export: nothing further is lost', () => {
    fc.assert(
      fc.property(dialogArbitrary(), ({ graph, context }) => {
        const first = exportLoreHub(graph, context);
        const imported = importLoreHub(first.data);
        if (!imported.ok) throw new Error(JSON.stringify(imported.problems));
        const second = exportLoreHub(imported.graph, contextOf(imported, context.dialogId));
        expect(second.json).toBe(first.json);
        expect(second.lossReport).toEqual([{ kind: 'positions' }]);
      }),
      { numRuns: 200 },
    );
  });
});
