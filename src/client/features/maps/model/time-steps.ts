import {
  compareDateParts,
  datePartNames,
  type DatePartName,
  type DateParts,
} from '../../../../shared/calendar/calendar-config';
import { fixedUnitSeconds, type Calendar } from '../../../../shared/calendar/calendar-math';

/**
 * The time slider's track: the dates it stops at, from the earliest date a
 * feature carries to the latest, in steps of one calendar unit (or several
 * years, for a long history) so that the track has at most `maxSteps` stops.
 */
export interface TimeSteps {
  start: DateParts;
  unit: StepUnit;
  /** Units per step. */
  stride: number;
  /** Steps after the start: the stops are 0 … count. */
  count: number;
}

export type StepUnit = Extract<DatePartName, 'year' | 'month' | 'day' | 'hour'>;
const stepUnits: readonly StepUnit[] = ['hour', 'day', 'month', 'year'];
const defaultMaxSteps = 400;

/** The earliest and the latest date any feature starts or ends on; null when none is dated. */
export function featureDateSpan(
  features: readonly { from: DateParts | null; until: DateParts | null }[],
): { from: DateParts; to: DateParts } | null {
  let from: DateParts | null = null;
  let to: DateParts | null = null;
  for (const feature of features) {
    for (const date of [feature.from, feature.until]) {
      if (!date) continue;
      if (!from || compareDateParts(date, from) < 0) from = date;
      if (!to || compareDateParts(date, to) > 0) to = date;
    }
  }
  return from && to ? { from, to } : null;
}

/** A date with every part finer than `unit` at its start. */
export function floorDate(date: DateParts, unit: DatePartName): DateParts {
  const index = datePartNames.indexOf(unit);
  return {
    year: date.year,
    month: index >= 1 ? date.month : 1,
    day: index >= 2 ? date.day : 1,
    hour: index >= 3 ? date.hour : 0,
    minute: index >= 4 ? date.minute : 0,
    second: index >= 5 ? date.second : 0,
  };
}

function yearStart(year: number): DateParts {
  return { year, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
}

/** Whole units from `start` to `date` (rounded down). */
function unitsBetween(calendar: Calendar, start: DateParts, date: DateParts, unit: StepUnit) {
  if (unit === 'year') return date.year - start.year;
  if (unit === 'month') {
    return (date.year - start.year) * calendar.monthCount + (date.month - start.month);
  }
  const seconds = calendar.toSeconds(date) - calendar.toSeconds(start);
  return Math.floor(seconds / fixedUnitSeconds[unit]);
}

/**
 * The track over `span` (the calendar's whole range when no feature is
 * dated): the finest unit the calendar shows that keeps within `maxSteps`,
 * years by a stride past that. One step beyond the last date, so that a
 * feature's end (exclusive) can be seen.
 */
export function timeSteps(
  calendar: Calendar,
  span: { from: DateParts; to: DateParts } | null,
  maxSteps = defaultMaxSteps,
): TimeSteps {
  const { startYear, endYear } = calendar.config;
  const from = span?.from ?? yearStart(startYear);
  const to = span?.to ?? yearStart(endYear);
  const finest = datePartNames.indexOf(calendar.finestPart);
  for (const unit of stepUnits) {
    if (datePartNames.indexOf(unit) > finest) continue;
    const start = floorDate(from, unit);
    const count = unitsBetween(calendar, start, to, unit) + 1;
    if (count <= maxSteps || unit === 'year') {
      const stride = Math.max(1, Math.ceil(count / maxSteps));
      return { start, unit, stride, count: Math.ceil(count / stride) };
    }
  }
  // A calendar always shows years: the loop returns at 'year' at the latest.
  throw new Error('unreachable');
}

export function dateAtStep(calendar: Calendar, steps: TimeSteps, index: number): DateParts {
  const clamped = Math.min(Math.max(Math.round(index), 0), steps.count);
  return calendar.add(steps.start, clamped * steps.stride, steps.unit);
}

/** The stop at or just before `date`, kept on the track. */
export function stepOfDate(calendar: Calendar, steps: TimeSteps, date: DateParts): number {
  if (compareDateParts(date, steps.start) <= 0) return 0;
  const units = unitsBetween(calendar, steps.start, date, steps.unit);
  return Math.min(Math.floor(units / steps.stride), steps.count);
}
