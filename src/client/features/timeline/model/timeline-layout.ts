import type { Calendar } from '../../../../shared/calendar/calendar-math';
import type { EventSummary, TimelineRow } from '../../../../shared/schemas/timeline';
import { rowHeight, timelineMetrics } from './timeline-metrics';

/**
 * Where every event sits: its row, its lane inside the row, its span in
 * absolute seconds. Computed once per change of the data (not per frame), so a
 * frame only looks things up: each lane keeps its events sorted by start with
 * a running maximum of their ends, and two binary searches find the events of
 * any time window in O(log n + visible).
 */
export interface PlacedEvent {
  readonly event: EventSummary;
  readonly start: number;
  /** Equal to start for an instant; the calendar's end for a lasting event still going on. */
  readonly end: number;
  readonly instant: boolean;
  /** A lasting event without an end date. */
  readonly openEnded: boolean;
  readonly rowIndex: number;
  readonly lane: number;
}

export interface Lane {
  /** Sorted by start. */
  readonly items: readonly PlacedEvent[];
  readonly starts: Float64Array;
  /** maxEnds[i] = the latest end among items[0..i]: never decreases, so it can be searched. */
  readonly maxEnds: Float64Array;
}

export interface RowLayout {
  readonly id: string;
  readonly name: string;
  readonly index: number;
  /** Top in content pixels (0 = just under the axis, before scrolling). */
  readonly top: number;
  readonly height: number;
  readonly lanes: readonly Lane[];
}

export interface TimelineLayout {
  readonly rows: readonly RowLayout[];
  readonly totalHeight: number;
  readonly byId: ReadonlyMap<string, PlacedEvent>;
  /** Events left out because their dates do not fit this calendar (should not happen: the server checks). */
  readonly unplaceable: number;
}

/** A PlacedEvent while it is being laid out: its lane is set by packLanes. */
type Span = { -readonly [K in keyof PlacedEvent]: PlacedEvent[K] };

export function buildTimelineLayout(
  calendar: Calendar,
  rows: readonly TimelineRow[],
  events: readonly EventSummary[],
): TimelineLayout {
  const rowIndexById = new Map(rows.map((row, index) => [row.id, index]));
  const spansByRow: Span[][] = rows.map(() => []);
  let unplaceable = 0;
  for (const event of events) {
    const rowIndex = rowIndexById.get(event.rowId);
    if (rowIndex === undefined) continue; // a hidden row's event
    const span = toSpan(calendar, event, rowIndex);
    if (span) spansByRow[rowIndex]!.push(span);
    else unplaceable++;
  }

  const byId = new Map<string, PlacedEvent>();
  const laidOut: RowLayout[] = [];
  let top = 0;
  rows.forEach((row, index) => {
    const lanes = packLanes(spansByRow[index]!, byId);
    const height = rowHeight(lanes.length);
    laidOut.push({ id: row.id, name: row.name, index, top, height, lanes });
    top += height;
  });
  return { rows: laidOut, totalHeight: top, byId, unplaceable };
}

function toSpan(calendar: Calendar, event: EventSummary, rowIndex: number): Span | null {
  try {
    const start = calendar.toSeconds(event.start);
    if (event.kind === 'instant') {
      return { event, start, end: start, instant: true, openEnded: false, rowIndex, lane: 0 };
    }
    if (!event.end) {
      const end = Math.max(start, calendar.endSeconds);
      return { event, start, end, instant: false, openEnded: true, rowIndex, lane: 0 };
    }
    const end = calendar.toSeconds(event.end);
    return end > start
      ? { event, start, end, instant: false, openEnded: false, rowIndex, lane: 0 }
      : null;
  } catch {
    return null;
  }
}

/**
 * First-fit interval packing: each event goes to the first lane whose last
 * event ends before it starts (bars may touch; markers never share a moment).
 * Past maxLanes the event joins the lane that frees up first, overlapping.
 */
function packLanes(spans: Span[], byId: Map<string, PlacedEvent>): Lane[] {
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const laneItems: PlacedEvent[][] = [];
  const laneEnds: number[] = [];
  const laneEndsInInstant: boolean[] = [];
  for (const span of spans) {
    let lane = -1;
    for (let index = 0; index < laneEnds.length; index++) {
      const end = laneEnds[index]!;
      if (end < span.start || (end === span.start && !span.instant && !laneEndsInInstant[index])) {
        lane = index;
        break;
      }
    }
    if (lane === -1 && laneEnds.length < timelineMetrics.maxLanes) lane = laneEnds.length;
    if (lane === -1) lane = laneEnds.indexOf(Math.min(...laneEnds));
    span.lane = lane;
    (laneItems[lane] ??= []).push(span);
    laneEnds[lane] = Math.max(laneEnds[lane] ?? -Infinity, span.end);
    laneEndsInInstant[lane] = span.instant;
    byId.set(span.event.id, span);
  }
  return laneItems.map(toLane);
}

function toLane(items: PlacedEvent[]): Lane {
  const starts = new Float64Array(items.length);
  const maxEnds = new Float64Array(items.length);
  let latest = -Infinity;
  items.forEach((item, index) => {
    starts[index] = item.start;
    latest = Math.max(latest, item.end);
    maxEnds[index] = latest;
  });
  return { items, starts, maxEnds };
}

/** First index whose value is ≥ target (values sorted ascending). */
function lowerBound(values: Float64Array, target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** First index whose value is > target. */
function upperBound(values: Float64Array, target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! <= target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The index range [first, last) of a lane's events that may touch the time
 * window [from, to]. Every event outside it is certainly invisible; inside, an
 * overflowing lane may still hold a few that end before `from`.
 */
export function laneWindow(lane: Lane, from: number, to: number): [number, number] {
  return [lowerBound(lane.maxEnds, from), upperBound(lane.starts, to)];
}

/** Index of the row at content height y, or -1 outside every row. */
export function rowIndexAt(layout: TimelineLayout, contentY: number): number {
  const { rows } = layout;
  let low = 0;
  let high = rows.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const row = rows[middle]!;
    if (contentY < row.top) high = middle - 1;
    else if (contentY >= row.top + row.height) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** The rows [first, last) that show in a viewport `height` pixels tall scrolled by scrollTop. */
export function visibleRowRange(
  layout: TimelineLayout,
  scrollTop: number,
  height: number,
): [number, number] {
  const { rows } = layout;
  if (rows.length === 0) return [0, 0];
  const first = Math.max(0, rowIndexAt(layout, Math.max(0, scrollTop)));
  const lastRow = rowIndexAt(layout, scrollTop + height - 1);
  const last = lastRow === -1 ? rows.length : lastRow + 1;
  return [first, Math.max(first, last)];
}

export function clampScrollTop(
  scrollTop: number,
  totalHeight: number,
  viewportHeight: number,
): number {
  const max = Math.max(0, totalHeight - viewportHeight);
  return Math.min(max, Math.max(0, Number.isFinite(scrollTop) ? scrollTop : 0));
}
