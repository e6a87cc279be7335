// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultCalendarConfig } from '../../../shared/calendar/calendar-config';
import { ApiError } from '../../lib/api-error';
import {
  calendarConfigOf,
  calendarFormValues,
  calendarSaveProblem,
  datePartsDownTo,
  daysInYear,
  eraEndYear,
  finestPart,
  nextEra,
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

  it('adds the first era at the calendar start and each next one halfway to its end', () => {
    const label = (n: number) => `Era ${n}`;
    const short = (n: number) => `E${n}`;
    const calendar = { startYear: 100, endYear: 1100, eras: [] };
    const first = nextEra(calendar, label, short);
    expect(first).toEqual({ name: 'Era 1', shortName: 'E1', startYear: 100 });
    const second = nextEra({ ...calendar, eras: [first] }, label, short);
    expect(second).toEqual({ name: 'Era 2', shortName: 'E2', startYear: 600 });
    // A name already taken is skipped; no year left past the last era: it lands on the end and the schema says why.
    const renamed = { ...first, name: 'Era 2', startYear: 1100 };
    expect(nextEra({ ...calendar, eras: [renamed] }, label, short)).toEqual({
      name: 'Era 3',
      shortName: 'E3',
      startYear: 1100,
    });
  });

  it('ends each era the year before the next one starts, the last with the calendar', () => {
    const eras = [
      { name: 'A', shortName: 'A', startYear: 0 },
      { name: 'B', shortName: 'B', startYear: 1200 },
    ];
    expect(eraEndYear({ endYear: 3000, eras }, 0)).toBe(1199);
    expect(eraEndYear({ endYear: 3000, eras }, 1)).toBe(3000);
  });

  it('stores a calendar without eras without the field, as it was before eras', () => {
    const values = calendarFormValues(defaultCalendarConfig());
    expect(values.eras).toEqual([]);
    expect(calendarConfigOf(values)).toEqual(defaultCalendarConfig());
    const eras = [{ name: 'A', shortName: 'A', startYear: 0 }];
    expect(calendarConfigOf({ ...values, eras }).eras).toEqual(eras);
  });
});
