import { describe, expect, it } from 'vitest';
import { dialogNode, tavernGraph } from './dialog-fixtures';
import { dialogGraphVersion } from './dialog-graph';
import type { DialogGraph } from './dialog-graph';
import { graphIntegrityProblems, referencedIds } from './dialog-integrity';

describe('graphIntegrityProblems', () => {
  it('finds nothing wrong with a consistent graph, or an empty one without a start', () => {
    expect(graphIntegrityProblems(tavernGraph())).toEqual([]);
    expect(
      graphIntegrityProblems({ version: dialogGraphVersion, startNodeId: null, nodes: [] }),
    ).toEqual([]);
  });

  it('names each broken id: duplicates, a missing start, next and target', () => {
    const graph: DialogGraph = {
      version: dialogGraphVersion,
      startNodeId: 'nowhere',
      nodes: [
        dialogNode('a', {
          nextId: 'ghost',
          choices: [
            { id: 'x', text: '', conditions: [], targetId: 'b' },
            { id: 'x', text: '', conditions: [], targetId: 'gone' },
          ],
          meta: [
            { schemaId: 'm', value: '1' },
            { schemaId: 'm', value: '2' },
          ],
        }),
        dialogNode('b'),
        dialogNode('a'),
      ],
    };
    expect(graphIntegrityProblems(graph)).toEqual([
      { code: 'duplicateNodeId', nodeId: 'a' },
      { code: 'startNodeMissing' },
      { code: 'nextNodeMissing', nodeId: 'a' },
      { code: 'duplicateChoiceId', nodeId: 'a', choiceId: 'x' },
      { code: 'choiceTargetMissing', nodeId: 'a', choiceId: 'x' },
      { code: 'duplicateMetaValue', nodeId: 'a', schemaId: 'm' },
    ]);
  });

  it('finds an explicit line id held twice, by nodes or choices', () => {
    const graph: DialogGraph = {
      version: dialogGraphVersion,
      startNodeId: 'a',
      nodes: [
        dialogNode('a', {
          lineId: 'one',
          choices: [
            { id: 'x', text: '', conditions: [], targetId: 'b', lineId: 'two' },
            { id: 'y', text: '', conditions: [], targetId: 'b', lineId: 'one' },
          ],
        }),
        dialogNode('b', { lineId: 'two' }),
        dialogNode('c', { lineId: 'three' }),
      ],
    };
    expect(graphIntegrityProblems(graph)).toEqual([
      { code: 'duplicateLineId', nodeId: 'a', choiceId: 'y', lineId: 'one' },
      { code: 'duplicateLineId', nodeId: 'b', lineId: 'two' },
    ]);
  });

  it('lets a speaker stay on a node that is not a character line', () => {
    const graph = tavernGraph();
    graph.nodes[1] = { ...graph.nodes[1]!, speakerId: 'doc-anna' };
    expect(graphIntegrityProblems(graph)).toEqual([]);
  });
});

describe('referencedIds', () => {
  it('collects the variables, meta fields and speakers the graph uses', () => {
    const references = referencedIds(tavernGraph());
    expect([...references.variableIds].sort()).toEqual(['v-gold', 'v-key', 'v-mood']);
    expect([...references.metaSchemaIds].sort()).toEqual(['m-bg', 'm-frame']);
    expect([...references.documentIds].sort()).toEqual(['doc-anna', 'doc-bob']);
  });

  it('counts a speaker kept on a text node, since it is stored', () => {
    const graph = tavernGraph();
    graph.nodes[1] = { ...graph.nodes[1]!, speakerId: 'doc-stale' };
    expect(referencedIds(graph).documentIds.has('doc-stale')).toBe(true);
  });
});
