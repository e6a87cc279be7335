import type { DatePartName, DateParts } from '../../../../shared/calendar/calendar-config';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import type { EventPart } from './hit-test';
import type { PlacedEvent } from './timeline-layout';

/**
 * Where a dragged event lands: pure math from the pointer's travel in seconds
 * to new dates, snapped to the calendar's finest date part, kept inside the
 * configured range, and with the end after the start.
 */
export interface DraggedSpan {
  readonly start: number;
  /** null for an instant event or a lasting event without an end. */
  readonly end: number | null;
}

/** Nearest boundary of `unit` to `seconds` (months and years have uneven lengths, so it is not a plain rounding). */
export function snapToUnit(
  calendar: Calendar,
  seconds: number,
  unit: DatePartName = calendar.finestPart,
): number {
  const floor = calendar.floorTo(seconds, unit);
  const next = nextBoundary(calendar, floor, unit);
  return seconds - floor < next - seconds ? floor : next;
}

/** The boundary of `unit` right after the one at `boundary`. */
function nextBoundary(calendar: Calendar, boundary: number, unit: DatePartName): number {
  return calendar.toSeconds(calendar.add(calendar.fromSeconds(boundary), 1, unit));
}

/** The boundary of `unit` right before `seconds` (strictly earlier). */
function previousBoundary(calendar: Calendar, seconds: number, unit: DatePartName): number {
  return calendar.floorTo(seconds - 1, unit);
}

/** First and last second a date may have on this calendar, at its finest part. */
function dateBounds(calendar: Calendar): [number, number] {
  return [calendar.startSeconds, calendar.floorTo(calendar.endSeconds - 1, calendar.finestPart)];
}

export function dragSpan(
  calendar: Calendar,
  placed: PlacedEvent,
  part: EventPart,
  deltaSeconds: number,
): DraggedSpan {
  const unit = calendar.finestPart;
  const [first, last] = dateBounds(calendar);
  const clamp = (seconds: number) => Math.min(last, Math.max(first, seconds));
  // Clamped before snapping too: a boundary before year 0 has no date to step from.
  const snapped = (seconds: number) => clamp(snapToUnit(calendar, clamp(seconds), unit));

  // Instants and lasting events without an end have one date to move.
  if (placed.instant || placed.openEnded) {
    const movesStart = part === 'body' || (part === 'start' && placed.openEnded);
    return { start: movesStart ? snapped(placed.start + deltaSeconds) : placed.start, end: null };
  }

  if (part === 'body') {
    const length = placed.end - placed.start;
    // Travel limited so that both ends stay inside the range.
    const delta = Math.min(last - placed.end, Math.max(first - placed.start, deltaSeconds));
    const start = snapped(placed.start + delta);
    let end = Math.min(last, snapToUnit(calendar, Math.min(last, start + length), unit));
    if (end <= start) end = nextBoundary(calendar, start, unit);
    // Only an event about as long as the whole range can overflow it; it then stays put.
    return end <= last ? { start, end } : { start: placed.start, end: placed.end };
  }

  if (part === 'start') {
    let start = snapped(placed.start + deltaSeconds);
    if (start >= placed.end) start = previousBoundary(calendar, placed.end, unit);
    return { start, end: placed.end };
  }
  let end = snapped(placed.end + deltaSeconds);
  if (end <= placed.start) end = nextBoundary(calendar, placed.start, unit);
  return { start: placed.start, end };
}

/** The dates to hand to onChange. */
export function spanToDates(
  calendar: Calendar,
  span: DraggedSpan,
): { start: DateParts; end: DateParts | null } {
  return {
    start: calendar.fromSeconds(span.start),
    end: span.end === null ? null : calendar.fromSeconds(span.end),
  };
}
