import type { DraggedSpan } from './drag-event';
import type { EventHit } from './hit-test';
import { timelineMetrics } from './timeline-metrics';
import type { ViewRange } from './view-range';

/**
 * What a pointer held on the canvas is doing. A press becomes a pan or a
 * drag only once it has travelled dragThreshold pixels; released before, it
 * is a click.
 */
export type Gesture =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'pressed';
      readonly pointerId: number;
      readonly startX: number;
      readonly startY: number;
      readonly hit: EventHit | null;
      /** Shift, Ctrl or Meta held: the click toggles the event in the selection. */
      readonly toggle: boolean;
      readonly startView: ViewRange;
      readonly startScrollTop: number;
    }
  | {
      readonly kind: 'panning';
      readonly pointerId: number;
      readonly startX: number;
      readonly startY: number;
      readonly startView: ViewRange;
      readonly startScrollTop: number;
    }
  | {
      readonly kind: 'dragging';
      readonly pointerId: number;
      readonly startX: number;
      readonly hit: EventHit;
      readonly span: DraggedSpan;
    };

export const idleGesture: Gesture = { kind: 'idle' };

/** A press that moved far enough turns into a drag of its event (when editing is allowed) or a pan. */
export function promotePress(
  gesture: Extract<Gesture, { kind: 'pressed' }>,
  x: number,
  y: number,
  canDrag: boolean,
): Gesture {
  if (Math.hypot(x - gesture.startX, y - gesture.startY) < timelineMetrics.dragThreshold)
    return gesture;
  const { pointerId, startX, startY, hit, startView, startScrollTop } = gesture;
  if (hit && canDrag) {
    const { placed } = hit;
    const span: DraggedSpan = {
      start: placed.start,
      end: placed.instant || placed.openEnded ? null : placed.end,
    };
    return { kind: 'dragging', pointerId, startX, hit, span };
  }
  return { kind: 'panning', pointerId, startX, startY, startView, startScrollTop };
}

/** The pointer cursor over a hit: ends resize, bodies move when editing is allowed, else they are clickable. */
export function cursorFor(hit: EventHit | null, canDrag: boolean, gesture: Gesture): string {
  if (gesture.kind === 'panning') return 'grabbing';
  if (gesture.kind === 'dragging') return gesture.hit.part === 'body' ? 'grabbing' : 'ew-resize';
  if (!hit) return 'grab';
  if (!canDrag) return 'pointer';
  return hit.part === 'body' ? 'move' : 'ew-resize';
}

/** True when the dragged span differs from where the event was. */
export function spanMoved(hit: EventHit, span: DraggedSpan): boolean {
  const { placed } = hit;
  const end = placed.instant || placed.openEnded ? null : placed.end;
  return span.start !== placed.start || span.end !== end;
}
