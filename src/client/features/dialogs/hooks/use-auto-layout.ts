import { useReactFlow } from '@xyflow/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import { boundsOf } from '../../../canvas/model/geometry';
import { layoutGraph, warmLayoutWorker } from '../../../lib/elk-layout';
import { flowEdges } from '../model/flow-elements';
import type { GraphEdit } from '../model/graph-edits';

/** Sizes for nodes React Flow has not measured yet (off screen on first render). */
const fallbackSize = { width: 240, height: 120 };

/**
 * Auto-layout in the ELK worker (the same worker as the relations graph):
 * the page stays responsive while it runs, `cancel()` stops it and leaves
 * the nodes where they were, and the result is one undoable move.
 */
export function useAutoLayout(graph: DialogGraph, onEdit: (edit: GraphEdit) => void) {
  const { getNode, fitBounds } = useReactFlow();
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => controller.current?.abort(), []);
  useEffect(() => cancel, [cancel]);
  // The worker starts while the builder opens, off the first click's time.
  useEffect(() => {
    const timer = setTimeout(warmLayoutWorker, 0);
    return () => clearTimeout(timer);
  }, []);

  const run = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    const current = graph;
    try {
      const nodes = current.nodes.map((node) => {
        const measured = getNode(node.id)?.measured;
        return {
          id: node.id,
          width: measured?.width ?? fallbackSize.width,
          height: measured?.height ?? fallbackSize.height,
        };
      });
      const positions = await layoutGraph(
        { algorithm: 'layered', nodes, edges: flowEdges(current) },
        abort.signal,
      );
      onEdit({ type: 'moveNodes', positions: Object.fromEntries(positions) });
      // Fitted to the laid-out places themselves: React Flow's nodes may not have them yet in the next frame.
      if (nodes.length > 0) {
        const bounds = boundsOf(
          nodes.map((node) => ({
            ...(positions.get(node.id) ?? { x: 0, y: 0 }),
            width: node.width,
            height: node.height,
          })),
        );
        requestAnimationFrame(() => void fitBounds(bounds, { padding: 0.1, duration: 200 }));
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setRunning(false);
      }
    }
  }, [graph, getNode, fitBounds, onEdit]);

  return { run, cancel, running };
}
