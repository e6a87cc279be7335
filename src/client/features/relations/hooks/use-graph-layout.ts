import { useCallback, useEffect, useRef, useState } from 'react';
import { layoutGraph, type LayoutAlgorithm, type Positions } from '../../../lib/elk-layout';
import { nodeSize } from '../model/flow-elements';
import { spanningTree, treeRootId, type VisibleGraph } from '../model/graph-view';

export type LayoutStatus = 'idle' | 'running' | 'cancelled' | 'failed';

/**
 * Lays the visible graph out in the ELK worker whenever its documents,
 * relations or the chosen layout change, and on demand. A newer request
 * cancels an older one; `cancel()` stops the running one and keeps the
 * positions the graph had. Radial layouts get a spanning tree (ELK needs one)
 * rooted at the focused document.
 */
export function useGraphLayout(visible: VisibleGraph, algorithm: LayoutAlgorithm, focusId: string | null) {
  const [positions, setPositions] = useState<Positions>(new Map());
  /** How the last request ended; while the current one has not, the layout is running. */
  const [settled, setSettled] = useState<{ key: string; status: LayoutStatus }>({ key: '', status: 'idle' });
  const [durationMs, setDurationMs] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const [round, setRound] = useState(0);
  const nodeKey = visible.nodes.map((node) => node.id).join(',');
  const edgeKey = visible.edges.map((edge) => edge.id).join(',');
  const requestKey = `${nodeKey}|${edgeKey}|${algorithm}|${focusId ?? ''}|${round}`;
  const status: LayoutStatus = visible.nodes.length === 0 ? 'idle' : settled.key !== requestKey ? 'running' : settled.status;

  useEffect(() => {
    if (visible.nodes.length === 0) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const ids = visible.nodes.map((node) => node.id);
    const radial = algorithm === 'radial';
    const nodes = ids.map((id) => ({ id, ...nodeSize }));
    const edges = radial ? spanningTree(ids, visible.edges, focusId) : visible.edges;
    if (radial) nodes.push({ id: treeRootId, width: 1, height: 1 });
    const started = performance.now();
    layoutGraph({ nodes, edges, algorithm }, current.signal).then(
      (laidOut) => {
        laidOut.delete(treeRootId);
        setPositions(laidOut);
        setDurationMs(Math.round(performance.now() - started));
        setSettled({ key: requestKey, status: 'idle' });
      },
      () => {
        if (controller.current === current) setSettled({ key: requestKey, status: current.signal.aborted ? 'cancelled' : 'failed' });
      },
    );
    return () => current.abort();
    // The keys stand for the graph's shape: a refetch with the same documents and relations does not lay out again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const rerun = useCallback(() => setRound((value) => value + 1), []);
  return { positions, status, durationMs, cancel, rerun };
}
