import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * `?event=<id>` opens an event (the document page's Events tab, stories and
 * map places link here): `arrive` selects it, shows it and opens its details.
 * It acts once per id, when the event is known and the canvas is ready; later
 * picks update the address so it can be shared.
 */
export function useEventDeepLink(
  ready: boolean,
  exists: (eventId: string) => boolean,
  arrive: (eventId: string) => void,
) {
  const [params, setParams] = useSearchParams();
  const linked = params.get('event');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !linked || handled.current === linked || !exists(linked)) return;
    handled.current = linked;
    arrive(linked);
  }, [ready, linked, exists, arrive]);

  /** Keeps the address on the one event in view, without a new history entry. */
  const follow = (eventId: string | null) => {
    if ((eventId ?? null) === linked) return;
    handled.current = eventId;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (eventId) next.set('event', eventId);
        else next.delete('event');
        return next;
      },
      { replace: true },
    );
  };

  return { linked, follow };
}
