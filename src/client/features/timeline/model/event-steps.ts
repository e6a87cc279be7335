import type { PlacedEvent, TimelineLayout } from './timeline-layout';
import { clampView, type ViewLimits, type ViewRange } from './view-range';

/**
 * Keyboard selection on the canvas: Tab and Shift+Tab step through the
 * events in time order (then row, then lane, as they sit on screen), one at
 * a time. Pure, so the order is tested without a canvas.
 */
export function eventTabOrder(layout: TimelineLayout): PlacedEvent[] {
  return [...layout.byId.values()].sort(
    (a, b) =>
      a.start - b.start ||
      a.rowIndex - b.rowIndex ||
      a.lane - b.lane ||
      a.end - b.end ||
      (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0),
  );
}

/**
 * The event a step lands on, or null when the step leaves the events (past the
 * last one, or back from no selection): then Tab moves the focus on as usual,
 * so the canvas never traps it. From a selection of several, forward starts
 * after the latest of them and back before the earliest.
 */
export function stepEvent(
  order: readonly PlacedEvent[],
  selected: ReadonlySet<string>,
  direction: 1 | -1,
): { placed: PlacedEvent; index: number } | null {
  const positions = order.flatMap((placed, index) =>
    selected.has(placed.event.id) ? [index] : [],
  );
  let index: number;
  if (positions.length === 0) index = direction === 1 ? 0 : -1;
  else index = direction === 1 ? Math.max(...positions) + 1 : Math.min(...positions) - 1;
  const placed = order[index];
  return placed ? { placed, index } : null;
}

/**
 * The view after stepping to an event: unchanged while the event's start is
 * on screen (with a margin), else panned at the same zoom so the start sits
 * a third of the way in, which leaves room to see what comes next.
 */
export function revealView(
  view: ViewRange,
  placed: Pick<PlacedEvent, 'start'>,
  limits: ViewLimits,
): ViewRange {
  const span = view.to - view.from;
  const margin = span * 0.05;
  if (placed.start >= view.from + margin && placed.start <= view.to - margin) return view;
  const from = placed.start - span / 3;
  return clampView({ from, to: from + span }, limits);
}
