// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultCalendarConfig, type DateParts } from '../../../../shared/calendar/calendar-config';
import { createCalendar } from '../../../../shared/calendar/calendar-math';
import { dateAtStep, featureDateSpan, floorDate, stepOfDate, timeSteps } from './time-steps';

const date = (year: number, month = 1, day = 1): DateParts => ({
  year,
  month,
  day,
  hour: 0,
  minute: 0,
  second: 0,
});
const calendar = createCalendar(defaultCalendarConfig());
const yearsOnly = createCalendar({ ...defaultCalendarConfig(), dateParts: ['year'] });

describe('the dates features span', () => {
  it('runs from the earliest start or end to the latest', () => {
    expect(
      featureDateSpan([
        { from: date(1200), until: null },
        { from: null, until: date(1350, 3) },
        { from: date(1100, 5), until: date(1150) },
        { from: null, until: null },
      ]),
    ).toEqual({ from: date(1100, 5), to: date(1350, 3) });
    expect(featureDateSpan([{ from: null, until: null }])).toBeNull();
  });
});

describe('the time slider’s stops', () => {
  it('steps by months over a few years, with one stop past the last date', () => {
    const steps = timeSteps(calendar, { from: date(1000, 3, 14), to: date(1002, 6) });
    expect(steps).toMatchObject({ start: date(1000, 3), unit: 'month', stride: 1, count: 28 });
    expect(dateAtStep(calendar, steps, 0)).toEqual(date(1000, 3));
    expect(dateAtStep(calendar, steps, 10)).toEqual(date(1001, 1));
    expect(dateAtStep(calendar, steps, 28)).toEqual(date(1002, 7));
    expect(dateAtStep(calendar, steps, 99)).toEqual(date(1002, 7));
  });

  it('steps by days over a few months', () => {
    const steps = timeSteps(calendar, { from: date(1000, 1, 1), to: date(1000, 2, 10) });
    expect(steps).toMatchObject({ unit: 'day', stride: 1, count: 41 });
    expect(dateAtStep(calendar, steps, 31)).toEqual(date(1000, 2, 1));
  });

  it('steps by several years over a long history, and by years on a calendar of years', () => {
    const steps = timeSteps(calendar, { from: date(0), to: date(3000) });
    expect(steps).toMatchObject({ unit: 'year', stride: 8, count: 376 });
    expect(timeSteps(yearsOnly, { from: date(10), to: date(20, 5) })).toMatchObject({
      start: date(10),
      unit: 'year',
      stride: 1,
      count: 11,
    });
  });

  it('spans the calendar’s years when no feature is dated', () => {
    const steps = timeSteps(calendar, null);
    expect(steps.start).toEqual(date(0));
    expect(dateAtStep(calendar, steps, steps.count).year).toBeGreaterThanOrEqual(3000);
  });

  it('finds the stop of a date, kept on the track', () => {
    const steps = timeSteps(calendar, { from: date(1000, 3), to: date(1002, 6) });
    expect(stepOfDate(calendar, steps, date(1001, 1, 20))).toBe(10);
    expect(stepOfDate(calendar, steps, date(900))).toBe(0);
    expect(stepOfDate(calendar, steps, date(2000))).toBe(28);
    const long = timeSteps(calendar, { from: date(0), to: date(3000) });
    expect(stepOfDate(calendar, long, date(17))).toBe(2);
  });

  it('floors a date to a unit', () => {
    expect(floorDate({ ...date(5, 6, 7), hour: 8 }, 'month')).toEqual(date(5, 6));
  });
});
