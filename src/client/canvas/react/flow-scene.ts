/**
 * The graph canvas's scenes read from React Flow's store: where its nodes
 * stand (measured), where each edge leaves and enters them (by their handles),
 * in the colours a page gives. Plain functions over the store's state: the
 * only part of the canvas that knows React Flow's types.
 */
import type { Edge, InternalNode, Node, ReactFlowState } from '@xyflow/react';
import { edgeBetween, stepBends } from '../model/edge-routes';
import type { Point, Rect } from '../model/geometry';
import type { MinimapNode } from '../render/draw-minimap';
import type {
  DetailEdge,
  EdgeLine,
  OverviewEdge,
  OverviewNode,
  OverviewScene,
} from '../model/scene';

export interface OverviewNodeStyle {
  /** A CSS colour; `var(--…)` is resolved from the theme. */
  fill: string;
  /** An outline (start node, focused document); selection draws its own. */
  ring?: string | null;
}

/** How the canvas draws edges at every zoom (see the `detailEdges` prop). Stable: module level or memoized. */
export interface DetailEdgeStyle {
  label: (edge: Edge) => string | null;
  arrow: (edge: Edge) => boolean;
  /** CSS colours of a label's text and of the plate under it. */
  labelColor: string;
  labelBackground: string;
  /**
   * `straight` (the default): box to box. `step`: from the source's handle on
   * its right side to the target's on its left, in right angles (React Flow's
   * `step` edge), for nodes with a handle per outgoing edge.
   */
  route?: 'straight' | 'step';
}

/** Where an edge leaves or enters a node: the middle of its handle when measured, else the node's centre. */
function anchor(
  node: InternalNode,
  kind: 'source' | 'target',
  handleId: string | null | undefined,
): Point {
  const { x, y } = node.internals.positionAbsolute;
  const handles = node.internals.handleBounds?.[kind];
  const handle = handles?.find((item) => item.id === handleId) ?? handles?.[0];
  if (handle) return { x: x + handle.x + handle.width / 2, y: y + handle.y + handle.height / 2 };
  return { x: x + (node.measured.width ?? 0) / 2, y: y + (node.measured.height ?? 0) / 2 };
}

/** The edges not hidden whose two nodes are there and not hidden, with those nodes. */
export function* shownEdges<NodeType extends Node>(
  state: ReactFlowState<NodeType>,
  ownEdges: readonly Edge[] | undefined,
): Generator<[Edge, InternalNode<NodeType>, InternalNode<NodeType>]> {
  for (const edge of ownEdges ?? state.edges) {
    if (edge.hidden) continue;
    const source = state.nodeLookup.get(edge.source);
    const target = state.nodeLookup.get(edge.target);
    if (source && target && !source.hidden && !target.hidden) yield [edge, source, target];
  }
}

/** Where a node stands in flow coordinates, at its measured size. */
export const boxOf = (node: InternalNode): Rect => ({
  x: node.internals.positionAbsolute.x,
  y: node.internals.positionAbsolute.y,
  width: node.measured.width ?? node.width ?? 0,
  height: node.measured.height ?? node.height ?? 0,
});

/** The minimap's nodes: every node not hidden, in its colour. */
export function buildMinimapNodes<NodeType extends Node>(
  state: ReactFlowState<NodeType>,
  nodeColor: (node: InternalNode<NodeType>) => string,
  resolve: (color: string) => string,
): MinimapNode[] {
  const nodes: MinimapNode[] = [];
  for (const node of state.nodeLookup.values()) {
    if (node.hidden) continue;
    nodes.push({ ...boxOf(node as InternalNode), fill: resolve(nodeColor(node)) });
  }
  return nodes;
}

