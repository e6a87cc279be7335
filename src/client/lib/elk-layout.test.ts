// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { layoutOptions, positionsOf, toElkGraph, warmUpInput } from './elk-layout';

describe('the ELK layout client', () => {
  it('hands ELK the nodes with their sizes and only edges between known, different nodes', () => {
    const graph = toElkGraph({
      algorithm: 'stress',
      nodes: [
        { id: 'a', width: 180, height: 44 },
        { id: 'b', width: 180, height: 44 },
      ],
      edges: [
        { id: 'ab', source: 'a', target: 'b' },
        { id: 'aa', source: 'a', target: 'a' },
        { id: 'ax', source: 'a', target: 'x' },
      ],
    });
    expect(graph.layoutOptions).toBe(layoutOptions.stress);
    expect(graph.children).toEqual([
      { id: 'a', width: 180, height: 44 },
      { id: 'b', width: 180, height: 44 },
    ]);
    expect(graph.edges).toEqual([{ id: 'ab', sources: ['a'], targets: ['b'] }]);
  });

  it('reads the laid-out top-left corners back', () => {
    expect([
      ...positionsOf({ id: 'root', children: [{ id: 'a', x: 10, y: 20 }, { id: 'b' }] }),
    ]).toEqual([
      ['a', { x: 10, y: 20 }],
      ['b', { x: 0, y: 0 }],
    ]);
  });
});

describe('the warm-up graph', () => {
  it('is a connected layered graph with a fork and a cycle, every edge between its own nodes', () => {
    const input = warmUpInput();
    const ids = new Set(input.nodes.map((node) => node.id));
    expect(input.algorithm).toBe('layered');
    expect(input.edges.every((edge) => ids.has(edge.source) && ids.has(edge.target))).toBe(true);
    expect(toElkGraph(input).edges).toHaveLength(input.edges.length);
    expect(
      input.edges.some((edge) => Number(edge.source.slice(1)) > Number(edge.target.slice(1))),
    ).toBe(true);
  });
});
