import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  largestCalendarConfig,
  onAnyCalendar,
  secondsArbitrary,
  validDateArbitrary,
} from './calendar-arbitraries';
import { compareDateParts, datePartNames, defaultCalendarConfig } from './calendar-config';
import type { DatePartName, DateParts } from './calendar-config';
import { createCalendar, fixedUnitSeconds, secondsPerDay } from './calendar-math';
import type { Calendar } from './calendar-math';

const anyValidDate = onAnyCalendar(validDateArbitrary, createCalendar);
const anyTwoValidDates = onAnyCalendar(
  (calendar) => fc.tuple(validDateArbitrary(calendar), validDateArbitrary(calendar)),
  createCalendar,
);
const anySecond = onAnyCalendar(secondsArbitrary, createCalendar);
const anyUnit = fc.constantFrom<DatePartName>(...datePartNames);

const earth = createCalendar(defaultCalendarConfig());

/** A calendar of 13 uneven months, as the e2e proof uses. */
const thirteenMonths = createCalendar({
  ...defaultCalendarConfig(),
  startYear: 1000,
  endYear: 1100,
  months: [5, 31, 30, 1, 28, 31, 30, 31, 31, 30, 31, 30, 40].map((days, index) => ({
    name: `Month ${index + 1}`,
    shortName: `M${index + 1}`,
    days,
  })),
});

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

/** The parts of a date from the unit's own part down (the parts floorTo resets), at their first value. */
function isOnBoundary(parts: DateParts, unit: DatePartName): boolean {
  const finer = datePartNames.slice(datePartNames.indexOf(unit) + 1);
  return finer.every((part) => parts[part] === (part === 'month' || part === 'day' ? 1 : 0));
}

describe('createCalendar', () => {
  it('measures the year of the default calendar', () => {
    expect(earth.daysInYear).toBe(365);
    expect(earth.secondsInYear).toBe(365 * secondsPerDay);
    expect(earth.startSeconds).toBe(0);
    expect(earth.endSeconds).toBe(3001 * 365 * secondsPerDay);
    expect(earth.monthCount).toBe(12);
    expect(earth.finestPart).toBe('second');
    expect(earth.daysInMonth(2)).toBe(28);
    expect(earth.daysInMonth(0)).toBe(0);
    expect(earth.daysInMonth(13)).toBe(0);
    expect(earth.daysInMonth(1.5)).toBe(0);
  });

  it('places known dates on the axis', () => {
    expect(earth.toSeconds(date(0, 1, 1))).toBe(0);
    expect(earth.toSeconds(date(0, 1, 2))).toBe(secondsPerDay);
    expect(earth.toSeconds(date(0, 3, 1))).toBe((31 + 28) * secondsPerDay);
    expect(earth.toSeconds(date(1, 1, 1, 1, 1, 1))).toBe(365 * secondsPerDay + 3661);
    expect(thirteenMonths.daysInYear).toBe(349);
    expect(thirteenMonths.toSeconds(date(1000, 5, 1))).toBe(
      (1000 * 349 + 5 + 31 + 30 + 1) * secondsPerDay,
    );
    expect(thirteenMonths.fromSeconds(thirteenMonths.startSeconds - 1)).toEqual(
      date(999, 13, 40, 23, 59, 59),
    );
  });
});

