import { describe, expect, it } from 'vitest';
import { dialogGraphVersion, type DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import { applyEdit } from './graph-edits';
import { createFlowNodeBuilder, flowEdges, mergeFlowEdges, mergeFlowNodes } from './flow-elements';
import { createNode } from './node-factories';

const graph: DialogGraph = {
  version: dialogGraphVersion,
  startNodeId: 'a',
  nodes: [
    {
      ...createNode('text', { x: 0, y: 0 }),
      id: 'a',
      choices: [
        { id: 'c1', text: 'Go', conditions: [], targetId: 'b' },
        { id: 'c2', text: 'Open', conditions: [], targetId: null },
      ],
    },
    { ...createNode('text', { x: 300, y: 0 }), id: 'b', nextId: 'a' },
  ],
};

describe('flow elements', () => {
  it('draws one edge per linked choice, or the next link of a node without choices', () => {
    expect(flowEdges(graph).map((edge) => [edge.source, edge.sourceHandle, edge.target])).toEqual([
      ['a', 'c1', 'b'],
      ['b', 'next', 'a'],
    ]);
  });

  it('keeps the flow node of an unchanged dialog node, measurement included, after an edit elsewhere', () => {
    const build = createFlowNodeBuilder();
    const first = build(graph, new Map(), new Set()).map((node) => ({
      ...node,
      measured: { width: 240, height: 90 },
    }));
    const edited = applyEdit(graph, { type: 'updateNode', nodeId: 'b', patch: { text: 'Hello' } });
    const merged = mergeFlowNodes(first, build(edited, new Map(), new Set()));
    expect(merged[0]).toBe(first[0]);
    expect(merged[1]).not.toBe(first[1]);
    expect(merged[1]?.measured).toEqual({ width: 240, height: 90 });
    expect(mergeFlowNodes(merged, build(edited, new Map(), new Set()))).toBe(merged);
  });

  it("keeps a moved node's data, so its card does not render again, and takes its new position", () => {
    const build = createFlowNodeBuilder();
    const first = build(graph, new Map(), new Set());
    const moved = applyEdit(graph, {
      type: 'moveNodes',
      positions: { a: { x: 40, y: 80 }, b: { x: 500, y: 0 } },
    });
    const second = build(moved, new Map(), new Set());
    expect(second.map((node) => node.data)).toEqual(first.map((node) => node.data));
    expect(second[0]?.data).toBe(first[0]?.data);
    expect(second[0]?.position).toEqual({ x: 40, y: 80 });
    const renamed = build(
      applyEdit(moved, { type: 'updateNode', nodeId: 'a', patch: { text: 'Hi' } }),
      new Map(),
      new Set(),
    );
    expect(renamed[0]?.data).not.toBe(first[0]?.data);
    expect(renamed[1]?.data).toBe(first[1]?.data);
    expect(build(moved, new Map([['b', ['Dead end']]]), new Set())[1]?.data).not.toBe(
      first[1]?.data,
    );
  });

  it('names each node for screen readers once per change of its card, and a new name replaces the node', () => {
    const seen: string[] = [];
    const build = createFlowNodeBuilder((data) => {
      seen.push(data.node.id);
      return `${data.node.id}: ${data.node.text}${data.isStart ? ' (start)' : ''}`;
    });
    const first = build(graph, new Map(), new Set());
    expect(first.map((node) => node.ariaLabel)).toEqual(['a:  (start)', 'b: ']);
    const moved = build(
      applyEdit(graph, { type: 'moveNodes', positions: { a: { x: 9, y: 9 } } }),
      new Map(),
      new Set(),
    );
    expect(moved[0]?.ariaLabel).toBe('a:  (start)');
    expect(seen).toEqual(['a', 'b']);
    const renamed = build(
      applyEdit(graph, { type: 'updateNode', nodeId: 'b', patch: { text: 'Hello' } }),
      new Map(),
      new Set(),
    );
    expect(renamed[1]?.ariaLabel).toBe('b: Hello');
    // In another language the same data gets a new name: the flow node is replaced, not kept.
    const relabelled = createFlowNodeBuilder((data) => `other ${data.node.id}`)(
      graph,
      new Map(),
      new Set(),
    );
    const merged = mergeFlowNodes(
      first,
      relabelled.map((node, index) => ({ ...node, data: first[index]!.data })),
    );
    expect(merged[0]?.ariaLabel).toBe('other a');
  });

  it('keeps the edge objects whose ends and selection stay, and the whole list when nothing changed', () => {
    const first = flowEdges(graph);
    const moved = applyEdit(graph, { type: 'moveNodes', positions: { a: { x: 40, y: 80 } } });
    expect(mergeFlowEdges(first, flowEdges(moved))).toBe(first);
    const relinked = applyEdit(graph, {
      type: 'connect',
      sourceId: 'a',
      handle: { kind: 'choice', choiceId: 'c2' },
      targetId: 'b',
    });
    const merged = mergeFlowEdges(first, flowEdges(relinked));
    expect(merged).toHaveLength(3);
    expect(merged[0]).toBe(first[0]);
    const selected = mergeFlowEdges(merged, flowEdges(relinked, new Set([merged[0]!.id])));
    expect(selected[0]).not.toBe(merged[0]);
    expect(selected[0]?.selected).toBe(true);
  });
});
