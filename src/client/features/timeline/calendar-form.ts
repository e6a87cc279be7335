import {
  calendarLimits,
  datePartNames,
  type CalendarConfig,
  type CalendarEra,
  type CalendarMonth,
  type DatePartName,
} from '../../../shared/calendar/calendar-config';
import { ErrorCode } from '../../../shared/errors';
import { ApiError } from '../../lib/api-error';

/** The calendar settings form edits the stored config, with its eras always listed (none is []). */
export type CalendarFormValues = CalendarConfig & { eras: CalendarEra[] };

export function calendarFormValues(config: CalendarConfig): CalendarFormValues {
  return { ...config, eras: config.eras ?? [] };
}

/** The config to save: a calendar without eras is stored without the field, as before eras existed. */
export function calendarConfigOf(values: CalendarFormValues): CalendarConfig {
  const { eras, ...rest } = values;
  return eras.length > 0 ? values : rest;
}

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

/**
 * An era to append: the first starts with the calendar; a later one halfway
 * between the last era's start and the calendar's end, so it is valid as
 * added whenever there is a year left. Named "Era 3" / "E3" like new months.
 */
export function nextEra(
  config: Pick<CalendarFormValues, 'startYear' | 'endYear' | 'eras'>,
  label: (n: number) => string,
  short: (n: number) => string,
): CalendarEra {
  const { eras } = config;
  const taken = new Set(eras.map((era) => era.name.trim().toLowerCase()));
  let n = eras.length + 1;
  while (taken.has(label(n).toLowerCase())) n += 1;
  const last = eras[eras.length - 1];
  const year = (value: unknown, fallback: number) =>
    Number.isInteger(value) ? (value as number) : fallback;
  const startYear = year(config.startYear, 0);
  const endYear = year(config.endYear, startYear + 1);
  const after = last ? year(last.startYear, startYear) : null;
  return {
    name: label(n),
    shortName: short(n).slice(0, calendarLimits.maxEraShortNameLength),
    startYear:
      after === null
        ? startYear
        : Math.min(endYear, after + Math.max(1, Math.floor((endYear - after) / 2))),
  };
}

/** The last year of each era: the year before the next one starts, or the calendar's end. */
export function eraEndYear(
  config: Pick<CalendarFormValues, 'endYear' | 'eras'>,
  index: number,
): number | null {
  const next = config.eras[index + 1];
  const end = next ? next.startYear - 1 : config.endYear;
  return Number.isInteger(end) ? end : null;
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
