// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calendarConfigVersion } from '../../../shared/calendar/calendar-config';
import { createCalendar } from '../../../shared/calendar/calendar-math';
import { newEventStart } from './new-event-start';

const calendar = createCalendar({
  version: calendarConfigVersion,
  startYear: 1000,
  endYear: 1400,
  months: [
    { name: 'Thaw', shortName: 'Th', days: 40 },
    { name: 'Frost', shortName: 'Fr', days: 20 },
  ],
  dateParts: ['year', 'month', 'day', 'hour'],
});

describe('a new event', () => {
  it('starts on the first day of the calendar when nothing is on screen', () => {
    expect(newEventStart(calendar, null)).toEqual({
      year: 1000,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });

  it('starts at the day in the middle of the visible range', () => {
    const from = calendar.toSeconds({
      year: 1200,
      month: 2,
      day: 3,
      hour: 0,
      minute: 0,
      second: 0,
    });
    const to = from + 2 * 86_400 + 7_200;
    expect(newEventStart(calendar, { from, to })).toEqual({
      year: 1200,
      month: 2,
      day: 4,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });

  it('stays inside the calendar when the view runs past it', () => {
    expect(newEventStart(calendar, { from: 0, to: 10 }).year).toBe(1000);
    expect(
      newEventStart(calendar, { from: calendar.endSeconds, to: calendar.endSeconds * 2 }).year,
    ).toBe(1400);
  });
});
