import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onAnyCalendar } from './calendar-arbitraries';
import { calendarConfigVersion, datePartNames, defaultCalendarConfig } from './calendar-config';
import type { CalendarConfig, DatePartName, DateParts } from './calendar-config';
import { createCalendar, secondsPerDay } from './calendar-math';
import type { Calendar } from './calendar-math';
import { calendarTicks, tickContextLabel, tickUnitFor } from './calendar-ticks';
import type { CalendarTick } from './calendar-ticks';

const earth = createCalendar(defaultCalendarConfig());

function date(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): DateParts {
  return { year, month, day, hour, minute, second };
}

function partIndex(part: DatePartName): number {
  return datePartNames.indexOf(part);
}

/** Every part finer than the unit at its first value: the tick sits on a boundary of its unit. */
function isOnBoundary(parts: DateParts, unit: DatePartName): boolean {
  return datePartNames
    .slice(partIndex(unit) + 1)
    .every((part) => parts[part] === (part === 'month' || part === 'day' ? 1 : 0));
}

/** What is wrong with one tick of a view (nothing, for a right one). */
function tickFaults(
  calendar: Calendar,
  tick: CalendarTick,
  from: number,
  to: number,
  previous: CalendarTick | undefined,
): string[] {
  const parts = calendar.fromSeconds(tick.seconds);
  const larger = tick.unit === 'year' ? undefined : datePartNames[partIndex(tick.unit) - 1]!;
  const checks: [boolean, string][] = [
    [previous === undefined || tick.seconds > previous.seconds, 'not after the tick before it'],
    [tick.seconds >= from && tick.seconds <= to, 'outside the view'],
    [partIndex(tick.unit) <= partIndex(calendar.finestPart), 'finer than the calendar'],
    [isOnBoundary(parts, tick.unit), 'not on a boundary of its unit'],
    [tick.label !== '', 'no label'],
    [
      (tick.majorLabel !== undefined) === (tick.major && tick.unit !== 'year'),
      'a major label on a minor tick or none on a major one',
    ],
    // Major exactly on the next larger unit's boundary.
    [
      larger === undefined || tick.major === isOnBoundary(parts, larger),
      'major off the larger unit',
    ],
  ];
  return checks.filter(([ok]) => !ok).map(([, fault]) => `${fault}: ${JSON.stringify(tick)}`);
}

/** A view on any calendar: from and to inside (or a little past) its range, and a tick budget. */
const anyView = onAnyCalendar(
  (calendar) =>
    fc
      .tuple(
        fc.integer({ min: 0, max: calendar.endSeconds }),
        fc.integer({ min: 0, max: calendar.endSeconds }),
        fc.integer({ min: 1, max: 60 }),
        // Zoomed-in views matter most: often pick a short span after the start.
        fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 90 * secondsPerDay })),
      )
      .map(([a, b, maxTicks, span]) => {
        const from = Math.min(a, b);
        return { from, to: span === null ? Math.max(a, b) : from + span, maxTicks };
      }),
  createCalendar,
);

