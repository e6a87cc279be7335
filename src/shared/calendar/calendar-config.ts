import * as z from 'zod/mini';
import { defaultLanguage, type Language } from '../i18n/languages';

/**
 * A world's own calendar (SPEC §3 Timeline config), stored as versioned JSON
 * (STYLE.md): `version` names the shape, and `migrateCalendarConfig` lifts any
 * older stored shape to the current one.
 *
 * Days always have 24 hours of 60 minutes of 60 seconds (SPEC §5: "Maximum 23
 * hours", "Maximum 59 minutes"); years are made of the configured months.
 * A world chooses how fine its dates are with `dateParts`: always starting
 * with the year, e.g. ['year', 'month', 'day'] for a chronicle that never
 * needs hours.
 */
export const datePartNames = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
export type DatePartName = (typeof datePartNames)[number];

export const calendarConfigVersion = 1;

/** Limits that keep every absolute second of every valid calendar an exact integer. */
export const calendarLimits = {
  maxYear: 1_000_000,
  maxMonths: 100,
  maxDaysInMonth: 1_000,
  maxMonthNameLength: 50,
  maxMonthShortNameLength: 10,
  maxEras: 50,
  maxEraNameLength: 50,
  maxEraShortNameLength: 10,
} as const;

const intField = z
  .number({ error: 'VALIDATION.NUMBER_REQUIRED' })
  .check(z.int({ error: 'VALIDATION.WHOLE_NUMBER' }));

export const calendarMonth = z.strictObject({
  name: z
    .string({ error: 'VALIDATION.NAME_REQUIRED' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'VALIDATION.NAME_REQUIRED' }),
      z.maxLength(calendarLimits.maxMonthNameLength, { error: 'VALIDATION.MONTH_NAME_TOO_LONG' }),
    ),
  shortName: z.string({ error: 'VALIDATION.SHORT_NAME_REQUIRED' }).check(
    z.trim(),
    z.minLength(1, { error: 'VALIDATION.SHORT_NAME_REQUIRED' }),
    z.maxLength(calendarLimits.maxMonthShortNameLength, {
      error: 'VALIDATION.MONTH_SHORT_NAME_TOO_LONG',
    }),
  ),
  days: intField.check(
    z.minimum(1, { error: 'VALIDATION.MORE_THAN_ZERO' }),
    z.maximum(calendarLimits.maxDaysInMonth, { error: 'VALIDATION.DAYS_IN_MONTH_MAX' }),
  ),
});
export type CalendarMonth = z.infer<typeof calendarMonth>;

/**
 * A named age of the world's history. It starts on the first day of its start
 * year and runs until the next era starts; the first era starts with the
 * calendar. Years keep counting from the calendar's year 0 across eras (the
 * era only names them), so moving an era's start never moves an event.
 */
export const calendarEra = z.strictObject({
  name: z
    .string({ error: 'VALIDATION.NAME_REQUIRED' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'VALIDATION.NAME_REQUIRED' }),
      z.maxLength(calendarLimits.maxEraNameLength, { error: 'VALIDATION.ERA_NAME_TOO_LONG' }),
    ),
  shortName: z.string({ error: 'VALIDATION.SHORT_NAME_REQUIRED' }).check(
    z.trim(),
    z.minLength(1, { error: 'VALIDATION.SHORT_NAME_REQUIRED' }),
    z.maxLength(calendarLimits.maxEraShortNameLength, {
      error: 'VALIDATION.ERA_SHORT_NAME_TOO_LONG',
    }),
  ),
  startYear: intField.check(
    z.minimum(0, { error: 'VALIDATION.NOT_NEGATIVE' }),
    z.maximum(calendarLimits.maxYear, { error: 'VALIDATION.YEAR_MAX' }),
  ),
});
export type CalendarEra = z.infer<typeof calendarEra>;

const datePartsField = z.array(z.enum(datePartNames, { error: 'VALIDATION.INVALID_VALUE' })).check(
  z.minLength(1, { error: 'VALIDATION.INVALID_VALUE' }),
  z.refine(
    (parts: readonly string[]) => parts.every((part, index) => part === datePartNames[index]),
    {
      error: 'VALIDATION.DATE_PARTS_ORDER',
    },
  ),
);

