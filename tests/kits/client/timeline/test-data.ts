import {
  calendarConfigVersion,
  type CalendarConfig,
  type DateParts,
} from '../../../../src/shared/calendar/calendar-config';
import { createCalendar, type Calendar } from '../../../../src/shared/calendar/calendar-math';
import type { EventSummary, TimelineRow } from '../../../../src/shared/schemas/timeline';

/** Fixtures for the model and render tests (test-only: nothing else imports this). */

/** 13 months of uneven length, dates to the second, years 1000 to 1099. */
export function thirteenMonthConfig(
  dateParts: CalendarConfig['dateParts'] = ['year', 'month', 'day', 'hour', 'minute', 'second'],
): CalendarConfig {
  return {
    version: calendarConfigVersion,
    startYear: 1000,
    endYear: 1099,
    months: [31, 28, 33, 30, 27, 31, 35, 30, 29, 31, 26, 32, 1].map((days, index) => ({
      name: `Month ${index + 1}`,
      shortName: `M${index + 1}`,
      days,
    })),
    dateParts,
  };
}

export const thirteenMonths: Calendar = createCalendar(thirteenMonthConfig());

export function date(
  year: number,
  month = 1,
  day = 1,
  hour = 0,
  minute = 0,
  second = 0,
): DateParts {
  return { year, month, day, hour, minute, second };
}

export function row(id: string, name = id): TimelineRow {
  return { id, name, position: 0, events: 0, visibility: null };
}

export function lasting(
  id: string,
  rowId: string,
  start: DateParts,
  end: DateParts | null,
  name = `Event ${id}`,
): EventSummary {
  return { id, name, kind: 'lasting', start, end, rowId, documentIds: [], version: 1 };
}

export function instant(
  id: string,
  rowId: string,
  at: DateParts,
  name = `Event ${id}`,
): EventSummary {
  return { id, name, kind: 'instant', start: at, end: null, rowId, documentIds: [], version: 1 };
}
