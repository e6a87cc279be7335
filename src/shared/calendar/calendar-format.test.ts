import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datePartNames, defaultCalendarConfig } from './calendar-config';
import type { CalendarConfig, DatePartName, DateParts } from './calendar-config';
import {
  eraOfYear,
  formatDate,
  formatDuration,
  formatUnitCount,
  formatYear,
} from './calendar-format';
import { createCalendar, secondsPerDay } from './calendar-math';

/** A world calendar with its own month names, dates down to its first `partCount` parts. */
function frostCalendar(partCount: number = datePartNames.length) {
  const config: CalendarConfig = {
    ...defaultCalendarConfig(),
    months: [
      { name: 'Thaw', shortName: 'Tha', days: 30 },
      { name: 'Frost', shortName: 'Fro', days: 45 },
    ],
    dateParts: datePartNames.slice(0, partCount),
  };
  return createCalendar(config);
}

const frostDate: DateParts = { year: 1021, month: 2, day: 12, hour: 14, minute: 5, second: 9 };
const earth = createCalendar(defaultCalendarConfig());
const hour = 3_600;

describe('formatDate (SPEC §9)', () => {
  it('writes the short and long formats with the calendar’s month names', () => {
    const calendar = frostCalendar();
    expect(formatDate(calendar, frostDate, 'short')).toBe('12 Fro 1021');
    expect(formatDate(calendar, frostDate, 'long')).toBe('12 Frost 1021, 14:05:09');
    expect(formatDate(calendar, { ...frostDate, hour: 3, minute: 0, second: 0 }, 'long')).toBe(
      '12 Frost 1021, 03:00:00',
    );
    expect(
      formatDate(earth, { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 }, 'short'),
    ).toBe('1 Jan 0');
  });

  it('stops at the calendar’s finest date part', () => {
    const expected: [number, string, string][] = [
      [1, '1021', '1021'],
      [2, 'Fro 1021', 'Frost 1021'],
      [3, '12 Fro 1021', '12 Frost 1021'],
      [4, '12 Fro 1021', '12 Frost 1021, 14:00'],
      [5, '12 Fro 1021', '12 Frost 1021, 14:05'],
      [6, '12 Fro 1021', '12 Frost 1021, 14:05:09'],
    ];
    for (const [partCount, short, long] of expected) {
      const calendar = frostCalendar(partCount);
      expect(formatDate(calendar, frostDate, 'short')).toBe(short);
      expect(formatDate(calendar, frostDate, 'long')).toBe(long);
    }
  });

  it('prints a month the calendar lacks as its number instead of failing', () => {
    expect(formatDate(frostCalendar(), { ...frostDate, month: 7 }, 'short')).toBe('12 7 1021');
  });

  it('never fails and always names the year for any date of the range', () => {
    const calendar = frostCalendar();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: calendar.endSeconds - 1 }), (seconds) => {
        const parts = calendar.fromSeconds(seconds);
        expect(formatDate(calendar, parts, 'short').endsWith(` ${parts.year}`)).toBe(true);
        expect(formatDate(calendar, parts, 'long')).toMatch(
          /^\d+ (Thaw|Frost) \d+, \d\d:\d\d:\d\d$/,
        );
      }),
    );
  });
});

describe('eras in dates', () => {
  const eras = [
    { name: 'First Age', shortName: 'FA', startYear: 0 },
    { name: 'Second Age', shortName: 'SA', startYear: 1200 },
  ];
  const aged = (partCount: number = datePartNames.length) =>
    createCalendar({ ...frostCalendar(partCount).config, eras });
  const thaw5 = (year: number): DateParts => ({
    year,
    month: 1,
    day: 5,
    hour: 14,
    minute: 5,
    second: 9,
  });

  it('adds the era’s abbreviation to the short form and its name to the long one', () => {
    expect(formatDate(aged(), thaw5(1200), 'short')).toBe('5 Tha 1200 SA');
    expect(formatDate(aged(3), thaw5(1200), 'long')).toBe('5 Thaw 1200, Second Age');
    expect(formatDate(aged(), thaw5(1200), 'long')).toBe('5 Thaw 1200, Second Age, 14:05:09');
    expect(formatDate(aged(1), thaw5(7), 'long')).toBe('7, First Age');
    expect(formatDate(aged(2), thaw5(1199), 'short')).toBe('Tha 1199 FA');
  });

  it('keeps the full month and the time but abbreviates the era in the medium form', () => {
    expect(formatDate(aged(), thaw5(1200), 'medium')).toBe('5 Thaw 1200 SA, 14:05:09');
    expect(formatDate(aged(3), thaw5(1200), 'medium')).toBe('5 Thaw 1200 SA');
    expect(formatDate(aged(1), thaw5(7), 'medium')).toBe('7 FA');
    expect(formatDate(frostCalendar(), thaw5(1200), 'medium')).toBe('5 Thaw 1200, 14:05:09');
  });

  it('keeps counting years from year 0 across eras', () => {
    expect(formatYear(aged(), 1199, 'short')).toBe('1199 FA');
    expect(formatYear(aged(), 1200, 'short')).toBe('1200 SA');
    expect(formatYear(aged(), 2500, 'short')).toBe('2500 SA');
  });

  it('names the era a year is in, or none without eras or before the first', () => {
    expect(eraOfYear({ eras }, 0)?.name).toBe('First Age');
    expect(eraOfYear({ eras }, 1199)?.name).toBe('First Age');
    expect(eraOfYear({ eras }, 1200)?.name).toBe('Second Age');
    expect(eraOfYear({}, 1200)).toBeNull();
    expect(eraOfYear({ eras: [{ ...eras[1]! }] }, 10)).toBeNull();
    expect(formatDate(frostCalendar(), thaw5(1200), 'short')).toBe('5 Tha 1200');
  });
});