export function buildScene<NodeType extends Node>(
  state: ReactFlowState<NodeType>,
  nodeStyle: (node: InternalNode<NodeType>) => OverviewNodeStyle,
  edgeColor: (edge: Edge) => string,
  selectedColor: string,
  resolve: (color: string) => string,
  ownEdges: readonly Edge[] | undefined,
): OverviewScene {
  const nodes: OverviewNode[] = [];
  for (const node of state.nodeLookup.values()) {
    if (node.hidden) continue;
    const style = nodeStyle(node);
    nodes.push({
      ...boxOf(node as InternalNode),
      fill: resolve(style.fill),
      ring: style.ring ? resolve(style.ring) : null,
      selected: Boolean(node.selected),
    });
  }
  const edges: OverviewEdge[] = [];
  for (const [edge, source, target] of shownEdges(state, ownEdges)) {
    const from = anchor(source as InternalNode, 'source', edge.sourceHandle);
    const to = anchor(target as InternalNode, 'target', edge.targetHandle);
    edges.push({
      x1: from.x,
      y1: from.y,
      x2: to.x,
      y2: to.y,
      color: resolve(edge.selected ? selectedColor : edgeColor(edge)),
    });
  }
  return { nodes, edges, selectedColor: resolve(selectedColor) };
}

/**
 * Where a step edge leaves its source (the right end of its handle) or enters
 * its target (the left end of its handle). A node React Flow has not measured
 * with its handles (never shown at this zoom: only nodes in view mount) gets
 * the middle of that side until it is.
 */
function sideAnchor(
  node: InternalNode,
  kind: 'source' | 'target',
  handleId: string | null | undefined,
): Point {
  const { x, y } = node.internals.positionAbsolute;
  const handles = node.internals.handleBounds?.[kind];
  const handle =
    handles?.find((item) => item.id === handleId) ?? (handleId ? undefined : handles?.[0]);
  if (handle)
    return {
      x: x + handle.x + (kind === 'source' ? handle.width : 0),
      y: y + handle.y + handle.height / 2,
    };
  const box = boxOf(node);
  return { x: kind === 'source' ? box.x + box.width : box.x, y: box.y + box.height / 2 };
}

/** An edge's line as the canvas draws it at detail zoom. */
export function detailLine(
  edge: Edge,
  source: InternalNode,
  target: InternalNode,
  route: DetailEdgeStyle['route'],
): EdgeLine {
  if (route !== 'step') return edgeBetween(boxOf(source), boxOf(target));
  const from = sideAnchor(source, 'source', edge.sourceHandle);
  const to = sideAnchor(target, 'target', edge.targetHandle);
  return { x1: from.x, y1: from.y, x2: to.x, y2: to.y, bends: stepBends(from, to) };
}

export function buildDetailEdges<NodeType extends Node>(
  state: ReactFlowState<NodeType>,
  style: DetailEdgeStyle,
  edgeColor: (edge: Edge) => string,
  selectedColor: string,
  resolve: (color: string) => string,
  ownEdges: readonly Edge[] | undefined,
): DetailEdge[] {
  const edges: DetailEdge[] = [];
  for (const [edge, source, target] of shownEdges(state, ownEdges)) {
    const line = detailLine(edge, source as InternalNode, target as InternalNode, style.route);
    const selected = Boolean(edge.selected);
    edges.push({
      ...line,
      color: resolve(selected ? selectedColor : edgeColor(edge)),
      label: style.label(edge),
      arrow: style.arrow(edge),
      selected,
    });
  }
  return edges;
}

/**
 * Whether the overview shows: below `belowZoom` with at least `minNodes`, once
 * React Flow has measured every node (react/FlowOverview.tsx says why).
 */
export function overviewActive<NodeType extends Node>(
  state: ReactFlowState<NodeType>,
  belowZoom: number,
  minNodes: number,
): boolean {
  if (state.transform[2] >= belowZoom || state.nodeLookup.size < minNodes) return false;
  for (const node of state.nodeLookup.values()) {
    if (!node.hidden && (node.internals.handleBounds === undefined || !node.measured.width))
      return false;
  }
  return true;
}
