// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultCalendarConfig } from '../../../shared/calendar/calendar-config';
import { ApiError } from '../../lib/api-error';
import {
  calendarSaveProblem,
  datePartsDownTo,
  daysInYear,
  finestPart,
  nextMonth,
} from './calendar-form';

describe('the calendar settings form', () => {
  it('turns the finest part into the date parts from the year down', () => {
    expect(datePartsDownTo('day')).toEqual(['year', 'month', 'day']);
    expect(datePartsDownTo('year')).toEqual(['year']);
    expect(finestPart({ dateParts: datePartsDownTo('minute') })).toBe('minute');
  });

  it('counts the days of a year, ignoring a month whose days are being typed', () => {
    expect(daysInYear(defaultCalendarConfig().months)).toBe(365);
    expect(daysInYear([{ days: 10 }, { days: Number.NaN }])).toBe(10);
  });

  it('names a new month so that it does not clash with the others', () => {
    const months = [
      { name: 'Month 2', shortName: 'M2', days: 30 },
      { name: 'Frost', shortName: 'Fr', days: 20 },
    ];
    const month = nextMonth(
      months,
      (n) => `Month ${n}`,
      (n) => `M${n}`,
    );
    expect(month).toEqual({ name: 'Month 3', shortName: 'M3', days: 30 });
  });

  it('keeps the server message that names the events in the way', () => {
    const error = new ApiError(400, [
      {
        Code: '4006',
        Message:
          'Cannot change the timeline because there are events outside these dates: The Long Night',
      },
    ]);
    expect(calendarSaveProblem(error)).toEqual({
      kind: 'events',
      code: '4006',
      message:
        'Cannot change the timeline because there are events outside these dates: The Long Night',
    });
    expect(calendarSaveProblem(new ApiError(409, [{ Code: '4091', Message: 'stale' }]))).toEqual({
      kind: 'stale',
    });
    expect(calendarSaveProblem(new ApiError(400, [{ Code: '400', Message: 'bad' }]))).toBeNull();
  });
});