describe('formatUnitCount', () => {
  it('uses the Russian plural forms (SPEC §9)', () => {
    const years = [1, 2, 5, 11, 21, 22, 25, 111].map((count) =>
      formatUnitCount(count, 'year', 'ru'),
    );
    expect(years).toEqual([
      '1 год',
      '2 года',
      '5 лет',
      '11 лет',
      '21 год',
      '22 года',
      '25 лет',
      '111 лет',
    ]);
    const samples: [DatePartName, string[]][] = [
      [
        'month',
        [
          '1 месяц',
          '2 месяца',
          '5 месяцев',
          '11 месяцев',
          '21 месяц',
          '22 месяца',
          '25 месяцев',
          '111 месяцев',
        ],
      ],
      ['day', ['1 день', '2 дня', '5 дней', '11 дней', '21 день', '22 дня', '25 дней', '111 дней']],
      [
        'hour',
        ['1 час', '2 часа', '5 часов', '11 часов', '21 час', '22 часа', '25 часов', '111 часов'],
      ],
      [
        'minute',
        [
          '1 минута',
          '2 минуты',
          '5 минут',
          '11 минут',
          '21 минута',
          '22 минуты',
          '25 минут',
          '111 минут',
        ],
      ],
      [
        'second',
        [
          '1 секунда',
          '2 секунды',
          '5 секунд',
          '11 секунд',
          '21 секунда',
          '22 секунды',
          '25 секунд',
          '111 секунд',
        ],
      ],
    ];
    for (const [unit, words] of samples) {
      const counts = [1, 2, 5, 11, 21, 22, 25, 111];
      expect(counts.map((count) => formatUnitCount(count, unit, 'ru'))).toEqual(words);
    }
  });

  it('uses one and other in English', () => {
    expect(formatUnitCount(1, 'year', 'en')).toBe('1 year');
    expect(formatUnitCount(21, 'year', 'en')).toBe('21 years');
    expect(formatUnitCount(0, 'month', 'en')).toBe('0 months');
    expect(formatUnitCount(1_000_000, 'year', 'en')).toBe('1,000,000 years');
  });
});

describe('formatDuration', () => {
  it('writes the largest units first, two by default', () => {
    const span = 2 * earth.secondsInYear + 3 * secondsPerDay;
    expect(formatDuration(span, earth, 'en')).toBe('2 years 3 days');
    expect(formatDuration(span, earth, 'ru')).toBe('2 года 3 дня');
    expect(formatDuration(earth.secondsInYear, earth, 'ru')).toBe('1 год');
    expect(formatDuration(5 * earth.secondsInYear, earth, 'ru')).toBe('5 лет');
    expect(formatDuration(21 * secondsPerDay, earth, 'ru')).toBe('21 день');
    expect(formatDuration(22 * 60, earth, 'ru')).toBe('22 минуты');
    expect(formatDuration(11, earth, 'ru')).toBe('11 секунд');
    expect(formatDuration(1, earth, 'en')).toBe('1 second');
  });

  it('reads zero as 0 seconds', () => {
    expect(formatDuration(0, earth, 'en')).toBe('0 seconds');
    expect(formatDuration(0, earth, 'ru')).toBe('0 секунд');
    expect(formatDuration(0.7, earth, 'en')).toBe('0 seconds');
  });

  it('keeps consecutive units from the largest one and drops the rest', () => {
    const span = earth.secondsInYear + 5 * hour + 7;
    expect(formatDuration(span, earth, 'en')).toBe('1 year');
    expect(formatDuration(span, earth, 'en', 3)).toBe('1 year 5 hours');
    expect(formatDuration(span, earth, 'en', 5)).toBe('1 year 5 hours 7 seconds');
    expect(formatDuration(span, earth, 'en', 1)).toBe('1 year');
    expect(formatDuration(-(secondsPerDay + hour), earth, 'en')).toBe('-1 day 1 hour');
  });

  it('skips months and units finer than the calendar’s dates', () => {
    expect(formatDuration(40 * secondsPerDay, earth, 'en')).toBe('40 days');
    const dayCalendar = frostCalendar(3);
    expect(formatDuration(75 * secondsPerDay + 5 * hour, dayCalendar, 'en')).toBe('1 year');
    expect(formatDuration(74 * secondsPerDay + 5 * hour, dayCalendar, 'en')).toBe('74 days');
    expect(formatDuration(5 * hour, dayCalendar, 'ru')).toBe('0 дней');
  });

  it('adds back up to the span it describes when given every part', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: earth.endSeconds }), (seconds) => {
        const text = formatDuration(seconds, earth, 'en', 5);
        const sizes: Record<string, number> = {
          year: earth.secondsInYear,
          day: secondsPerDay,
          hour,
          minute: 60,
          second: 1,
        };
        let total = 0;
        for (const [, count, unit] of text
          .replaceAll(',', '')
          .matchAll(/(\d+) (year|day|hour|minute|second)s?/g)) {
          total += Number(count) * sizes[unit!]!;
        }
        expect(total).toBe(seconds);
      }),
    );
  });
});