describe('calendarTicks', () => {
  it('gives sorted ticks inside the view, on boundaries of one unit, within the budget', () => {
    fc.assert(
      fc.property(anyView, ([calendar, { from, to, maxTicks }]) => {
        const ticks = calendarTicks(calendar, from, to, maxTicks);
        expect(ticks.length).toBeLessThanOrEqual(maxTicks + 2);
        const units = new Set(ticks.map((tick) => tick.unit));
        expect(units.size).toBeLessThanOrEqual(1);
        // Plain checks per tick, one expect per view: an expect() per tick made this the slowest test by far.
        const wrong = ticks.flatMap((tick, index) =>
          tickFaults(calendar, tick, from, to, ticks[index - 1]),
        );
        expect(wrong).toEqual([]);
      }),
      { numRuns: 1_000 },
    );
  });

  it('fills a view wider than a few ticks: never fewer than a quarter of the budget on a regular calendar', () => {
    const span = fc.integer({ min: 120, max: 3000 * earth.secondsInYear });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: earth.secondsInYear * 100 }),
        span,
        fc.integer({ min: 8, max: 40 }),
        (from, width, maxTicks) => {
          const ticks = calendarTicks(earth, from, from + width, maxTicks);
          expect(ticks.length).toBeGreaterThanOrEqual(Math.floor(maxTicks / 4));
        },
      ),
    );
  });

  it('ticks every hour of a day, months labelled on the second row', () => {
    const from = earth.toSeconds(date(1021, 3, 5));
    const ticks = calendarTicks(earth, from, from + secondsPerDay, 24);
    expect(ticks).toHaveLength(25);
    expect(ticks.every((tick) => tick.unit === 'hour')).toBe(true);
    expect(ticks.slice(0, 3).map((tick) => tick.label)).toEqual(['00:00', '01:00', '02:00']);
    expect(ticks[0]).toMatchObject({ major: true, majorLabel: '5 Mar 1021' });
    expect(ticks[1]!.major).toBe(false);
    expect(ticks[24]).toMatchObject({ label: '00:00', major: true, majorLabel: '6 Mar 1021' });
  });

  it('names the months of a year by their short names, years on the second row', () => {
    const from = earth.toSeconds(date(1021, 1, 1));
    const ticks = calendarTicks(earth, from, from + earth.secondsInYear, 12);
    expect(ticks.map((tick) => tick.label)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
    ]);
    expect(ticks.filter((tick) => tick.major).map((tick) => tick.majorLabel)).toEqual([
      '1021',
      '1022',
    ]);
  });

  it('writes the era beside the year on the second row of a calendar with eras', () => {
    const aged = createCalendar({
      ...defaultCalendarConfig(),
      eras: [
        { name: 'First Age', shortName: 'FA', startYear: 0 },
        { name: 'Second Age', shortName: 'SA', startYear: 1022 },
      ],
    });
    const from = aged.toSeconds(date(1021, 1, 1));
    const months = calendarTicks(aged, from, from + aged.secondsInYear, 12);
    expect(months.filter((tick) => tick.major).map((tick) => tick.majorLabel)).toEqual([
      '1021 FA',
      '1022 SA',
    ]);
    const days = calendarTicks(aged, from, from + 20 * secondsPerDay, 20);
    expect(days[0]).toMatchObject({ label: '1', majorLabel: 'January 1021 FA' });
    const years = calendarTicks(aged, aged.startSeconds, aged.endSeconds, 10);
    expect(years.filter((tick) => tick.major).map((tick) => tick.majorLabel)).toEqual(['0 FA']);
    expect(tickContextLabel(aged, aged.toSeconds(date(1022, 3, 4, 5)), 'hour')).toBe(
      '4 Mar 1022 SA',
    );
  });

  it('counts years by round steps over the whole range', () => {
    const ticks = calendarTicks(earth, earth.startSeconds, earth.endSeconds, 10);
    expect(ticks.map((tick) => tick.label)).toEqual([
      '0',
      '500',
      '1000',
      '1500',
      '2000',
      '2500',
      '3000',
    ]);
    expect(ticks.filter((tick) => tick.major).map((tick) => tick.label)).toEqual(['0']);
  });

  it('ticks days from each month’s first, with no stub just before the next month', () => {
    const from = earth.toSeconds(date(1021, 1, 1));
    const ticks = calendarTicks(earth, from, earth.toSeconds(date(1021, 3, 1)), 12);
    expect(ticks.map((tick) => tick.label)).toEqual([
      '1',
      '6',
      '11',
      '16',
      '21',
      '26',
      '1',
      '6',
      '11',
      '16',
      '21',
      '26',
      '1',
    ]);
    // Step 10: January's 31st would stand one day before 1 February, so it is left out.
    const tens = calendarTicks(earth, from, earth.toSeconds(date(1021, 3, 1)), 6);
    expect(tens.map((tick) => tick.label)).toEqual(['1', '11', '21', '1', '11', '21', '1']);

    expect(ticks.filter((tick) => tick.major).map((tick) => tick.majorLabel)).toEqual([
      'January 1021',
      'February 1021',
      'March 1021',
    ]);
  });

  it('labels minutes and seconds with the time', () => {
    const from = earth.toSeconds(date(5, 2, 3, 14, 0));
    expect(calendarTicks(earth, from, from + 3_600, 4).map((tick) => tick.label)).toEqual([
      '14:00',
      '14:15',
      '14:30',
      '14:45',
      '15:00',
    ]);
    const seconds = calendarTicks(earth, from + 60 * 5 - 10, from + 60 * 5 + 20, 6);
    expect(seconds.map((tick) => tick.label)).toEqual([
      '14:04:50',
      '14:04:55',
      '14:05:00',
      '14:05:05',
      '14:05:10',
      '14:05:15',
      '14:05:20',
    ]);
    expect(seconds[2]).toMatchObject({ major: true, majorLabel: '3 Feb 5, 14:05' });
  });

  it('never ticks finer than the calendar’s dates', () => {
    const dayCalendar = createCalendar({
      ...defaultCalendarConfig(),
      dateParts: ['year', 'month', 'day'],
    });
    const from = dayCalendar.toSeconds(date(10, 1, 1));
    const ticks = calendarTicks(dayCalendar, from, from + 2 * secondsPerDay, 40);
    expect(ticks.map((tick) => [tick.unit, tick.label])).toEqual([
      ['day', '1'],
      ['day', '2'],
      ['day', '3'],
    ]);
    const yearCalendar = createCalendar({ ...defaultCalendarConfig(), dateParts: ['year'] });
    expect(
      calendarTicks(yearCalendar, from, from + 2 * yearCalendar.secondsInYear, 40).map(
        (tick) => tick.label,
      ),
    ).toEqual(['10', '11', '12']);
  });

  it('stays within the budget where many short months sit beside a long one', () => {
    const config: CalendarConfig = {
      version: calendarConfigVersion,
      startYear: 0,
      endYear: 10,
      months: [
        ...Array.from({ length: 50 }, (_, index) => ({
          name: `Short ${index}`,
          shortName: `S${index}`,
          days: 1,
        })),
        { name: 'Long', shortName: 'L', days: 1_000 },
      ],
      dateParts: [...datePartNames],
    };
    const uneven = createCalendar(config);
    const ticks = calendarTicks(uneven, 0, 50 * secondsPerDay, 10);
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.length).toBeLessThanOrEqual(12);
  });

  it('gives nothing for an empty or reversed view and ignores seconds before year 0', () => {
    expect(calendarTicks(earth, 100, 50, 10)).toEqual([]);
    expect(calendarTicks(earth, 0, 100, 0)).toEqual([]);
    expect(calendarTicks(earth, -5 * secondsPerDay, -secondsPerDay, 10)).toEqual([]);
    expect(calendarTicks(earth, -secondsPerDay, secondsPerDay / 2, 4)[0]).toMatchObject({
      seconds: 0,
      label: '00:00',
    });
  });
});

