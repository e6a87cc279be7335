// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  calendarConfigVersion,
  type CalendarConfig,
} from '../../../shared/calendar/calendar-config';
import { createCalendar } from '../../../shared/calendar/calendar-math';
import {
  dateIssues,
  firstDayOf,
  partFromInput,
  partToInput,
  shownParts,
  withMonth,
} from './date-input';

const config: CalendarConfig = {
  version: calendarConfigVersion,
  startYear: 100,
  endYear: 200,
  months: [
    { name: 'Thaw', shortName: 'Th', days: 40 },
    { name: 'Frost', shortName: 'Fr', days: 20 },
  ],
  dateParts: ['year', 'month', 'day'],
};
const calendar = createCalendar(config);

describe('the date picker rules', () => {
  it('says nothing about a date of the calendar', () => {
    expect(dateIssues(calendar, { ...firstDayOf(150), month: 1, day: 40 })).toEqual({});
  });

  it('names the wrong part with the shared message', () => {
    expect(dateIssues(calendar, { ...firstDayOf(99) })).toEqual({
      year: 'VALIDATION.DATE_YEAR_OUT_OF_RANGE',
    });
    expect(dateIssues(calendar, { ...firstDayOf(150), month: 2, day: 21 })).toEqual({
      day: 'VALIDATION.DATE_DAY_OUT_OF_RANGE',
    });
    expect(dateIssues(calendar, { ...firstDayOf(150), hour: 24 })).toEqual({
      hour: 'VALIDATION.HOURS_MAX',
    });
    expect(dateIssues(calendar, { ...firstDayOf(150), minute: 60 })).toEqual({
      minute: 'VALIDATION.MINUTES_MAX',
    });
  });

  it('asks for a number where a part was emptied', () => {
    expect(dateIssues(calendar, { ...firstDayOf(Number.NaN) })).toEqual({
      year: 'VALIDATION.NUMBER_REQUIRED',
    });
    expect(partFromInput('')).toBeNaN();
    expect(partFromInput('12')).toBe(12);
    expect(partToInput(Number.NaN)).toBe('');
  });

  it('keeps the day inside a shorter month', () => {
    expect(withMonth(calendar, { ...firstDayOf(150), day: 35 }, 2).day).toBe(20);
    expect(withMonth(calendar, { ...firstDayOf(150), day: 5 }, 2).day).toBe(5);
  });

  it('shows only the parts the calendar uses', () => {
    expect([...shownParts(calendar)]).toEqual(['year', 'month', 'day']);
  });
});
