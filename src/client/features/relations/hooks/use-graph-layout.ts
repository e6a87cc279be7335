import { useCallback, useEffect, useRef, useState } from 'react';
import { layoutGraph, type LayoutAlgorithm, type Positions } from '../../../lib/elk-layout';
import { nodeSize } from '../model/flow-elements';
import { spanningTree, treeRootId, type VisibleGraph } from '../model/graph-view';

export type LayoutStatus = 'idle' | 'running' | 'cancelled' | 'failed';

/**
 * Above this many documents ELK lays out a spanning tree of the relations
 * instead of all of them (every relation is still drawn): ELK's layered
 * layout of 500 documents and 1,500 relations takes several seconds and
 * stretches into one band over 100,000 px long, the tree a few hundred ms.
 */
export const fullLayoutLimit = 150;

/** Force (ELK's stress) grows with the square of the documents: offered up to this many (ANCHORS.md: 100 → 1.4 s). */
export const forceLayoutLimit = 120;

/** What ELK is asked to lay out: the relations themselves for small graphs, a spanning tree for radial layouts and large graphs. */
export function layoutRequest(
  visible: VisibleGraph,
  algorithm: LayoutAlgorithm,
  focusId: string | null,
) {
  const ids = visible.nodes.map((node) => node.id);
  const nodes = ids.map((id) => ({ id, ...nodeSize }));
  const tree = algorithm === 'radial' || ids.length > fullLayoutLimit;
  if (!tree) return { nodes, edges: visible.edges, algorithm };
  nodes.push({ id: treeRootId, width: 1, height: 1 });
  return { nodes, edges: spanningTree(ids, visible.edges, focusId), algorithm };
}

/**
 * Lays the visible graph out in the ELK worker whenever its documents,
 * relations or the chosen layout change, and on demand. A newer request
 * cancels an older one; `cancel()` stops the running one and keeps the
 * positions the graph had. Radial layouts and large graphs get a spanning
 * tree rooted at the focused document (see `layoutRequest`).
 */
export function useGraphLayout(
  visible: VisibleGraph,
  algorithm: LayoutAlgorithm,
  focusId: string | null,
) {
  const [positions, setPositions] = useState<Positions>(new Map());
  /** How the last request ended; while the current one has not, the layout is running. */
  const [settled, setSettled] = useState<{ key: string; status: LayoutStatus }>({
    key: '',
    status: 'idle',
  });
  const [durationMs, setDurationMs] = useState<number | null>(null);
  /** The algorithm the shown positions came from (stress falls back to layered on large graphs). */
  const [laidOutAs, setLaidOutAs] = useState<LayoutAlgorithm | null>(null);
  const controller = useRef<AbortController | null>(null);
  const [round, setRound] = useState(0);
  const nodeKey = visible.nodes.map((node) => node.id).join(',');
  const edgeKey = visible.edges.map((edge) => edge.id).join(',');
  const requestKey = `${nodeKey}|${edgeKey}|${algorithm}|${focusId ?? ''}|${round}`;
  const status: LayoutStatus =
    visible.nodes.length === 0 ? 'idle' : settled.key !== requestKey ? 'running' : settled.status;

  useEffect(() => {
    if (visible.nodes.length === 0) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const started = performance.now();
    const usable =
      algorithm === 'stress' && visible.nodes.length > forceLayoutLimit ? 'layered' : algorithm;
    layoutGraph(layoutRequest(visible, usable, focusId), current.signal).then(
      (laidOut) => {
        laidOut.delete(treeRootId);
        setPositions(laidOut);
        setDurationMs(Math.round(performance.now() - started));
        setLaidOutAs(usable);
        setSettled({ key: requestKey, status: 'idle' });
      },
      () => {
        if (controller.current === current)
          setSettled({ key: requestKey, status: current.signal.aborted ? 'cancelled' : 'failed' });
      },
    );
    return () => current.abort();
    // The keys stand for the graph's shape: a refetch with the same documents and relations does not lay out again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const rerun = useCallback(() => setRound((value) => value + 1), []);
  return { positions, status, durationMs, laidOutAs, cancel, rerun };
}
