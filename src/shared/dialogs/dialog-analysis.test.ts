import { describe, expect, it } from 'vitest';
import { dialogWarnings } from './dialog-analysis';
import {
  dialogNode,
  linearContext,
  linearGraph,
  tavernContext,
  tavernGraph,
} from './dialog-fixtures';
import { dialogGraphVersion } from './dialog-graph';
import type { DialogGraph, DialogNode } from './dialog-graph';
import { generateBranchingDialog } from './dialog-generator';

function graphOf(startNodeId: string | null, nodes: DialogNode[]): DialogGraph {
  return { version: dialogGraphVersion, startNodeId, nodes };
}

const choice = (id: string, targetId: string | null, conditions = false) => ({
  id,
  text: id,
  targetId,
  conditions: conditions ? [{ variableId: 'v-key', operator: 'eq' as const, value: 'true' }] : [],
});

describe('dialogWarnings', () => {
  it('has only the choice that leaves the tavern to say about the tavern dialog', () => {
    expect(dialogWarnings(tavernGraph(), tavernContext)).toEqual([
      { kind: 'choiceWithoutTarget', nodeId: 'greet', choiceId: 'leave' },
      { kind: 'choiceWithoutTarget', nodeId: 'more', choiceId: 'bye' },
    ]);
  });

  it('does not warn on an empty dialog, and asks for a start once there are nodes', () => {
    expect(dialogWarnings(graphOf(null, []), tavernContext)).toEqual([]);
    expect(dialogWarnings(graphOf(null, [dialogNode('a')]), tavernContext)).toEqual([
      { kind: 'missingStart' },
    ]);
    expect(dialogWarnings(graphOf('gone', [dialogNode('a')]), tavernContext)).toEqual([
      { kind: 'missingStart' },
    ]);
  });

  it('finds nodes no path reaches from the start, and does not count a next hidden behind an open choice', () => {
    const graph = graphOf('a', [
      dialogNode('a', { choices: [choice('go', 'b')], nextId: 'c' }),
      dialogNode('b'),
      dialogNode('c'),
      dialogNode('d', { nextId: 'b' }),
    ]);
    expect(dialogWarnings(graph, tavernContext)).toEqual([
      { kind: 'unreachable', nodeId: 'c' },
      { kind: 'unreachable', nodeId: 'd' },
    ]);
  });

  it('treats a node without a way on as an ending, not a dead end', () => {
    const graph = graphOf('a', [dialogNode('a', { nextId: 'b' }), dialogNode('b')]);
    expect(dialogWarnings(graph, tavernContext)).toEqual([]);
  });

  it('warns where every choice is conditional and nothing follows, and where no ending can be reached', () => {
    const graph = graphOf('a', [
      dialogNode('a', { choices: [choice('locked', 'b', true)] }),
      dialogNode('b', { choices: [choice('on', 'c')] }),
      dialogNode('c', { nextId: 'b' }),
    ]);
    expect(dialogWarnings(graph, tavernContext)).toEqual([
      { kind: 'deadEnd', nodeId: 'a' },
      { kind: 'noWayToAnEnd', nodeId: 'b' },
      { kind: 'noWayToAnEnd', nodeId: 'c' },
    ]);
    // A fallback next node makes the conditional choices safe.
    graph.nodes[0] = { ...graph.nodes[0]!, nextId: 'exit' };
    graph.nodes.push(dialogNode('exit'));
    expect(dialogWarnings(graph, tavernContext).map((w) => w.kind)).not.toContain('deadEnd');
  });

  it('checks speakers, meta values and variables against the context', () => {
    const graph = graphOf('a', [
      dialogNode('a', {
        kind: 'character',
        meta: [
          { schemaId: 'm-frame', value: 'three' },
          { schemaId: 'm-frame', value: ' 3 ' },
          { schemaId: 'm-gone', value: 'x' },
        ],
        onEnter: [
          { variableId: 'v-gone', operation: 'set', value: '1' },
          { variableId: 'v-mood', operation: 'add', value: '1' },
          { variableId: 'v-gold', operation: 'add', value: 'lots' },
          { variableId: 'v-key', operation: 'set', value: 'yes' },
          { variableId: 'v-gold', operation: 'set', value: '-4' },
        ],
        choices: [
          {
            id: 'c',
            text: '',
            targetId: null,
            conditions: [
              { variableId: 'v-mood', operator: 'gt', value: '1' },
              { variableId: 'v-gold', operator: 'eq', value: '1.5' },
              { variableId: 'v-mood', operator: 'ne', value: 'anything' },
            ],
          },
        ],
      }),
    ]);
    expect(dialogWarnings(graph, tavernContext)).toEqual([
      { kind: 'deadEnd', nodeId: 'a' },
      { kind: 'characterWithoutSpeaker', nodeId: 'a' },
      { kind: 'metaValueNotInteger', nodeId: 'a', schemaId: 'm-frame' },
      { kind: 'unknownMetaSchema', nodeId: 'a', schemaId: 'm-gone' },
      { kind: 'unknownVariable', nodeId: 'a', variableId: 'v-gone' },
      { kind: 'operatorNeedsInteger', nodeId: 'a', variableId: 'v-mood' },
      { kind: 'valueDoesNotFitVariable', nodeId: 'a', variableId: 'v-gold' },
      { kind: 'valueDoesNotFitVariable', nodeId: 'a', variableId: 'v-key' },
      { kind: 'choiceWithoutTarget', nodeId: 'a', choiceId: 'c' },
      { kind: 'operatorNeedsInteger', nodeId: 'a', choiceId: 'c', variableId: 'v-mood' },
      { kind: 'valueDoesNotFitVariable', nodeId: 'a', choiceId: 'c', variableId: 'v-gold' },
    ]);
  });

  it('reads a linear dialog as its order: no start, reachability or ending warnings', () => {
    const graph = linearGraph();
    graph.nodes[0] = { ...graph.nodes[0]!, choices: [choice('stale', null)] };
    expect(dialogWarnings(graph, linearContext)).toEqual([]);
  });

  // Its time is a bench figure (`npm run bench -- dialogs`), not an assertion here.
  it('analyses a generated 5,000-node dialog: everything reachable from its start', () => {
    const { graph, context } = generateBranchingDialog(5_000, 7);
    const warnings = dialogWarnings(graph, context);
    expect(warnings.filter((w) => w.kind === 'unreachable' || w.kind === 'missingStart')).toEqual(
      [],
    );
  });
});
