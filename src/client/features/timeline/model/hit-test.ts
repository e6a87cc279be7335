import { laneWindow, rowIndexAt, type PlacedEvent, type TimelineLayout } from './timeline-layout';
import { itemTopInRow, timelineMetrics } from './timeline-metrics';
import type { TimeScale } from './view-range';

/** Which part of an event the pointer is on: its body moves it, its ends resize it. */
export type EventPart = 'body' | 'start' | 'end';

export interface EventHit {
  readonly placed: PlacedEvent;
  readonly part: EventPart;
}

/** Screen box of a bar in time-area pixels, as drawing and hit-testing both see it. */
export function barExtent(placed: PlacedEvent, scale: TimeScale): [number, number] {
  const x1 = scale.x(placed.start);
  const x2 = Math.max(scale.x(placed.end), x1 + timelineMetrics.minBarWidth);
  return [x1, x2];
}

/**
 * The event under a point of the canvas (CSS pixels from its top-left), or
 * null over empty space, the axis or the row names. When items overlap, the
 * one drawn last (on top) wins.
 */
export function hitTest(
  layout: TimelineLayout,
  scale: TimeScale,
  scrollTop: number,
  canvasX: number,
  canvasY: number,
): EventHit | null {
  const { axisHeight, rowHeaderWidth, rowPadding, laneHeight, markerRadius, resizeHandleWidth } =
    timelineMetrics;
  if (canvasX < rowHeaderWidth || canvasY < axisHeight) return null;
  const x = canvasX - rowHeaderWidth;
  const contentY = canvasY - axisHeight + scrollTop;
  const row = layout.rows[rowIndexAt(layout, contentY)];
  if (!row) return null;
  const laneIndex = Math.floor((contentY - row.top - rowPadding) / laneHeight);
  const lane = row.lanes[laneIndex];
  if (!lane) return null;

  const tolerance = markerRadius / Math.max(scale.pxPerSecond, Number.MIN_VALUE);
  const at = scale.seconds(x);
  const [first, last] = laneWindow(lane, at - tolerance, at + tolerance);
  for (let index = last - 1; index >= first; index--) {
    const placed = lane.items[index]!;
    if (placed.instant) {
      if (Math.abs(scale.x(placed.start) - x) <= markerRadius) return { placed, part: 'body' };
      continue;
    }
    const [x1, x2] = barExtent(placed, scale);
    // A bar thinner than a marker is as easy to point at as one, so its name shows on hover.
    const grow = Math.max(0, markerRadius - (x2 - x1) / 2);
    if (x < x1 - grow || x > x2 + grow) continue;
    const hasHandles = x2 - x1 >= 3 * resizeHandleWidth;
    if (hasHandles && x - x1 <= resizeHandleWidth) return { placed, part: 'start' };
    if (hasHandles && !placed.openEnded && x2 - x <= resizeHandleWidth)
      return { placed, part: 'end' };
    return { placed, part: 'body' };
  }
  return null;
}

/** Top of an event's box in canvas pixels for the given scroll, as drawn. */
export function eventCanvasTop(
  layout: TimelineLayout,
  placed: PlacedEvent,
  scrollTop: number,
): number {
  const row = layout.rows[placed.rowIndex]!;
  return timelineMetrics.axisHeight - scrollTop + row.top + itemTopInRow(placed.lane);
}
