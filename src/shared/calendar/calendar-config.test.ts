import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarConfigArbitrary, largestCalendarConfig } from './calendar-arbitraries';
import {
  calendarConfigSchema,
  calendarLimits,
  dateParts,
  defaultCalendarConfig,
  migrateCalendarConfig,
} from './calendar-config';
import { secondsPerDay } from './calendar-math';

/** The message keys a value gets, each with the path of the field it belongs to. */
function issuesOf(
  schema: {
    safeParse(value: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) {
  return (schema.safeParse(value).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);
}

function withChanges(changes: Record<string, unknown>): unknown {
  return { ...defaultCalendarConfig(), ...changes };
}

describe('calendarConfigSchema', () => {
  it('accepts the default calendar and every calendar within the limits', () => {
    expect(calendarConfigSchema.parse(defaultCalendarConfig())).toEqual(defaultCalendarConfig());
    expect(calendarConfigSchema.safeParse(largestCalendarConfig()).success).toBe(true);
    fc.assert(
      fc.property(calendarConfigArbitrary, (config) => {
        expect(calendarConfigSchema.safeParse(config).success).toBe(true);
      }),
    );
  });

  it('needs no extra refine: the largest calendar it allows still counts its seconds exactly', () => {
    const largestSeconds =
      (calendarLimits.maxYear + 1) *
      calendarLimits.maxMonths *
      calendarLimits.maxDaysInMonth *
      secondsPerDay;
    expect(largestSeconds).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  });

  it('refuses bad years with the SPEC §5 messages', () => {
    expect(issuesOf(calendarConfigSchema, withChanges({ startYear: -1 }))).toEqual([
      ['startYear', 'VALIDATION.NOT_NEGATIVE'],
    ]);
    expect(issuesOf(calendarConfigSchema, withChanges({ startYear: 0, endYear: 0 }))).toEqual([
      // The field's own message first; the cross-field rule holds too and says so.
      ['endYear', 'VALIDATION.MORE_THAN_ZERO'],
      ['endYear', 'VALIDATION.END_YEAR_AFTER_START'],
    ]);
    expect(
      issuesOf(calendarConfigSchema, withChanges({ endYear: calendarLimits.maxYear + 1 })),
    ).toEqual([['endYear', 'VALIDATION.YEAR_MAX']]);
    expect(issuesOf(calendarConfigSchema, withChanges({ startYear: 1.5 }))).toEqual([
      ['startYear', 'VALIDATION.WHOLE_NUMBER'],
    ]);
    expect(issuesOf(calendarConfigSchema, withChanges({ startYear: '5' }))).toEqual([
      ['startYear', 'VALIDATION.NUMBER_REQUIRED'],
    ]);
    expect(issuesOf(calendarConfigSchema, withChanges({ startYear: 100, endYear: 100 }))).toEqual([
      ['endYear', 'VALIDATION.END_YEAR_AFTER_START'],
    ]);
  });

  it('refuses bad months', () => {
    const month = { name: 'Frost', shortName: 'Fro', days: 30 };
    expect(issuesOf(calendarConfigSchema, withChanges({ months: [] }))).toEqual([
      ['months', 'VALIDATION.MONTHS_REQUIRED'],
    ]);
    expect(
      issuesOf(
        calendarConfigSchema,
        withChanges({
          months: Array.from({ length: 101 }, (_, index) => ({ ...month, name: `M${index}` })),
        }),
      ),
    ).toEqual([['months', 'VALIDATION.MONTHS_MAX']]);
    expect(
      issuesOf(calendarConfigSchema, withChanges({ months: [{ ...month, days: 0 }] })),
    ).toEqual([['months.0.days', 'VALIDATION.MORE_THAN_ZERO']]);
    expect(
      issuesOf(calendarConfigSchema, withChanges({ months: [{ ...month, days: 1_001 }] })),
    ).toEqual([['months.0.days', 'VALIDATION.DAYS_IN_MONTH_MAX']]);
    expect(
      issuesOf(calendarConfigSchema, withChanges({ months: [{ ...month, name: '  ' }] })),
    ).toEqual([['months.0.name', 'VALIDATION.NAME_REQUIRED']]);
    expect(
      issuesOf(
        calendarConfigSchema,
        withChanges({ months: [{ ...month, shortName: 'x'.repeat(11) }] }),
      ),
    ).toEqual([['months.0.shortName', 'VALIDATION.MONTH_SHORT_NAME_TOO_LONG']]);
    expect(
      issuesOf(
        calendarConfigSchema,
        withChanges({ months: [month, { ...month, name: ' frost ' }] }),
      ),
    ).toEqual([['months', 'VALIDATION.MONTH_NAME_TAKEN']]);
  });

  it('refuses date parts that skip a part or do not start with the year', () => {
    expect(issuesOf(calendarConfigSchema, withChanges({ dateParts: ['year', 'day'] }))).toEqual([
      ['dateParts', 'VALIDATION.DATE_PARTS_ORDER'],
    ]);
    expect(issuesOf(calendarConfigSchema, withChanges({ dateParts: ['month'] }))).toEqual([
      ['dateParts', 'VALIDATION.DATE_PARTS_ORDER'],
    ]);
    expect(issuesOf(calendarConfigSchema, withChanges({ dateParts: [] }))).toEqual([
      ['dateParts', 'VALIDATION.INVALID_VALUE'],
    ]);
    expect(issuesOf(calendarConfigSchema, withChanges({ dateParts: ['year', 'week'] }))).toEqual([
      ['dateParts.1', 'VALIDATION.INVALID_VALUE'],
    ]);
  });

  it('accepts eras from the calendar start, in order, and a calendar stored without any', () => {
    const eras = [
      { name: 'First Age', shortName: 'FA', startYear: 0 },
      { name: 'Second Age', shortName: 'SA', startYear: 1200 },
    ];
    expect(calendarConfigSchema.parse(withChanges({ eras })).eras).toEqual(eras);
    expect(calendarConfigSchema.parse(withChanges({ eras: [] })).eras).toEqual([]);
    expect('eras' in calendarConfigSchema.parse(defaultCalendarConfig())).toBe(false);
  });

  it('refuses eras without names, out of order, outside the years or with the same name', () => {
    const first = { name: 'First Age', shortName: 'FA', startYear: 0 };
    const era = (changes: Record<string, unknown>) => ({
      ...first,
      name: 'Second Age',
      shortName: 'SA',
      startYear: 1200,
      ...changes,
    });
    expect(
      issuesOf(
        calendarConfigSchema,
        withChanges({ eras: [first, era({ name: ' ', shortName: '' })] }),
      ),
    ).toEqual([
      ['eras.1.name', 'VALIDATION.NAME_REQUIRED'],
      ['eras.1.shortName', 'VALIDATION.SHORT_NAME_REQUIRED'],
    ]);
    expect(
      issuesOf(
        calendarConfigSchema,
        withChanges({ eras: [first, era({ shortName: 'x'.repeat(11) })] }),
      ),
    ).toEqual([['eras.1.shortName', 'VALIDATION.ERA_SHORT_NAME_TOO_LONG']]);
    expect(
      issuesOf(calendarConfigSchema, withChanges({ eras: [{ ...first, startYear: 5 }] })),
    ).toEqual([['eras.0.startYear', 'VALIDATION.FIRST_ERA_AT_START']]);
    expect(
      issuesOf(calendarConfigSchema, withChanges({ eras: [first, era({ startYear: 0 })] })),
    ).toEqual([['eras.1.startYear', 'VALIDATION.ERA_START_ORDER']]);
    expect(
      issuesOf(
        calendarConfigSchema,
        withChanges({ eras: [first, era({}), era({ name: 'Third', startYear: 1100 })] }),
      ),
    ).toEqual([['eras.2.startYear', 'VALIDATION.ERA_START_ORDER']]);
    expect(
      issuesOf(calendarConfigSchema, withChanges({ eras: [first, era({ startYear: 3001 })] })),
    ).toEqual([['eras.1.startYear', 'VALIDATION.ERA_START_OUT_OF_RANGE']]);
    expect(
      issuesOf(calendarConfigSchema, withChanges({ eras: [first, era({ name: ' first age ' })] })),
    ).toEqual([['eras', 'VALIDATION.ERA_NAME_TAKEN']]);
  });

  it('refuses unknown fields and other versions', () => {
    expect(calendarConfigSchema.safeParse(withChanges({ leapYears: true })).success).toBe(false);
    expect(calendarConfigSchema.safeParse(withChanges({ version: 2 })).success).toBe(false);
  });
});

describe('migrateCalendarConfig', () => {
  it('reads a stored version 1 calendar and refuses a broken one', () => {
    expect(migrateCalendarConfig(JSON.parse(JSON.stringify(defaultCalendarConfig())))).toEqual(
      defaultCalendarConfig(),
    );
    expect(() => migrateCalendarConfig({ version: 1 })).toThrow();
  });
});

describe('dateParts schema', () => {
  const noon = { year: 10, month: 1, day: 1, hour: 12, minute: 0, second: 0 };

  it('accepts a date and refuses each part out of its range with its message', () => {
    expect(dateParts.safeParse(noon).success).toBe(true);
    const cases: [Record<string, number>, string, string][] = [
      [{ year: -1 }, 'year', 'VALIDATION.NOT_NEGATIVE'],
      [{ month: 0 }, 'month', 'VALIDATION.MORE_THAN_ZERO'],
      [{ day: 0 }, 'day', 'VALIDATION.MORE_THAN_ZERO'],
      [{ hour: 24 }, 'hour', 'VALIDATION.HOURS_MAX'],
      [{ minute: 60 }, 'minute', 'VALIDATION.MINUTES_MAX'],
      [{ second: 60 }, 'second', 'VALIDATION.SECONDS_MAX'],
      [{ second: -1 }, 'second', 'VALIDATION.NOT_NEGATIVE'],
      [{ day: 2.5 }, 'day', 'VALIDATION.WHOLE_NUMBER'],
    ];
    for (const [change, path, key] of cases)
      expect(issuesOf(dateParts, { ...noon, ...change })).toEqual([[path, key]]);
  });
});
