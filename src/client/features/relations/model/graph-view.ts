import type { Graph, GraphEdge, GraphNode } from '../../../../shared/schemas/relation';

export interface GraphFilters {
  /** Relation types shown; empty shows all. */
  typeIds: readonly string[];
  /** Documents carrying any of these tags; empty shows all. */
  tagIds: readonly string[];
  /** Document types shown; empty shows all. */
  documentTypes: readonly string[];
}

export interface VisibleGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/**
 * The part of the graph the filters let through: documents of the chosen
 * document types and tags, relations of the chosen types between them. With a
 * relation-type filter, documents left without any relation are hidden too,
 * since the question asked was "who relates to whom this way".
 */
export function filterGraph(
  graph: Pick<Graph, 'nodes' | 'edges'>,
  filters: GraphFilters,
): VisibleGraph {
  const types = new Set(filters.typeIds);
  const tags = new Set(filters.tagIds);
  const documentTypes = new Set(filters.documentTypes);
  const nodes = graph.nodes.filter(
    (node) =>
      (documentTypes.size === 0 || documentTypes.has(node.type)) &&
      (tags.size === 0 || node.tagIds.some((tag) => tags.has(tag))),
  );
  const kept = new Set(nodes.map((node) => node.id));
  const edges = graph.edges.filter(
    (edge) =>
      (types.size === 0 || types.has(edge.typeId)) &&
      kept.has(edge.source) &&
      kept.has(edge.target),
  );
  if (types.size === 0) return { nodes, edges };
  const linked = new Set(edges.flatMap((edge) => [edge.source, edge.target]));
  return { nodes: nodes.filter((node) => linked.has(node.id)), edges };
}

/** Undirected adjacency lists of a set of edges. */
export function adjacency(
  edges: readonly Pick<GraphEdge, 'source' | 'target'>[],
): Map<string, string[]> {
  const neighbours = new Map<string, string[]>();
  const link = (from: string, to: string) => {
    const list = neighbours.get(from);
    if (list) list.push(to);
    else neighbours.set(from, [to]);
  };
  for (const edge of edges) {
    link(edge.source, edge.target);
    link(edge.target, edge.source);
  }
  return neighbours;
}

/** The documents at most `hops` relations away from `focusId`, whichever way the relations point (itself included). */
export function neighbourhood(
  edges: readonly Pick<GraphEdge, 'source' | 'target'>[],
  focusId: string,
  hops: number,
): Set<string> {
  const neighbours = adjacency(edges);
  const seen = new Set([focusId]);
  let frontier = [focusId];
  for (let hop = 0; hop < hops && frontier.length > 0; hop++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const other of neighbours.get(id) ?? []) {
        if (seen.has(other)) continue;
        seen.add(other);
        next.push(other);
      }
    }
    frontier = next;
  }
  return seen;
}

/** Only the focused neighbourhood of a visible graph (or all of it without a focus). */
export function focusGraph(
  visible: VisibleGraph,
  focusId: string | null,
  hops: number,
): VisibleGraph {
  if (!focusId || !visible.nodes.some((node) => node.id === focusId)) return visible;
  const near = neighbourhood(visible.edges, focusId, hops);
  return {
    nodes: visible.nodes.filter((node) => near.has(node.id)),
    edges: visible.edges.filter((edge) => near.has(edge.source) && near.has(edge.target)),
  };
}

export const treeRootId = '__root__';

/**
 * A spanning tree for ELK's radial layout, which needs a tree: breadth first
 * from `rootId` (or the best-connected document), each further component from
 * its best-connected document, every component hung on one invisible root.
 */
export function spanningTree(
  nodeIds: readonly string[],
  edges: readonly Pick<GraphEdge, 'source' | 'target'>[],
  rootId: string | null,
) {
  const neighbours = adjacency(edges);
  const degree = (id: string) => neighbours.get(id)?.length ?? 0;
  const byDegree = [...nodeIds].sort((a, b) => degree(b) - degree(a));
  const starts = rootId && nodeIds.includes(rootId) ? [rootId, ...byDegree] : byDegree;
  const seen = new Set<string>();
  const tree: { id: string; source: string; target: string }[] = [];
  for (const start of starts) {
    if (seen.has(start)) continue;
    seen.add(start);
    tree.push({ id: `tree-${start}`, source: treeRootId, target: start });
    const queue = [start];
    for (let index = 0; index < queue.length; index++) {
      const current = queue[index]!;
      for (const other of neighbours.get(current) ?? []) {
        if (seen.has(other)) continue;
        seen.add(other);
        tree.push({ id: `tree-${other}`, source: current, target: other });
        queue.push(other);
      }
    }
  }
  return tree;
}
