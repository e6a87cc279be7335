import {
  useStoreApi,
  type Edge,
  type InternalNode,
  type Node,
  type ReactFlowState,
} from '@xyflow/react';
import { useCallback } from 'react';
import { flowPointOf, type Point } from '../model/geometry';
import { edgeAt, nodeAt } from '../model/hit-test';
import { boxOf, detailLine, shownEdges, type DetailEdgeStyle } from './flow-scene';

/** The flow point under a pointer, or undefined before React Flow has its element. */
function pointerInFlow(
  state: Pick<ReactFlowState, 'domNode' | 'transform'>,
  event: { clientX: number; clientY: number },
): Point | undefined {
  const bounds = state.domNode?.getBoundingClientRect();
  if (!bounds) return undefined;
  return flowPointOf(state.transform, event.clientX - bounds.left, event.clientY - bounds.top);
}

/**
 * The node the overview shows under a pointer, by the boxes the canvas draws
 * (with a few pixels of grace): zoomed out, React Flow's own nodes are not
 * rendered and take no clicks, so the page answers a pane click with this.
 */
export function useOverviewNodeAt<NodeType extends Node>() {
  const store = useStoreApi<NodeType>();
  return useCallback(
    (event: { clientX: number; clientY: number }): InternalNode<NodeType> | undefined => {
      const state = store.getState();
      const point = pointerInFlow(state, event);
      if (!point) return undefined;
      return nodeAt(
        state.nodeLookup.values(),
        (node) => (node.hidden ? null : boxOf(node as InternalNode)),
        point,
        state.transform[2],
      );
    },
    [store],
  );
}

/**
 * The edge the canvas draws under a pointer at detail zoom (within `grace`
 * screen pixels; the nearest when several are), for a page that hands React
 * Flow no edges (`detailEdges`): the page answers a pane click with it.
 */
export function useDetailEdgeAt<NodeType extends Node>(
  edges: readonly Edge[],
  style: DetailEdgeStyle,
  grace = 6,
) {
  const store = useStoreApi<NodeType>();
  return useCallback(
    (event: { clientX: number; clientY: number }): Edge | undefined => {
      const state = store.getState();
      const point = pointerInFlow(state, event);
      if (!point) return undefined;
      function* lines() {
        for (const [edge, source, target] of shownEdges(state, edges))
          yield [
            edge,
            detailLine(edge, source as InternalNode, target as InternalNode, style.route),
          ] as const;
      }
      return edgeAt(lines(), point, state.transform[2], grace);
    },
    [store, edges, style, grace],
  );
}
