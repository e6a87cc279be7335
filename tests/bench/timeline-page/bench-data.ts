import {
  calendarConfigVersion,
  type CalendarConfig,
} from '../../../src/shared/calendar/calendar-config';
import {
  createCalendar,
  secondsPerDay,
  type Calendar,
} from '../../../src/shared/calendar/calendar-math';
import type { EventSummary, TimelineRow } from '../../../src/shared/schemas/timeline';

/**
 * The timeline bench's data set (ANCHORS.md method): a fixed seed, 10,000
 * events on 50 rows, 70 % lasting and 30 % instant, over 1,000 years of a
 * 13-month calendar with months of uneven length. Every run and both views
 * get exactly the same events.
 */
export const benchShape = {
  events: 10_000,
  rows: 50,
  lastingShare: 0.7,
  years: 1_000,
  seed: 20_261_123,
} as const;

const monthDays = [31, 28, 33, 30, 27, 31, 35, 30, 29, 31, 26, 32, 1];
const monthNames = [
  ['Deepwinter', 'Dpw'],
  ['Thaw', 'Thw'],
  ['Seedtime', 'Sed'],
  ['Rains', 'Rns'],
  ['Bloom', 'Blm'],
  ['Highsun', 'Hsn'],
  ['Longday', 'Lgd'],
  ['Harvest', 'Hrv'],
  ['Emberfall', 'Emb'],
  ['Mists', 'Mst'],
  ['Frost', 'Fro'],
  ['Nightfall', 'Ngt'],
  ['Yearsend', 'Yed'],
] as const;

export function benchCalendarConfig(): CalendarConfig {
  return {
    version: calendarConfigVersion,
    startYear: 1000,
    endYear: 1000 + benchShape.years - 1,
    months: monthNames.map(([name, shortName], index) => ({
      name,
      shortName,
      days: monthDays[index]!,
    })),
    dateParts: ['year', 'month', 'day', 'hour', 'minute', 'second'],
  };
}

/** mulberry32: a tiny, fast, fixed-seed generator, so the data set never changes between runs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const words = [
  'Siege',
  'Founding',
  'Council',
  'Plague',
  'Reign',
  'Voyage',
  'Treaty',
  'Exile',
  'War',
  'Festival',
];
const places = [
  'Karn',
  'the North',
  'Ilvermoor',
  'the Salt Coast',
  'Tessaly',
  'Old Vael',
  'the Ash Wastes',
];

export interface BenchData {
  calendar: Calendar;
  rows: TimelineRow[];
  events: EventSummary[];
}

export function benchData(): BenchData {
  const calendar = createCalendar(benchCalendarConfig());
  const next = random(benchShape.seed);
  const rows: TimelineRow[] = Array.from({ length: benchShape.rows }, (_, index) => ({
    id: `row-${index + 1}`,
    name: `Row ${index + 1}`,
    position: index,
    events: 0,
    visibility: null,
  }));
  const span = calendar.endSeconds - calendar.startSeconds;
  const events: EventSummary[] = [];
  for (let index = 0; index < benchShape.events; index++) {
    const lasting = next() < benchShape.lastingShare;
    // Lasting events from a day to about twenty years, most of them short (log-uniform).
    const days = lasting ? Math.round(Math.exp(next() * Math.log(20 * calendar.daysInYear))) : 0;
    const length = days * secondsPerDay;
    const start = calendar.startSeconds + Math.floor(next() * (span - length - secondsPerDay));
    const row = rows[Math.floor(next() * rows.length)]!;
    row.events++;
    const name = `${words[index % words.length]} of ${places[Math.floor(next() * places.length)]} ${index + 1}`;
    events.push({
      id: `event-${index + 1}`,
      name,
      kind: lasting ? 'lasting' : 'instant',
      start: calendar.fromSeconds(start),
      end: lasting ? calendar.fromSeconds(start + Math.max(secondsPerDay, length)) : null,
      rowId: row.id,
      documentIds: [],
      version: 1,
    });
  }
  return { calendar, rows, events };
}

/** The same events as vis-timeline takes them: milliseconds on its own (Gregorian) axis, from 1970 on. */
export function toVisMilliseconds(calendar: Calendar, seconds: number): number {
  return (seconds - calendar.startSeconds) * 1000;
}
