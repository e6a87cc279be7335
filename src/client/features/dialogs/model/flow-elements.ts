import type { Edge, Node } from '@xyflow/react';
import type {
  DialogGraph,
  DialogNode,
  DialogNodeKind,
} from '../../../../shared/dialogs/dialog-graph';

export interface DialogNodeData extends Record<string, unknown> {
  node: DialogNode;
  isStart: boolean;
  /** Warnings the analysis found on this node, already translated. */
  warnings: readonly string[];
}

export type DialogFlowNode = Node<DialogNodeData, DialogNodeKind>;

/** The handle id of a node's single way on when it has no choices. */
export const nextHandle = 'next';

/** True when two versions of a dialog node differ at most in their position (a move or an auto-layout). */
export function sameButPosition(before: DialogNode, after: DialogNode): boolean {
  if (before === after) return true;
  const keys = Object.keys(after) as (keyof DialogNode)[];
  if (keys.length !== Object.keys(before).length) return false;
  return keys.every((key) => key === 'position' || before[key] === after[key]);
}

/**
 * React Flow nodes of a graph. A node's data object is reused while its
 * dialog node (but for its position), start flag and warnings stay the same,
 * so memoized node components skip rendering when something else changes:
 * placing an auto-layout moves all 300 bench nodes and rendered every card
 * again. The flow node's position is the one to read; `data.node.position`
 * may be an older one. `labelOf` names a node for screen readers (React
 * Flow's `ariaLabel`); it runs once per new data object.
 */
export function createFlowNodeBuilder(labelOf?: (data: DialogNodeData) => string) {
  type Entry = { node: DialogNode; data: DialogNodeData; key: string; label?: string };
  let cache = new Map<string, Entry>();
  return (
    graph: DialogGraph,
    warnings: ReadonlyMap<string, readonly string[]>,
    selected: ReadonlySet<string>,
  ): DialogFlowNode[] => {
    const next = new Map<string, Entry>();
    const nodes = graph.nodes.map((node): DialogFlowNode => {
      const isStart = graph.startNodeId === node.id;
      const nodeWarnings = warnings.get(node.id) ?? [];
      const key = `${isStart}|${nodeWarnings.join('\n')}`;
      let entry = cache.get(node.id);
      if (!entry || entry.key !== key || !sameButPosition(entry.node, node))
        entry = { node, data: { node, isStart, warnings: nodeWarnings }, key };
      next.set(node.id, entry);
      if (labelOf) entry.label ??= labelOf(entry.data);
      const flowNode: DialogFlowNode = {
        id: node.id,
        type: node.kind,
        position: node.position,
        data: entry.data,
        selected: selected.has(node.id),
      };
      if (entry.label !== undefined) flowNode.ariaLabel = entry.label;
      return flowNode;
    });
    cache = next;
    return nodes;
  };
}

/** One edge per choice with a target, or the node's "next" when it has no choices. */
export function flowEdges(
  graph: DialogGraph,
  selectedEdgeIds: ReadonlySet<string> = new Set(),
): Edge[] {
  const edges: Edge[] = [];
  for (const node of graph.nodes) {
    if (node.choices.length > 0) {
      for (const choice of node.choices) {
        if (choice.targetId === null) continue;
        const id = `${node.id}/${choice.id}`;
        edges.push({
          id,
          source: node.id,
          sourceHandle: choice.id,
          target: choice.targetId,
          selected: selectedEdgeIds.has(id),
        });
      }
    } else if (node.nextId !== null) {
      const id = `${node.id}/${nextHandle}`;
      edges.push({
        id,
        source: node.id,
        sourceHandle: nextHandle,
        target: node.nextId,
        selected: selectedEdgeIds.has(id),
      });
    }
  }
  return edges;
}

/**
 * The next flow edges, reusing the previous object of every edge whose ends
 * and selection did not change, so React Flow renders an edge again only when
 * one of its nodes moves (placing a layout rendered each of the 404 bench
 * edges twice: once for its new object, once for its moved ends).
 */
export function mergeFlowEdges(previous: readonly Edge[], next: readonly Edge[]): Edge[] {
  const before = new Map(previous.map((edge) => [edge.id, edge]));
  let changed = previous.length !== next.length;
  const merged = next.map((edge, index) => {
    const old = before.get(edge.id);
    if (
      old &&
      old.source === edge.source &&
      old.sourceHandle === edge.sourceHandle &&
      old.target === edge.target &&
      Boolean(old.selected) === Boolean(edge.selected)
    ) {
      if (previous[index] !== old) changed = true;
      return old;
    }
    changed = true;
    return edge;
  });
  return changed ? merged : (previous as Edge[]);
}

/** A merger that remembers the edges it returned last (for a component's render, as createFlowNodeBuilder). */
export function createFlowEdgeMerger() {
  let previous: Edge[] = [];
  return (next: readonly Edge[]): Edge[] => (previous = mergeFlowEdges(previous, next));
}

/**
 * The next flow nodes, reusing the previous object of every node whose data,
 * position, type and selection did not change, and carrying React Flow's
 * measurement over to the rest. Without this an edit hands React Flow 300
 * new, unmeasured nodes: it hides and re-measures them all and every node
 * renders again (dialogs bench profile: 1,802 node renders for one move).
 */
export function mergeFlowNodes(
  previous: readonly DialogFlowNode[],
  next: readonly DialogFlowNode[],
): DialogFlowNode[] {
  const before = new Map(previous.map((node) => [node.id, node]));
  let changed = previous.length !== next.length;
  const merged = next.map((node, index) => {
    const old = before.get(node.id);
    if (
      old &&
      old.data === node.data &&
      old.ariaLabel === node.ariaLabel &&
      old.type === node.type &&
      Boolean(old.selected) === Boolean(node.selected) &&
      old.position.x === node.position.x &&
      old.position.y === node.position.y
    ) {
      if (previous[index] !== old) changed = true;
      return old;
    }
    changed = true;
    return old?.measured ? { ...node, measured: old.measured } : node;
  });
  return changed ? merged : (previous as DialogFlowNode[]);
}
