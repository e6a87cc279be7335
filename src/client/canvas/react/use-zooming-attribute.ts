import { useStoreApi } from '@xyflow/react';
import { useEffect, type RefObject } from 'react';

/**
 * Marks `element` with `data-zooming` while React Flow's zoom keeps changing,
 * and for `settleMs` after its last change (set on the element: nothing
 * renders). A page's CSS can then hold the viewport's raster while a zoom
 * runs (`will-change: transform`): Chromium draws its cards' text afresh at
 * every new scale otherwise, which is most of a zoom frame's work.
 */
export function useZoomingAttribute(element: RefObject<HTMLElement | null>, settleMs = 200): void {
  const store = useStoreApi();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      timer = undefined;
      if (element.current) delete element.current.dataset['zooming'];
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.transform[2] === previous.transform[2] || !element.current) return;
      if (timer === undefined) element.current.dataset['zooming'] = 'true';
      else clearTimeout(timer);
      timer = setTimeout(settle, settleMs);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
      settle();
    };
  }, [store, element, settleMs]);
}
