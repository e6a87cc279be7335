import type { Edge, Node } from '@xyflow/react';
import type { DialogGraph, DialogNode, DialogNodeKind } from '../../../../shared/dialogs/dialog-graph';

export interface DialogNodeData extends Record<string, unknown> {
  node: DialogNode;
  isStart: boolean;
  /** Warnings the analysis found on this node, already translated. */
  warnings: readonly string[];
}

export type DialogFlowNode = Node<DialogNodeData, DialogNodeKind>;

/** The handle id of a node's single way on when it has no choices. */
export const nextHandle = 'next';

/**
 * React Flow nodes of a graph. A node's data object is reused while its
 * dialog node, start flag and warnings stay the same, so memoized node
 * components skip rendering when something else changes.
 */
export function createFlowNodeBuilder() {
  const cache = new WeakMap<DialogNode, { data: DialogNodeData; key: string }>();
  return (graph: DialogGraph, warnings: ReadonlyMap<string, readonly string[]>, selected: ReadonlySet<string>): DialogFlowNode[] =>
    graph.nodes.map((node) => {
      const isStart = graph.startNodeId === node.id;
      const nodeWarnings = warnings.get(node.id) ?? [];
      const key = `${isStart}|${nodeWarnings.join('\n')}`;
      let entry = cache.get(node);
      if (!entry || entry.key !== key) {
        entry = { data: { node, isStart, warnings: nodeWarnings }, key };
        cache.set(node, entry);
      }
      return { id: node.id, type: node.kind, position: node.position, data: entry.data, selected: selected.has(node.id) };
    });
}

/** One edge per choice with a target, or the node's "next" when it has no choices. */
export function flowEdges(graph: DialogGraph, selectedEdgeIds: ReadonlySet<string> = new Set()): Edge[] {
  const edges: Edge[] = [];
  for (const node of graph.nodes) {
    if (node.choices.length > 0) {
      for (const choice of node.choices) {
        if (choice.targetId === null) continue;
        const id = `${node.id}/${choice.id}`;
        edges.push({ id, source: node.id, sourceHandle: choice.id, target: choice.targetId, selected: selectedEdgeIds.has(id) });
      }
    } else if (node.nextId !== null) {
      const id = `${node.id}/${nextHandle}`;
      edges.push({ id, source: node.id, sourceHandle: nextHandle, target: node.nextId, selected: selectedEdgeIds.has(id) });
    }
  }
  return edges;
}