/** The calendar as an owner edits it and the server stores it. */
export const calendarConfigSchema = z
  .strictObject({
    version: z.literal(calendarConfigVersion),
    startYear: intField.check(
      z.minimum(0, { error: 'VALIDATION.NOT_NEGATIVE' }),
      z.maximum(calendarLimits.maxYear, { error: 'VALIDATION.YEAR_MAX' }),
    ),
    endYear: intField.check(
      z.minimum(1, { error: 'VALIDATION.MORE_THAN_ZERO' }),
      z.maximum(calendarLimits.maxYear, { error: 'VALIDATION.YEAR_MAX' }),
    ),
    months: z
      .array(calendarMonth)
      .check(
        z.minLength(1, { error: 'VALIDATION.MONTHS_REQUIRED' }),
        z.maxLength(calendarLimits.maxMonths, { error: 'VALIDATION.MONTHS_MAX' }),
      ),
    dateParts: datePartsField,
    /** Optional: a calendar stored before eras existed has none, and so may any other. */
    eras: z.optional(
      z
        .array(calendarEra)
        .check(z.maxLength(calendarLimits.maxEras, { error: 'VALIDATION.ERAS_MAX' })),
    ),
  })
  .check(
    z.refine((config) => config.endYear > config.startYear, {
      error: 'VALIDATION.END_YEAR_AFTER_START',
      path: ['endYear'],
    }),
    z.refine((config) => uniqueNames(config.months.map((month) => month.name)), {
      error: 'VALIDATION.MONTH_NAME_TAKEN',
      path: ['months'],
    }),
    z.superRefine((config, context) => {
      const eras = config.eras ?? [];
      eras.forEach((era, index) => {
        const issue = (message: string) =>
          context.addIssue({
            code: 'custom',
            message,
            path: ['eras', index, 'startYear'],
            input: era.startYear,
          });
        if (index === 0) {
          if (era.startYear !== config.startYear) issue('VALIDATION.FIRST_ERA_AT_START');
        } else if (era.startYear <= eras[index - 1]!.startYear) issue('VALIDATION.ERA_START_ORDER');
        else if (era.startYear > config.endYear) issue('VALIDATION.ERA_START_OUT_OF_RANGE');
      });
      if (!uniqueNames(eras.map((era) => era.name))) {
        context.addIssue({
          code: 'custom',
          message: 'VALIDATION.ERA_NAME_TAKEN',
          path: ['eras'],
          input: eras,
        });
      }
    }),
  );
export type CalendarConfig = z.infer<typeof calendarConfigSchema>;

function uniqueNames(names: readonly string[]): boolean {
  return new Set(names.map((name) => name.trim().toLowerCase())).size === names.length;
}

/**
 * A date on a world's calendar. Month and day count from 1, like the dates
 * people write; hour, minute and second from 0. Every part is always present:
 * a calendar whose `dateParts` stop at the day keeps 0 in the finer ones.
 */
export const dateParts = z.strictObject({
  year: intField.check(z.minimum(0, { error: 'VALIDATION.NOT_NEGATIVE' })),
  month: intField.check(z.minimum(1, { error: 'VALIDATION.MORE_THAN_ZERO' })),
  day: intField.check(z.minimum(1, { error: 'VALIDATION.MORE_THAN_ZERO' })),
  hour: intField.check(
    z.minimum(0, { error: 'VALIDATION.NOT_NEGATIVE' }),
    z.maximum(23, { error: 'VALIDATION.HOURS_MAX' }),
  ),
  minute: intField.check(
    z.minimum(0, { error: 'VALIDATION.NOT_NEGATIVE' }),
    z.maximum(59, { error: 'VALIDATION.MINUTES_MAX' }),
  ),
  second: intField.check(
    z.minimum(0, { error: 'VALIDATION.NOT_NEGATIVE' }),
    z.maximum(59, { error: 'VALIDATION.SECONDS_MAX' }),
  ),
});
export type DateParts = z.infer<typeof dateParts>;

/** Order of two dates by their parts alone; needs no calendar. Negative when a is earlier. */
export function compareDateParts(a: DateParts, b: DateParts): number {
  return (
    a.year - b.year ||
    a.month - b.month ||
    a.day - b.day ||
    a.hour - b.hour ||
    a.minute - b.minute ||
    a.second - b.second
  );
}

/** Twelve Earth-like months (name, short name, days) in each interface language. */
const earthMonths: Record<Language, [string, string, number][]> = {
  en: [
    ['January', 'Jan', 31],
    ['February', 'Feb', 28],
    ['March', 'Mar', 31],
    ['April', 'Apr', 30],
    ['May', 'May', 31],
    ['June', 'Jun', 30],
    ['July', 'Jul', 31],
    ['August', 'Aug', 31],
    ['September', 'Sep', 30],
    ['October', 'Oct', 31],
    ['November', 'Nov', 30],
    ['December', 'Dec', 31],
  ],
  ru: [
    ['Январь', 'Янв', 31],
    ['Февраль', 'Фев', 28],
    ['Март', 'Мар', 31],
    ['Апрель', 'Апр', 30],
    ['Май', 'Май', 31],
    ['Июнь', 'Июн', 30],
    ['Июль', 'Июл', 31],
    ['Август', 'Авг', 31],
    ['Сентябрь', 'Сен', 30],
    ['Октябрь', 'Окт', 31],
    ['Ноябрь', 'Ноя', 30],
    ['Декабрь', 'Дек', 31],
  ],
};

/**
 * The calendar a new world starts with: twelve Earth-like months, dates to the
 * second, named in the creator's language (the names are the world's data from
 * then on, edited like any other).
 */
export function defaultCalendarConfig(language: Language = defaultLanguage): CalendarConfig {
  return {
    version: calendarConfigVersion,
    startYear: 0,
    endYear: 3000,
    months: earthMonths[language].map(([name, shortName, days]) => ({ name, shortName, days })),
    dateParts: [...datePartNames],
  };
}

/**
 * Lifts a stored calendar of any version to the current shape. Version 1 is
 * the first; a later shape adds its step here and keeps the old ones.
 */
export function migrateCalendarConfig(stored: unknown): CalendarConfig {
  return calendarConfigSchema.parse(stored);
}
