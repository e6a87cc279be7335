// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyDialogGraph, type DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import { applyEdit } from './graph-edits';
import { createChoice, createNode } from './node-factories';

function threeNodes(): DialogGraph {
  const a = { ...createNode('character', { x: 0, y: 0 }), id: 'a' };
  const b = { ...createNode('text', { x: 300, y: 0 }), id: 'b' };
  const c = { ...createNode('custom', { x: 600, y: 0 }), id: 'c' };
  let graph = applyEdit(emptyDialogGraph(), { type: 'addNodes', nodes: [a, b, c] });
  graph = applyEdit(graph, {
    type: 'addChoice',
    nodeId: 'a',
    choice: { ...createChoice('Go on'), id: 'go' },
  });
  graph = applyEdit(graph, {
    type: 'connect',
    sourceId: 'a',
    handle: { kind: 'choice', choiceId: 'go' },
    targetId: 'b',
  });
  return applyEdit(graph, {
    type: 'connect',
    sourceId: 'b',
    handle: { kind: 'next' },
    targetId: 'c',
  });
}

describe('graph edits', () => {
  it('makes the first node of an empty dialog its start', () => {
    expect(threeNodes().startNodeId).toBe('a');
  });

  it('links a choice and a next node', () => {
    const graph = threeNodes();
    expect(graph.nodes[0]?.choices[0]?.targetId).toBe('b');
    expect(graph.nodes[1]?.nextId).toBe('c');
  });

  it('deleting a node cuts every link to it and the start, and leaves the old graph as it was', () => {
    const before = threeNodes();
    const after = applyEdit(applyEdit(before, { type: 'deleteNodes', nodeIds: ['b'] }), {
      type: 'deleteNodes',
      nodeIds: ['a'],
    });
    expect(after.nodes.map((node) => node.id)).toEqual(['c']);
    expect(after.startNodeId).toBeNull();
    expect(
      applyEdit(before, { type: 'deleteNodes', nodeIds: ['b'] }).nodes[0]?.choices[0]?.targetId,
    ).toBeNull();
    expect(before.nodes).toHaveLength(3);
  });

  it('drops the speaker when a character line becomes another type', () => {
    let graph = applyEdit(threeNodes(), {
      type: 'updateNode',
      nodeId: 'a',
      patch: { speakerId: 'doc-1' },
    });
    graph = applyEdit(graph, { type: 'updateNode', nodeId: 'a', patch: { kind: 'text' } });
    expect(graph.nodes[0]?.speakerId).toBeNull();
  });

  it('keeps a direction while it has text and drops it when cleared', () => {
    let graph = applyEdit(threeNodes(), {
      type: 'updateNode',
      nodeId: 'a',
      patch: { direction: 'Whispered' },
    });
    expect(graph.nodes[0]?.direction).toBe('Whispered');
    graph = applyEdit(graph, { type: 'updateNode', nodeId: 'a', patch: { text: 'Psst' } });
    expect(graph.nodes[0]?.direction).toBe('Whispered');
    graph = applyEdit(graph, { type: 'updateNode', nodeId: 'a', patch: { direction: undefined } });
    expect('direction' in (graph.nodes[0] ?? {})).toBe(false);
  });

  it('moves choices and reorders nodes only with a complete list', () => {
    let graph = applyEdit(threeNodes(), {
      type: 'addChoice',
      nodeId: 'a',
      choice: { ...createChoice('Leave'), id: 'leave' },
    });
    graph = applyEdit(graph, { type: 'moveChoice', nodeId: 'a', choiceId: 'leave', toIndex: 0 });
    expect(graph.nodes[0]?.choices.map((choice) => choice.id)).toEqual(['leave', 'go']);
    expect(applyEdit(graph, { type: 'reorderNodes', nodeIds: ['c', 'a'] })).toBe(graph);
    expect(
      applyEdit(graph, { type: 'reorderNodes', nodeIds: ['c', 'a', 'b'] }).nodes.map(
        (node) => node.id,
      ),
    ).toEqual(['c', 'a', 'b']);
  });

  it('rounds moved positions to whole pixels', () => {
    const graph = applyEdit(threeNodes(), {
      type: 'moveNodes',
      positions: { c: { x: 10.6, y: -3.2 } },
    });
    expect(graph.nodes[2]?.position).toEqual({ x: 11, y: -3 });
  });
});
