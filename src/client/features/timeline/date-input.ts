import type { DatePartName, DateParts } from '../../../shared/calendar/calendar-config';
import type { Calendar, DateIssue } from '../../../shared/calendar/calendar-math';

/**
 * What the date picker shows under each part. An empty input is kept as NaN
 * in the date (the form still holds a DateParts) and reads "Enter a number";
 * everything else comes from the calendar's own validate(), whose keys are
 * the shared VALIDATION messages the server answers with too.
 */
export function dateIssues(
  calendar: Calendar,
  date: DateParts,
): Partial<Record<DatePartName, string>> {
  const byPart: Partial<Record<DatePartName, string>> = {};
  const issues: DateIssue[] = calendar.validate(date);
  for (const issue of issues) {
    byPart[issue.part] ??= Number.isNaN(date[issue.part])
      ? 'VALIDATION.NUMBER_REQUIRED'
      : issue.messageKey;
  }
  return byPart;
}

/** Parts of a date the world's calendar shows, from the year down (SPEC §3 date parts). */
export function shownParts(calendar: Calendar): ReadonlySet<DatePartName> {
  return new Set(calendar.config.dateParts);
}

/** A NumberInput's value as a date part: '' (being typed) becomes NaN. */
export function partFromInput(value: number | string): number {
  if (typeof value === 'number') return value;
  const parsed = value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

/** A date part as a NumberInput value. */
export function partToInput(value: number): number | string {
  return Number.isNaN(value) ? '' : value;
}

/**
 * A new month keeps the day when the month is long enough, else the month's
 * last day: picking "Frostmoon" (20 days) on day 28 lands on day 20, not on
 * an error the user did not cause.
 */
export function withMonth(calendar: Calendar, date: DateParts, month: number): DateParts {
  const days = calendar.daysInMonth(month);
  return {
    ...date,
    month,
    day: Number.isNaN(date.day) || days === 0 ? date.day : Math.min(date.day, days),
  };
}

/** The first moment of a year, a useful default for an empty picker. */
export function firstDayOf(year: number): DateParts {
  return { year, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
}
