import type { EventsTable } from '../db/schema';
import type { DateParts } from '../../shared/calendar/calendar-config';
import type { Calendar, DateIssue } from '../../shared/calendar/calendar-math';

/*
 * An event's dates between their stored columns, the calendar's date parts and
 * the seconds the timeline sorts by. Pure: commands write with it, presenters read with it.
 */

type DateColumns<P extends 'start' | 'end'> = {
  [K in keyof DateParts as `${P}_${K}`]: P extends 'start' ? number : number | null;
};

export function startColumns(date: DateParts): DateColumns<'start'> {
  return {
    start_year: date.year,
    start_month: date.month,
    start_day: date.day,
    start_hour: date.hour,
    start_minute: date.minute,
    start_second: date.second,
  };
}

export function endColumns(date: DateParts | null): DateColumns<'end'> {
  return {
    end_year: date?.year ?? null,
    end_month: date?.month ?? null,
    end_day: date?.day ?? null,
    end_hour: date?.hour ?? null,
    end_minute: date?.minute ?? null,
    end_second: date?.second ?? null,
  };
}

type DateRow = Pick<EventsTable, keyof DateColumns<'start'> | keyof DateColumns<'end'>>;

export function startOf(row: DateRow): DateParts {
  return {
    year: row.start_year,
    month: row.start_month,
    day: row.start_day,
    hour: row.start_hour,
    minute: row.start_minute,
    second: row.start_second,
  };
}

export function endOf(row: DateRow): DateParts | null {
  if (row.end_year === null) return null;
  return {
    year: row.end_year,
    month: row.end_month ?? 1,
    day: row.end_day ?? 1,
    hour: row.end_hour ?? 0,
    minute: row.end_minute ?? 0,
    second: row.end_second ?? 0,
  };
}

/**
 * The two sort keys of an event on a calendar: where it starts, and where it
 * stops on the axis (its end; its start when instant; the calendar's end
 * while a lasting event has no end yet, so range queries still find it).
 * Only called for dates the calendar holds.
 */
export function secondsOf(
  calendar: Calendar,
  start: DateParts,
  end: DateParts | null,
  kind: string,
) {
  const startSeconds = calendar.toSeconds(start);
  const endSeconds = end
    ? calendar.toSeconds(end)
    : kind === 'instant'
      ? startSeconds
      : Math.max(startSeconds, calendar.endSeconds);
  return { start_seconds: startSeconds, end_seconds: endSeconds };
}

/** The first thing wrong with an event's dates on this calendar, start first; undefined when both hold. */
export function firstDateIssue(
  calendar: Calendar,
  start: DateParts,
  end: DateParts | null,
): DateIssue | undefined {
  return calendar.validate(start)[0] ?? (end ? calendar.validate(end)[0] : undefined);
}
