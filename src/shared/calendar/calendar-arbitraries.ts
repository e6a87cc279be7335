import fc from 'fast-check';
import { calendarConfigVersion, calendarLimits, datePartNames } from './calendar-config';
import type { CalendarConfig, DateParts } from './calendar-config';
import type { Calendar } from './calendar-math';

/**
 * fast-check generators for the calendar tests (test-only: nothing outside
 * *.test.ts imports this). Any calendar the schema accepts, and any date on it.
 */

export const calendarConfigArbitrary: fc.Arbitrary<CalendarConfig> = fc
  .record({
    monthDays: fc.array(fc.integer({ min: 1, max: calendarLimits.maxDaysInMonth }), {
      minLength: 1,
      maxLength: calendarLimits.maxMonths,
    }),
    startYear: fc.integer({ min: 0, max: calendarLimits.maxYear - 1 }),
    yearSpan: fc.integer({ min: 1, max: calendarLimits.maxYear }),
    partCount: fc.integer({ min: 1, max: datePartNames.length }),
  })
  .map(({ monthDays, startYear, yearSpan, partCount }) => ({
    version: calendarConfigVersion,
    startYear,
    endYear: Math.min(calendarLimits.maxYear, startYear + yearSpan),
    months: monthDays.map((days, index) => ({
      name: `Month ${index + 1}`,
      shortName: `M${index + 1}`,
      days,
    })),
    dateParts: datePartNames.slice(0, partCount),
  }));

/** The longest range the schema allows: every absolute second of it must stay exact. */
export function largestCalendarConfig(): CalendarConfig {
  return {
    version: calendarConfigVersion,
    startYear: 0,
    endYear: calendarLimits.maxYear,
    months: Array.from({ length: calendarLimits.maxMonths }, (_, index) => ({
      name: `Month ${index + 1}`,
      shortName: `M${index + 1}`,
      days: calendarLimits.maxDaysInMonth,
    })),
    dateParts: [...datePartNames],
  };
}

/** A date that exists on the calendar, within [startYear, endYear]. */
export function validDateArbitrary(calendar: Calendar): fc.Arbitrary<DateParts> {
  const { config } = calendar;
  return fc
    .record({
      year: fc.integer({ min: config.startYear, max: config.endYear }),
      month: fc.integer({ min: 1, max: config.months.length }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
    })
    .chain((date) =>
      fc
        .integer({ min: 1, max: calendar.daysInMonth(date.month) })
        .map((day) => ({ ...date, day })),
    );
}

/** A second inside the calendar's range [startSeconds, endSeconds). */
export function secondsArbitrary(calendar: Calendar): fc.Arbitrary<number> {
  return fc.integer({ min: calendar.startSeconds, max: calendar.endSeconds - 1 });
}

/** A calendar together with values drawn on it. */
export function onAnyCalendar<T>(
  build: (calendar: Calendar) => fc.Arbitrary<T>,
  create: (config: CalendarConfig) => Calendar,
): fc.Arbitrary<[Calendar, T]> {
  return calendarConfigArbitrary.chain((config) => {
    const calendar = create(config);
    return build(calendar).map((value): [Calendar, T] => [calendar, value]);
  });
}
