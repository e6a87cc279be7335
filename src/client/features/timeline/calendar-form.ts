import {
  calendarLimits,
  datePartNames,
  type CalendarConfig,
  type CalendarMonth,
  type DatePartName,
} from '../../../shared/calendar/calendar-config';
import { ErrorCode } from '../../../shared/errors';
import { ApiError } from '../../lib/api-error';

/** The calendar settings form edits the stored config as is. */
export type CalendarFormValues = CalendarConfig;

/** The finest part a world's dates go down to: the last of its `dateParts`. */
export function finestPart(config: Pick<CalendarConfig, 'dateParts'>): DatePartName {
  return config.dateParts[config.dateParts.length - 1] ?? 'year';
}

/** `dateParts` from the year down to `finest`, the only shape the schema accepts. */
export function datePartsDownTo(finest: DatePartName): DatePartName[] {
  return datePartNames.slice(0, datePartNames.indexOf(finest) + 1);
}

export function daysInYear(months: readonly Pick<CalendarMonth, 'days'>[]): number {
  return months.reduce((sum, month) => sum + (Number.isFinite(month.days) ? month.days : 0), 0);
}

/**
 * A month to append: "Month 13" / "M13" style names the owner then renames,
 * chosen so they do not clash with the months already there (names are unique).
 */
export function nextMonth(
  months: readonly CalendarMonth[],
  label: (n: number) => string,
  short: (n: number) => string,
): CalendarMonth {
  const taken = new Set(months.map((month) => month.name.trim().toLowerCase()));
  let n = months.length + 1;
  while (taken.has(label(n).toLowerCase())) n += 1;
  return {
    name: label(n),
    shortName: short(n).slice(0, calendarLimits.maxMonthShortNameLength),
    days: 30,
  };
}

/** Why a save was refused, when the form answers it in place rather than in the banner. */
export type CalendarSaveProblem =
  /** 4005/4006: events stand on dates the new calendar drops; the server's message names them. */
  | { kind: 'events'; code: string; message: string }
  /** 4091: someone saved the calendar since this form was opened. */
  | { kind: 'stale' };

export function calendarSaveProblem(error: unknown): CalendarSaveProblem | null {
  if (!(error instanceof ApiError)) return null;
  const conflict = error.exceptions.find(
    (item) =>
      item.Code === ErrorCode.timelineEventsOnDates ||
      item.Code === ErrorCode.timelineEventsOutside,
  );
  if (conflict) return { kind: 'events', code: conflict.Code, message: conflict.Message };
  if (error.hasCode(ErrorCode.staleVersion)) return { kind: 'stale' };
  return null;
}
