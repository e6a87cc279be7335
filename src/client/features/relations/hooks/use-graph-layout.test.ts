// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GraphEdge, GraphNode } from '../../../../shared/schemas/relation';
import { treeRootId } from '../model/graph-view';
import { fullLayoutLimit, layoutRequest } from './use-graph-layout';

const node = (id: string): GraphNode => ({
  id,
  name: id,
  type: 'character',
  tagIds: [],
  thumbUrl: null,
});
const ring = (count: number) => {
  const nodes = Array.from({ length: count }, (_, index) => node(`d${index}`));
  const edges: GraphEdge[] = nodes.map((_, index) => ({
    id: `e${index}`,
    typeId: 't',
    source: `d${index}`,
    target: `d${(index + 1) % count}`,
    label: '',
  }));
  return { nodes, edges };
};

describe('what ELK is asked to lay out', () => {
  it('lays out the relations themselves in a small graph', () => {
    const request = layoutRequest(ring(10), 'layered', null);
    expect(request.nodes).toHaveLength(10);
    expect(request.edges).toHaveLength(10);
  });

  it('lays out a spanning tree under one root for radial layouts and large graphs', () => {
    const radial = layoutRequest(ring(10), 'radial', 'd3');
    expect(radial.nodes.map((n) => n.id)).toContain(treeRootId);
    expect(radial.edges).toHaveLength(10); // nine tree edges and the root's
    expect(radial.edges[0]).toMatchObject({ source: treeRootId, target: 'd3' });
    const large = layoutRequest(ring(fullLayoutLimit + 1), 'layered', null);
    expect(large.edges).toHaveLength(fullLayoutLimit + 1);
    expect(large.edges.every((edge) => edge.id.startsWith('tree-'))).toBe(true);
  });
});
