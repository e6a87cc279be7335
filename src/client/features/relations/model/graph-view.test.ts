import { describe, expect, it } from 'vitest';
import type { GraphEdge, GraphNode } from '../../../../shared/schemas/relation';
import { filterGraph, focusGraph, neighbourhood, spanningTree, treeRootId } from './graph-view';

const node = (
  id: string,
  type: GraphNode['type'] = 'character',
  tagIds: string[] = [],
): GraphNode => ({ id, name: id, type, tagIds, thumbUrl: null });
const edge = (id: string, source: string, target: string, typeId = 'ally'): GraphEdge => ({
  id,
  typeId,
  source,
  target,
  label: '',
});

// a — b — c — d, and e — a by "mentor"; f alone.
const nodes = [
  node('a'),
  node('b', 'location', ['t1']),
  node('c'),
  node('d', 'character', ['t1']),
  node('e', 'item'),
  node('f'),
];
const edges = [
  edge('ab', 'a', 'b'),
  edge('bc', 'b', 'c'),
  edge('cd', 'c', 'd'),
  edge('ea', 'e', 'a', 'mentor'),
];
const none = { typeIds: [], tagIds: [], documentTypes: [] };

describe('the relations graph view', () => {
  it('shows everything without filters', () => {
    expect(filterGraph({ nodes, edges }, none)).toEqual({ nodes, edges });
  });

  it('filters relations by type and hides documents left without one', () => {
    const visible = filterGraph({ nodes, edges }, { ...none, typeIds: ['mentor'] });
    expect(visible.edges.map((e) => e.id)).toEqual(['ea']);
    expect(visible.nodes.map((n) => n.id)).toEqual(['a', 'e']);
  });

  it('filters documents by tag and by document type, with the relations between those left', () => {
    expect(
      filterGraph({ nodes, edges }, { ...none, tagIds: ['t1'] }).nodes.map((n) => n.id),
    ).toEqual(['b', 'd']);
    const characters = filterGraph({ nodes, edges }, { ...none, documentTypes: ['character'] });
    expect(characters.nodes.map((n) => n.id)).toEqual(['a', 'c', 'd', 'f']);
    expect(characters.edges.map((e) => e.id)).toEqual(['cd']);
  });

  it('finds the neighbourhood of N hops both ways along relations', () => {
    expect([...neighbourhood(edges, 'a', 1)].sort()).toEqual(['a', 'b', 'e']);
    expect([...neighbourhood(edges, 'a', 2)].sort()).toEqual(['a', 'b', 'c', 'e']);
    expect([...neighbourhood(edges, 'f', 3)]).toEqual(['f']);
  });

  it('focuses a visible graph on a neighbourhood, and ignores a focus that is filtered away', () => {
    const focused = focusGraph({ nodes, edges }, 'c', 1);
    expect(focused.nodes.map((n) => n.id)).toEqual(['b', 'c', 'd']);
    expect(focused.edges.map((e) => e.id)).toEqual(['bc', 'cd']);
    expect(focusGraph({ nodes, edges }, 'zz', 1).nodes).toHaveLength(nodes.length);
  });

  it('makes a spanning tree for the radial layout: every document once, components under one root', () => {
    const tree = spanningTree(
      nodes.map((n) => n.id),
      edges,
      'c',
    );
    expect(tree.map((e) => e.target).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(tree.filter((e) => e.source === treeRootId).map((e) => e.target)).toEqual(['c', 'f']);
  });
});
