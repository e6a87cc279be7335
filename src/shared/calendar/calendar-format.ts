import { datePartNames } from './calendar-config';
import type { CalendarConfig, CalendarEra, DatePartName, DateParts } from './calendar-config';
import { fixedUnitSeconds } from './calendar-math';
import type { Calendar } from './calendar-math';

/**
 * Dates and durations on a world's calendar as people read them (SPEC §9).
 * Month names come from the world's config, so a date reads the same in
 * either interface language; durations need the language for their words and
 * Russian plurals.
 */

export type CalendarLanguage = 'en' | 'ru';
/**
 * 'medium' is the long date with the era's abbreviation ("12 Frost 1021 SA,
 * 14:05:09"): for a table cell, where an era's full name would push the time
 * out of sight.
 */
export type DateStyle = 'short' | 'medium' | 'long';

/**
 * SPEC §9 date formats, down to the calendar's finest date part:
 * short "12 Fro 1021" (day, month short name, year); long "12 Frost 1021,
 * 14:05:09" (the month's full name, then the time). A calendar that stops at
 * the month prints "Fro 1021" / "Frost 1021", at the year "1021"; at the hour
 * the long time reads "14:00", at the minute "14:05". Parts finer than the
 * calendar shows are left out even when set. A month the calendar lacks
 * prints as its number rather than failing, so a view never breaks on a
 * stale date. On a calendar with eras the year carries its era (see
 * formatYear): "12 Fro 1021 SA", "12 Frost 1021, Second Age, 14:05:09".
 */
export function formatDate(calendar: Calendar, date: DateParts, style: DateStyle): string {
  const finest = partIndex(calendar.finestPart);
  const year = formatYear(calendar, date.year, style);
  if (finest < partIndex('month')) return year;
  const monthAndYear = `${monthName(calendar, date.month, style)} ${year}`;
  if (finest < partIndex('day')) return monthAndYear;
  const day = `${date.day} ${monthAndYear}`;
  if (style === 'short' || finest < partIndex('hour')) return day;
  return `${day}, ${formatTime(date, calendar.finestPart)}`;
}

/**
 * A year with the era it falls in: short "1021 SA" (the era's abbreviation),
 * long "1021, Second Age" (its name, set off by a comma because era names are
 * the world's own words and take no article or case ending in either
 * interface language). The bare year on a calendar without eras.
 */
export function formatYear(calendar: Calendar, year: number, style: DateStyle): string {
  const era = eraOfYear(calendar.config, year);
  if (!era) return String(year);
  return style === 'long' ? `${year}, ${era.name}` : `${year} ${era.shortName}`;
}

/**
 * The era a year falls in: the last one starting at or before it. Null on a
 * calendar without eras, and for a year before the first (a stale date).
 */
export function eraOfYear(config: Pick<CalendarConfig, 'eras'>, year: number): CalendarEra | null {
  const eras = config.eras ?? [];
  let found: CalendarEra | null = null;
  for (const era of eras) {
    if (era.startYear > year) break;
    found = era;
  }
  return found;
}

/** "14:05:09", cut after the given part; an hour alone reads "14:00". */
export function formatTime(date: DateParts, finest: DatePartName): string {
  const time = [twoDigits(date.hour), twoDigits(finest === 'hour' ? 0 : date.minute)];
  if (finest === 'second') time.push(twoDigits(date.second));
  return time.join(':');
}

/** The month's short name (short style) or full name (medium and long); its number when the calendar has no such month. */
export function monthName(calendar: Calendar, month: number, style: DateStyle): string {
  const entry = calendar.config.months[month - 1];
  if (!entry) return String(month);
  return style === 'short' ? entry.shortName : entry.name;
}

/** The units a duration is written in, largest first. */
const durationUnits = ['year', 'day', 'hour', 'minute', 'second'] as const;
type DurationUnit = (typeof durationUnits)[number];

/**
 * A span of seconds in words, largest unit first: "2 years 3 days",
 * "2 года 3 дня". At most `maxParts` consecutive units from the largest one
 * present, the rest dropped (not rounded), so "1 year 0 days 5 hours" reads
 * "1 year" with two parts.
 *
 * Months are left out: the months of a world's calendar differ in length, so
 * "1 month" would be a different span depending on where it starts, while a
 * year and a day are always the same number of seconds. Units finer than the
 * calendar's dates (hours on a calendar that stops at the day) are left out
 * too. Zero reads "0 seconds" (or "0 days" on a day calendar). A negative
 * span gets a leading minus; a fractional second is floored.
 */
export function formatDuration(
  seconds: number,
  calendar: Calendar,
  language: CalendarLanguage,
  maxParts = 2,
): string {
  if (!Number.isFinite(seconds)) throw new RangeError(`Not a duration: ${seconds}`);
  const finest = Math.max(partIndex(calendar.finestPart), partIndex('day'));
  const units = durationUnits.filter((unit) => partIndex(unit) <= finest);
  const sizes = units.map((unit) =>
    unit === 'year' ? calendar.secondsInYear : fixedUnitSeconds[unit],
  );
  let rest = Math.floor(Math.abs(seconds));
  const counts = sizes.map((size) => {
    const count = Math.floor(rest / size);
    rest -= count * size;
    return count;
  });
  const first = counts.findIndex((count) => count > 0);
  const sign = seconds <= -1 ? '-' : '';
  if (first === -1) return formatUnitCount(0, units[units.length - 1]!, language);
  const words: string[] = [];
  for (let index = first; index < Math.min(counts.length, first + Math.max(1, maxParts)); index++) {
    const count = counts[index]!;
    if (count > 0) words.push(formatUnitCount(count, units[index]!, language));
  }
  return sign + words.join(' ');
}

/** "1 year", "5 лет", "22 минуты": a whole count of one unit with its plural form (SPEC §9 Russian plurals). */
export function formatUnitCount(
  count: number,
  unit: DatePartName | DurationUnit,
  language: CalendarLanguage,
): string {
  const forms = unitWords[language][unit];
  const category = pluralRules[language].select(count);
  const word =
    language === 'en' ? (category === 'one' ? forms[0] : forms[1]) : russianForm(forms, category);
  return `${numberFormats[language].format(count)} ${word}`;
}

/** en: [one, other]; ru: [one, few, many] (1 год, 2 года, 5 лет). */
const unitWords: Record<CalendarLanguage, Record<DatePartName, readonly string[]>> = {
  en: {
    year: ['year', 'years'],
    month: ['month', 'months'],
    day: ['day', 'days'],
    hour: ['hour', 'hours'],
    minute: ['minute', 'minutes'],
    second: ['second', 'seconds'],
  },
  ru: {
    year: ['год', 'года', 'лет'],
    month: ['месяц', 'месяца', 'месяцев'],
    day: ['день', 'дня', 'дней'],
    hour: ['час', 'часа', 'часов'],
    minute: ['минута', 'минуты', 'минут'],
    second: ['секунда', 'секунды', 'секунд'],
  },
};

const pluralRules: Record<CalendarLanguage, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  ru: new Intl.PluralRules('ru'),
};

const numberFormats: Record<CalendarLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en', { maximumFractionDigits: 0 }),
  ru: new Intl.NumberFormat('ru', { maximumFractionDigits: 0 }),
};

/** Russian whole numbers are one, few or many; 'other' only covers fractions, which read like 'few' ("1,5 года"). */
function russianForm(forms: readonly string[], category: Intl.LDMLPluralRule): string {
  if (category === 'one') return forms[0]!;
  if (category === 'many') return forms[2]!;
  return forms[1]!;
}

function partIndex(part: DatePartName): number {
  return datePartNames.indexOf(part);
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
