import { useNodesInitialized, useReactFlow, useStoreApi } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import { phoneInitialView } from '../../model/initial-view';

/**
 * Inside the builder's React Flow: once the cards are measured (after the
 * opening fit), a phone whose fit left them unreadable gets the readable
 * zoom on the start node instead (`phoneInitialView`). Once per opening.
 */
export function PhoneStartView({ startNodeId }: { startNodeId: string | null }) {
  const measured = useNodesInitialized();
  const store = useStoreApi();
  const { setViewport } = useReactFlow();
  const done = useRef(false);

  useEffect(() => {
    if (!measured || done.current) return;
    done.current = true;
    const { nodeLookup, width, height } = store.getState();
    const boxes = [...nodeLookup.values()].map((node) => ({
      id: node.id,
      ...node.internals.positionAbsolute,
      width: node.measured.width ?? 0,
      height: node.measured.height ?? 0,
    }));
    const view = phoneInitialView({
      nodes: boxes,
      start: boxes.find((box) => box.id === startNodeId) ?? null,
      width,
      height,
    });
    if (view) void setViewport(view);
  }, [measured, startNodeId, store, setViewport]);

  return null;
}