describe('toSeconds and fromSeconds', () => {
  it('round-trips any valid date of any valid calendar', () => {
    fc.assert(
      fc.property(anyValidDate, ([calendar, parts]) => {
        const seconds = calendar.toSeconds(parts);
        expect(Number.isSafeInteger(seconds)).toBe(true);
        expect(seconds).toBeGreaterThanOrEqual(calendar.startSeconds);
        expect(seconds).toBeLessThan(calendar.endSeconds);
        expect(calendar.fromSeconds(seconds)).toEqual(parts);
      }),
      { numRuns: 2_000 },
    );
  });

  it('round-trips any second of the range, and the date it gives is valid', () => {
    fc.assert(
      fc.property(anySecond, ([calendar, seconds]) => {
        const parts = calendar.fromSeconds(seconds);
        expect(calendar.isValid(parts)).toBe(true);
        expect(calendar.toSeconds(parts)).toBe(seconds);
      }),
      { numRuns: 2_000 },
    );
  });

  it('preserves order: earlier dates get fewer seconds', () => {
    fc.assert(
      fc.property(anyTwoValidDates, ([calendar, [a, b]]) => {
        expect(Math.sign(calendar.toSeconds(a) - calendar.toSeconds(b))).toBe(
          Math.sign(compareDateParts(a, b)),
        );
      }),
      { numRuns: 2_000 },
    );
  });

  it('stays exact at the ends of the longest range the schema allows', () => {
    const largest = createCalendar(largestCalendarConfig());
    expect(Number.isSafeInteger(largest.endSeconds)).toBe(true);
    expect(largest.endSeconds).toBe(1_000_001 * 100 * 1_000 * secondsPerDay);
    const last = date(1_000_000, 100, 1_000, 23, 59, 59);
    expect(largest.toSeconds(last)).toBe(largest.endSeconds - 1);
    expect(largest.fromSeconds(largest.endSeconds - 1)).toEqual(last);
    expect(largest.fromSeconds(largest.endSeconds)).toEqual(date(1_000_001, 1, 1));
    // The seconds around every year boundary near the end stay on the right side of it.
    for (let year = 999_990; year <= 1_000_000; year++) {
      const yearStart = year * largest.secondsInYear;
      expect(largest.fromSeconds(yearStart)).toEqual(date(year, 1, 1));
      expect(largest.fromSeconds(yearStart - 1)).toEqual(date(year - 1, 100, 1_000, 23, 59, 59));
    }
  });

  it('floors fractional seconds and refuses seconds before year 0', () => {
    expect(earth.fromSeconds(59.999)).toEqual(date(0, 1, 1, 0, 0, 59));
    expect(() => earth.fromSeconds(-1)).toThrow(RangeError);
    expect(() => earth.fromSeconds(Number.NaN)).toThrow(RangeError);
    expect(() => earth.fromSeconds(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('maps seconds beyond endYear to later years', () => {
    expect(earth.fromSeconds(earth.endSeconds)).toEqual(date(3001, 1, 1));
    expect(earth.toSeconds(date(3001, 1, 1))).toBe(earth.endSeconds);
  });

  it('refuses dates that cannot be placed', () => {
    for (const bad of [
      date(-1, 1, 1),
      date(1.5, 1, 1),
      date(1, 0, 1),
      date(1, 13, 1),
      date(1, 2, 29),
      date(1, 2, 0),
      date(1, 1, 1, 24),
      date(1, 1, 1, -1),
      date(1, 1, 1, 0, 60),
      date(1, 1, 1, 0, 0, 60),
      date(1, 1, 1, 0, 0, 0.5),
    ]) {
      expect(() => earth.toSeconds(bad), JSON.stringify(bad)).toThrow(RangeError);
    }
  });
});

describe('validate', () => {
  /** For each part, a wrong value and the message it gets, given a valid date on `calendar`. */
  function corruptions(calendar: Calendar, parts: DateParts): [DatePartName, number, string][] {
    const { startYear, endYear } = calendar.config;
    const yearOutside = startYear > 0 ? startYear - 1 : endYear + 1;
    return [
      ['year', yearOutside, 'VALIDATION.DATE_YEAR_OUT_OF_RANGE'],
      ['year', -1, 'VALIDATION.NOT_NEGATIVE'],
      ['year', parts.year + 0.5, 'VALIDATION.WHOLE_NUMBER'],
      ['month', 0, 'VALIDATION.DATE_MONTH_OUT_OF_RANGE'],
      ['month', calendar.monthCount + 1, 'VALIDATION.DATE_MONTH_OUT_OF_RANGE'],
      ['day', 0, 'VALIDATION.DATE_DAY_OUT_OF_RANGE'],
      ['day', calendar.daysInMonth(parts.month) + 1, 'VALIDATION.DATE_DAY_OUT_OF_RANGE'],
      ['hour', 24, 'VALIDATION.HOURS_MAX'],
      ['hour', -1, 'VALIDATION.NOT_NEGATIVE'],
      ['minute', 60, 'VALIDATION.MINUTES_MAX'],
      ['minute', -3, 'VALIDATION.NOT_NEGATIVE'],
      ['second', 60, 'VALIDATION.SECONDS_MAX'],
      ['second', Number.NaN, 'VALIDATION.WHOLE_NUMBER'],
    ];
  }

  it('passes every valid date and flags exactly the part that is wrong', () => {
    fc.assert(
      fc.property(anyValidDate, ([calendar, parts]) => {
        expect(calendar.validate(parts)).toEqual([]);
        expect(calendar.isValid(parts)).toBe(true);
        for (const [part, value, messageKey] of corruptions(calendar, parts)) {
          const wrong = { ...parts, [part]: value };
          expect(calendar.validate(wrong)).toEqual([{ part, messageKey }]);
          expect(calendar.isValid(wrong)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('flags every wrong part at once, the day against the longest month when the month is wrong', () => {
    expect(earth.validate(date(5000, 13, 31, 24, 60, 60))).toEqual([
      { part: 'year', messageKey: 'VALIDATION.DATE_YEAR_OUT_OF_RANGE' },
      { part: 'month', messageKey: 'VALIDATION.DATE_MONTH_OUT_OF_RANGE' },
      { part: 'hour', messageKey: 'VALIDATION.HOURS_MAX' },
      { part: 'minute', messageKey: 'VALIDATION.MINUTES_MAX' },
      { part: 'second', messageKey: 'VALIDATION.SECONDS_MAX' },
    ]);
    expect(earth.validate(date(1, 13, 32))).toEqual([
      { part: 'month', messageKey: 'VALIDATION.DATE_MONTH_OUT_OF_RANGE' },
      { part: 'day', messageKey: 'VALIDATION.DATE_DAY_OUT_OF_RANGE' },
    ]);
  });

  it('agrees with toSeconds: a valid date can always be placed', () => {
    fc.assert(
      fc.property(
        onAnyCalendar(
          () =>
            fc.record({
              year: fc.integer({ min: -2, max: 1_000_002 }),
              month: fc.integer({ min: -1, max: 102 }),
              day: fc.integer({ min: -1, max: 1_002 }),
              hour: fc.integer({ min: -1, max: 25 }),
              minute: fc.integer({ min: -1, max: 61 }),
              second: fc.integer({ min: -1, max: 61 }),
            }),
          createCalendar,
        ),
        ([calendar, parts]) => {
          if (calendar.isValid(parts))
            expect(calendar.fromSeconds(calendar.toSeconds(parts))).toEqual(parts);
          const clamped = calendar.clamp(parts);
          expect(calendar.isValid(clamped)).toBe(true);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('clamp', () => {
  it('keeps a valid date as it is', () => {
    fc.assert(
      fc.property(anyValidDate, ([calendar, parts]) => {
        expect(calendar.clamp(parts)).toEqual(parts);
      }),
    );
  });

  it('brings each part to its nearest allowed value', () => {
    expect(earth.clamp(date(9999, 2, 31, 30, -4, 61))).toEqual(date(3000, 2, 28, 23, 0, 59));
    expect(earth.clamp(date(Number.NaN, 0, 0, 1.4, 1.6, 0))).toEqual(date(0, 1, 1, 1, 2, 0));
    expect(thirteenMonths.clamp(date(5, 4, 17))).toEqual(date(1000, 4, 1));
  });
});

describe('floorTo', () => {
  it('gives the first second of the enclosing unit', () => {
    fc.assert(
      fc.property(anySecond, anyUnit, ([calendar, seconds], unit) => {
        const floored = calendar.floorTo(seconds, unit);
        expect(floored).toBeLessThanOrEqual(seconds);
        const flooredParts = calendar.fromSeconds(floored);
        expect(isOnBoundary(flooredParts, unit)).toBe(true);
        // Same unit: every coarser part (and the unit itself) unchanged.
        const original = calendar.fromSeconds(seconds);
        const kept = datePartNames.slice(0, datePartNames.indexOf(unit) + 1);
        for (const part of kept) expect(flooredParts[part]).toBe(original[part]);
        expect(calendar.floorTo(floored, unit)).toBe(floored);
      }),
      { numRuns: 2_000 },
    );
  });

  it('floors fractional and negative seconds too', () => {
    expect(earth.floorTo(86_399.9, 'day')).toBe(0);
    expect(earth.floorTo(-1, 'day')).toBe(-secondsPerDay);
    expect(earth.floorTo(-1, 'year')).toBe(-earth.secondsInYear);
    expect(earth.floorTo(-1, 'month')).toBe(-31 * secondsPerDay);
    expect(thirteenMonths.floorTo(thirteenMonths.toSeconds(date(1050, 13, 40, 23)), 'month')).toBe(
      thirteenMonths.toSeconds(date(1050, 13, 1)),
    );
  });
});

describe('add', () => {
  const anyDateAndAmount = fc.tuple(anyValidDate, fc.integer({ min: -1_000, max: 1_000 }));

  it('moves by fixed units exactly on the axis', () => {
    fc.assert(
      fc.property(
        anyDateAndAmount,
        fc.constantFrom('day', 'hour', 'minute', 'second' as const),
        ([[calendar, parts], n], unit) => {
          const target = calendar.toSeconds(parts) + n * fixedUnitSeconds[unit];
          if (target < 0) expect(() => calendar.add(parts, n, unit)).toThrow(RangeError);
          else expect(calendar.toSeconds(calendar.add(parts, n, unit))).toBe(target);
        },
      ),
    );
  });

  it('moves by months and years keeping the day, clamped to the month', () => {
    fc.assert(
      fc.property(
        anyDateAndAmount,
        fc.constantFrom('year', 'month' as const),
        ([[calendar, parts], n], unit) => {
          const monthsMoved = unit === 'year' ? n * calendar.monthCount : n;
          const monthIndex = parts.year * calendar.monthCount + parts.month - 1 + monthsMoved;
          if (monthIndex < 0) {
            expect(() => calendar.add(parts, n, unit)).toThrow(RangeError);
            return;
          }
          const moved = calendar.add(parts, n, unit);
          expect(moved.year * calendar.monthCount + moved.month - 1).toBe(monthIndex);
          expect(moved.day).toBe(Math.min(parts.day, calendar.daysInMonth(moved.month)));
          expect([moved.hour, moved.minute, moved.second]).toEqual([
            parts.hour,
            parts.minute,
            parts.second,
          ]);
          // Every year has the same months, so a whole number of years comes back exactly.
          if (unit === 'year' && moved.year + -n >= 0)
            expect(calendar.add(moved, -n, 'year')).toEqual(parts);
        },
      ),
    );
  });

  it('handles the uneven months of a 13-month calendar', () => {
    expect(thirteenMonths.add(date(1000, 2, 31), 1, 'month')).toEqual(date(1000, 3, 30));
    expect(thirteenMonths.add(date(1000, 2, 31), 2, 'month')).toEqual(date(1000, 4, 1));
    expect(thirteenMonths.add(date(1000, 13, 40), 1, 'month')).toEqual(date(1001, 1, 5));
    expect(thirteenMonths.add(date(1000, 1, 1), -1, 'month')).toEqual(date(999, 13, 1));
    expect(thirteenMonths.add(date(1000, 13, 40, 23, 59, 59), 1, 'second')).toEqual(
      date(1001, 1, 1),
    );
    expect(() => thirteenMonths.add(date(1000, 1, 1), 0.5, 'day')).toThrow(RangeError);
  });
});
