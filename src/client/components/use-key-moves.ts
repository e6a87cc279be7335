import type { Node, NodeChange, OnNodesChange, XYPosition } from '@xyflow/react';
import { useCallback, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';

/**
 * React Flow moves the selected nodes with the arrow keys, but reports the
 * move only as position changes, the same kind a drag's end makes; a drag
 * also calls onNodeDragStop, a key move nothing. An arrow key pressed on a
 * node marks the position changes it causes (React Flow's handler on the node
 * runs between this wrapper's capture and bubble), and those go to `onMoved`,
 * so a keyboard move is kept like a dragged one.
 */
export function useKeyMoves<N extends Node>(
  onNodesChange: OnNodesChange<N>,
  onMoved: (positions: Record<string, XYPosition>) => void,
) {
  const pressing = useRef(false);
  const latest = useRef(onMoved);
  useLayoutEffect(() => {
    latest.current = onMoved;
  });
  const onNodesChangeWithKeys = useCallback(
    (changes: NodeChange<N>[]) => {
      onNodesChange(changes);
      if (!pressing.current) return;
      const positions: Record<string, XYPosition> = {};
      for (const change of changes) {
        if (change.type === 'position' && change.position) positions[change.id] = change.position;
      }
      if (Object.keys(positions).length > 0) latest.current(positions);
    },
    [onNodesChange],
  );
  const keyHandlers = useMemo(
    () => ({
      onKeyDownCapture: (event: KeyboardEvent) => {
        const target = event.target instanceof Element ? event.target : null;
        pressing.current =
          event.key.startsWith('Arrow') && target?.closest('.react-flow__node') != null;
      },
      onKeyDown: () => {
        pressing.current = false;
      },
    }),
    [],
  );
  return { onNodesChange: onNodesChangeWithKeys, keyHandlers };
}