describe('tickUnitFor', () => {
  it('picks the finest step that keeps ticks apart', () => {
    expect(tickUnitFor(earth, 0.01, 50)).toEqual({ unit: 'second', step: 1 });
    expect(tickUnitFor(earth, 1, 50)).toEqual({ unit: 'minute', step: 1 });
    expect(tickUnitFor(earth, 60, 80)).toEqual({ unit: 'hour', step: 2 });
    expect(tickUnitFor(earth, 3_600, 80)).toEqual({ unit: 'day', step: 5 });
    expect(tickUnitFor(earth, secondsPerDay, 80)).toEqual({ unit: 'month', step: 3 });
    expect(tickUnitFor(earth, earth.secondsInYear, 80)).toEqual({ unit: 'year', step: 100 });
    expect(tickUnitFor(earth, Number.MAX_SAFE_INTEGER, 80)).toEqual({
      unit: 'year',
      step: 50_000_000,
    });
  });

  it('never goes finer than the calendar’s dates', () => {
    const monthCalendar = createCalendar({
      ...defaultCalendarConfig(),
      dateParts: ['year', 'month'],
    });
    expect(tickUnitFor(monthCalendar, 0.01, 50)).toEqual({ unit: 'month', step: 1 });
  });

  it('agrees with the spacing it promises', () => {
    fc.assert(
      fc.property(
        onAnyCalendar(() => fc.double({ min: 0.001, max: 1e13, noNaN: true }), createCalendar),
        fc.integer({ min: 1, max: 200 }),
        ([calendar, secondsPerPixel], minPixels) => {
          const { unit, step } = tickUnitFor(calendar, secondsPerPixel, minPixels);
          expect(partIndex(unit)).toBeLessThanOrEqual(partIndex(calendar.finestPart));
          expect(Number.isInteger(step) && step >= 1).toBe(true);
        },
      ),
    );
  });
});

describe('tickContextLabel', () => {
  it('names the larger unit around a second', () => {
    const seconds = earth.toSeconds(date(1021, 3, 5, 14, 5, 9));
    const labels = datePartNames.map((unit) => tickContextLabel(earth, seconds, unit));
    expect(labels).toEqual([
      '',
      '1021',
      'March 1021',
      '5 Mar 1021',
      '5 Mar 1021, 14:00',
      '5 Mar 1021, 14:05',
    ]);
  });
});
