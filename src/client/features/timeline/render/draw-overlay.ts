import type { DraggedSpan } from '../model/drag-event';
import { eventCanvasTop } from '../model/hit-test';
import type { PlacedEvent } from '../model/timeline-layout';
import { timelineMetrics } from '../model/timeline-metrics';
import { rowsAreaHeight, timeAreaWidth, type DrawContext, type SceneFrame } from './scene-frame';

/**
 * The small layer above the static scene: the hovered event's outline and a
 * dragged event at the place it would land. Redrawn on every pointer move, it
 * costs a rectangle or two, so hovering never redraws 10,000 events.
 */
export interface OverlayState {
  readonly hovered: PlacedEvent | null;
  readonly drag: { readonly placed: PlacedEvent; readonly span: DraggedSpan } | null;
}

export function drawOverlay(context: DrawContext, frame: SceneFrame, overlay: OverlayState): void {
  const { axisHeight, rowHeaderWidth } = timelineMetrics;
  context.save();
  context.beginPath();
  context.rect(rowHeaderWidth, axisHeight, timeAreaWidth(frame), rowsAreaHeight(frame));
  context.clip();
  context.translate(rowHeaderWidth, 0);

  const { hovered, drag } = overlay;
  if (hovered && hovered.event.id !== drag?.placed.event.id) {
    context.strokeStyle = frame.palette.hoverOutline;
    context.lineWidth = 1.5;
    context.setLineDash([]);
    outline(context, frame, hovered, hovered.start, hovered.instant ? null : hovered.end);
    context.stroke();
  }
  if (drag) {
    const { placed, span } = drag;
    const end = placed.instant ? null : (span.end ?? placed.end);
    context.fillStyle = frame.palette.dragFill;
    context.strokeStyle = frame.palette.dragOutline;
    context.lineWidth = 1.5;
    context.setLineDash([4, 3]);
    outline(context, frame, placed, span.start, end);
    context.fill();
    context.stroke();
    context.setLineDash([]);
  }
  context.restore();
}

/** A path around an event's box (a diamond for an instant) at the given seconds. */
function outline(
  context: DrawContext,
  frame: SceneFrame,
  placed: PlacedEvent,
  start: number,
  end: number | null,
): void {
  const { itemHeight, markerRadius, minBarWidth } = timelineMetrics;
  const top = eventCanvasTop(frame.layout, placed, frame.scrollTop);
  const x1 = frame.scale.x(start);
  context.beginPath();
  if (end === null) {
    const radius = markerRadius + 2;
    const middle = top + itemHeight / 2;
    context.moveTo(x1, middle - radius);
    context.lineTo(x1 + radius, middle);
    context.lineTo(x1, middle + radius);
    context.lineTo(x1 - radius, middle);
    context.closePath();
    return;
  }
  const x2 = Math.max(frame.scale.x(end), x1 + minBarWidth);
  const left = Math.max(x1, -2);
  const right = Math.min(x2, timeAreaWidth(frame) + 2);
  context.rect(left - 1, top - 1, right - left + 2, itemHeight + 2);
}
