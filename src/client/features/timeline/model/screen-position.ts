import { itemTopInRow, timelineMetrics } from './timeline-metrics';

/**
 * Where an event is drawn, from what the canvas publishes on its root element
 * (data-visible-from, data-visible-to, data-scroll-top, data-row-tops): for
 * e2e tests, which cannot read the canvas's pixels as elements. Coordinates
 * are relative to the drawing surface ([data-testid="timeline-surface"]).
 */
export interface EventScreenInput {
  visibleFrom: number;
  visibleTo: number;
  /** Width of the drawing surface in CSS pixels. */
  surfaceWidth: number;
  scrollTop: number;
  /** The event's row's top, from data-row-tops. */
  rowTop: number;
  /** 0 unless the row's events overlap in time. */
  lane: number;
  startSeconds: number;
  /** null for an instant event. */
  endSeconds: number | null;
}

export interface EventScreenPoints {
  /** Middle of the bar (or the marker): press here to move the event. */
  centre: { x: number; y: number };
  /** Just inside the bar's ends: press here to resize (bars wide enough to have handles). */
  startHandle: { x: number; y: number };
  endHandle: { x: number; y: number };
}

export function eventScreenPoints(input: EventScreenInput): EventScreenPoints {
  const { rowHeaderWidth, axisHeight, itemHeight, resizeHandleWidth } = timelineMetrics;
  const areaWidth = input.surfaceWidth - rowHeaderWidth;
  const x = (seconds: number) =>
    rowHeaderWidth +
    ((seconds - input.visibleFrom) / (input.visibleTo - input.visibleFrom)) * areaWidth;
  const y = axisHeight - input.scrollTop + input.rowTop + itemTopInRow(input.lane) + itemHeight / 2;
  const startX = x(input.startSeconds);
  const endX = input.endSeconds === null ? startX : x(input.endSeconds);
  return {
    centre: { x: (startX + endX) / 2, y },
    startHandle: { x: startX + resizeHandleWidth / 2, y },
    endHandle: { x: endX - resizeHandleWidth / 2, y },
  };
}
