import type { CalendarConfig, DatePartName, DateParts } from './calendar-config';

/**
 * Exact arithmetic on a world's calendar (issue 5 item 2).
 *
 * Every date maps to an absolute second counted from year 0, month 1, day 1,
 * 00:00:00. Every year of a calendar has the same months, so a year is a fixed
 * number of seconds and the mapping is plain integer arithmetic: years times
 * the year's length, plus a prefix sum of the month lengths, plus the day and
 * the time. No floats that could drift, no `Date`. calendarLimits keeps the
 * largest absolute second (1,000,001 years of 100 months of 1,000 days, about
 * 8.64e15) below Number.MAX_SAFE_INTEGER (about 9.007e15), so every value here
 * is an exact integer.
 */

export const secondsPerDay = 86_400;

/** Seconds in one of each unit whose length never varies. */
export const fixedUnitSeconds = {
  day: secondsPerDay,
  hour: 3_600,
  minute: 60,
  second: 1,
} as const satisfies Partial<Record<DatePartName, number>>;

export interface DateIssue {
  part: DatePartName;
  /** A `VALIDATION.*` key of src/shared/i18n/messages.*.ts. */
  messageKey: string;
}

export interface Calendar {
  readonly config: CalendarConfig;
  readonly daysInYear: number;
  readonly secondsInYear: number;
  /** Absolute seconds of the first second of startYear (absolute seconds count from year 0, month 1, day 1, 00:00:00). */
  readonly startSeconds: number;
  /** Absolute seconds just after the last second of endYear (exclusive end of the calendar's range). */
  readonly endSeconds: number;
  /** Number of months in a year. */
  readonly monthCount: number;
  /** The finest part dates on this calendar show: the last of config.dateParts. */
  readonly finestPart: DatePartName;
  /** 1-based; 0 for a month that does not exist. */
  daysInMonth(month: number): number;
  /**
   * Exact integer seconds of a date. Throws RangeError when the date cannot be
   * placed on the axis: a part that is not a whole number, a negative part, a
   * month or day this calendar lacks, an hour above 23, a minute or second
   * above 59. A year outside [startYear, endYear] is still placed (the axis
   * runs from year 0 and past the end, like fromSeconds); call validate() to
   * refuse it.
   */
  toSeconds(date: DateParts): number;
  /** Floors a fractional second; any number ≥ 0 maps to a date (years beyond endYear allowed). Throws RangeError below 0, for NaN and beyond the safe integers. */
  fromSeconds(seconds: number): DateParts;
  /**
   * [] when the date exists on this calendar and within [startYear, endYear];
   * else one issue per wrong part. Parts finer than config.dateParts are not
   * judged beyond their own range (a day-only calendar keeps them at 0, and a
   * calendar made coarser later still keeps its events' times).
   */
  validate(date: DateParts): DateIssue[];
  isValid(date: DateParts): boolean;
  /** Nearest valid date: each part rounded to a whole number and brought into its range (day to the month's length, year into [startYear, endYear]). */
  clamp(date: DateParts): DateParts;
  /** Start of the enclosing unit: floorTo(s,'month') = first second of that month. Works for any finite number. */
  floorTo(seconds: number, unit: DatePartName): number;
  /**
   * Adds n (a whole number, may be negative) units. Year and month steps keep
   * the day, clamped to the target month's length; finer units move the
   * absolute second. Throws RangeError when the result would fall before year
   * 0 or the date cannot be placed (see toSeconds).
   */
  add(date: DateParts, n: number, unit: DatePartName): DateParts;
}

export function createCalendar(config: CalendarConfig): Calendar {
  const monthCount = config.months.length;
  /** monthStartDay[i] = day of the year (0-based) on which month i (0-based) starts; [monthCount] = days in the year. */
  const monthStartDay = new Int32Array(monthCount + 1);
  for (let index = 0; index < monthCount; index++) {
    monthStartDay[index + 1] = monthStartDay[index]! + config.months[index]!.days;
  }
  const daysInYear = monthStartDay[monthCount]!;
  const secondsInYear = daysInYear * secondsPerDay;
  /** monthOfDay[d] = month (0-based) of day d of the year: a table (≤ 100,000 bytes) makes fromSeconds O(1). */
  const monthOfDay = new Uint8Array(daysInYear);
  for (let index = 0; index < monthCount; index++) {
    monthOfDay.fill(index, monthStartDay[index]!, monthStartDay[index + 1]!);
  }
  const longestMonth = Math.max(...config.months.map((month) => month.days));
  const finestPart = config.dateParts[config.dateParts.length - 1] ?? 'year';

  function daysInMonth(month: number): number {
    return Number.isInteger(month) && month >= 1 && month <= monthCount
      ? config.months[month - 1]!.days
      : 0;
  }

  function toSeconds(date: DateParts): number {
    const { year, month, day, hour, minute, second } = date;
    const monthDays = daysInMonth(month);
    if (
      !Number.isInteger(year) ||
      year < 0 ||
      monthDays === 0 ||
      !Number.isInteger(day) ||
      day < 1 ||
      day > monthDays ||
      !inRange(hour, 23) ||
      !inRange(minute, 59) ||
      !inRange(second, 59)
    ) {
      throw new RangeError(`Not a date on this calendar: ${describe(date)}`);
    }
    const seconds =
      year * secondsInYear +
      (monthStartDay[month - 1]! + day - 1) * secondsPerDay +
      hour * 3_600 +
      minute * 60 +
      second;
    if (!Number.isSafeInteger(seconds))
      throw new RangeError(`Year too far for exact seconds: ${describe(date)}`);
    return seconds;
  }

  function fromSeconds(seconds: number): DateParts {
    if (!(seconds >= 0) || seconds > Number.MAX_SAFE_INTEGER) {
      throw new RangeError(`No date at ${seconds} seconds`);
    }
    const whole = Math.floor(seconds);
    // The float division can only be off by one for values near a year's
    // end; the remainder check puts it right, keeping the result exact.
    let year = Math.floor(whole / secondsInYear);
    let rest = whole - year * secondsInYear;
    if (rest < 0) {
      year -= 1;
      rest += secondsInYear;
    } else if (rest >= secondsInYear) {
      year += 1;
      rest -= secondsInYear;
    }
    const dayOfYear = Math.floor(rest / secondsPerDay);
    const secondOfDay = rest - dayOfYear * secondsPerDay;
    const monthIndex = monthOfDay[dayOfYear]!;
    const hour = Math.floor(secondOfDay / 3_600);
    const minute = Math.floor((secondOfDay - hour * 3_600) / 60);
    return {
      year,
      month: monthIndex + 1,
      day: dayOfYear - monthStartDay[monthIndex]! + 1,
      hour,
      minute,
      second: secondOfDay - hour * 3_600 - minute * 60,
    };
  }

  function validate(date: DateParts): DateIssue[] {
    const issues: DateIssue[] = [];
    const { year, month, day } = date;
    if (!Number.isInteger(year))
      issues.push({ part: 'year', messageKey: 'VALIDATION.WHOLE_NUMBER' });
    else if (year < 0) issues.push({ part: 'year', messageKey: 'VALIDATION.NOT_NEGATIVE' });
    else if (year < config.startYear || year > config.endYear) {
      issues.push({ part: 'year', messageKey: 'VALIDATION.DATE_YEAR_OUT_OF_RANGE' });
    }
    const monthDays = daysInMonth(month);
    if (!Number.isInteger(month))
      issues.push({ part: 'month', messageKey: 'VALIDATION.WHOLE_NUMBER' });
    else if (monthDays === 0)
      issues.push({ part: 'month', messageKey: 'VALIDATION.DATE_MONTH_OUT_OF_RANGE' });
    // With no such month, the day is judged against the longest month, so
    // only the month is flagged when the day would fit some month.
    const dayLimit = monthDays || longestMonth;
    if (!Number.isInteger(day)) issues.push({ part: 'day', messageKey: 'VALIDATION.WHOLE_NUMBER' });
    else if (day < 1 || day > dayLimit)
      issues.push({ part: 'day', messageKey: 'VALIDATION.DATE_DAY_OUT_OF_RANGE' });
    timeIssue(issues, 'hour', date.hour, 23, 'VALIDATION.HOURS_MAX');
    timeIssue(issues, 'minute', date.minute, 59, 'VALIDATION.MINUTES_MAX');
    timeIssue(issues, 'second', date.second, 59, 'VALIDATION.SECONDS_MAX');
    return issues;
  }

  function isValid(date: DateParts): boolean {
    return validate(date).length === 0;
  }

  function clamp(date: DateParts): DateParts {
    const year = clampNumber(date.year, config.startYear, config.endYear);
    const month = clampNumber(date.month, 1, monthCount);
    return {
      year,
      month,
      day: clampNumber(date.day, 1, daysInMonth(month)),
      hour: clampNumber(date.hour, 0, 23),
      minute: clampNumber(date.minute, 0, 59),
      second: clampNumber(date.second, 0, 59),
    };
  }

  function floorTo(seconds: number, unit: DatePartName): number {
    if (!Number.isFinite(seconds)) throw new RangeError(`No date at ${seconds} seconds`);
    const whole = Math.floor(seconds);
    if (unit === 'year' || unit === 'month') {
      const year = Math.floor(whole / secondsInYear);
      let yearStart = year * secondsInYear;
      // Same off-by-one guard as fromSeconds.
      if (yearStart > whole) yearStart -= secondsInYear;
      else if (whole - yearStart >= secondsInYear) yearStart += secondsInYear;
      if (unit === 'year') return yearStart;
      const dayOfYear = Math.floor((whole - yearStart) / secondsPerDay);
      return yearStart + monthStartDay[monthOfDay[dayOfYear]!]! * secondsPerDay;
    }
    const size = fixedUnitSeconds[unit];
    return whole - (((whole % size) + size) % size);
  }

  function add(date: DateParts, n: number, unit: DatePartName): DateParts {
    if (!Number.isInteger(n)) throw new RangeError(`Cannot add ${n} ${unit}s: not a whole number`);
    if (unit === 'year' || unit === 'month') {
      const monthsSinceZero =
        date.year * monthCount + (date.month - 1) + (unit === 'year' ? n * monthCount : n);
      if (monthsSinceZero < 0) throw new RangeError(`Adding ${n} ${unit}s goes before year 0`);
      const year = Math.floor(monthsSinceZero / monthCount);
      const month = monthsSinceZero - year * monthCount + 1;
      const moved = { ...date, year, month, day: Math.min(date.day, daysInMonth(month)) };
      toSeconds(moved); // throws for a date that cannot be placed, like the finer units do
      return moved;
    }
    return fromSeconds(toSeconds(date) + n * fixedUnitSeconds[unit]);
  }

  return {
    config,
    daysInYear,
    secondsInYear,
    startSeconds: config.startYear * secondsInYear,
    endSeconds: (config.endYear + 1) * secondsInYear,
    monthCount,
    finestPart,
    daysInMonth,
    toSeconds,
    fromSeconds,
    validate,
    isValid,
    clamp,
    floorTo,
    add,
  };
}

function inRange(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= max;
}

function timeIssue(
  issues: DateIssue[],
  part: DatePartName,
  value: number,
  max: number,
  maxKey: string,
): void {
  if (!Number.isInteger(value)) issues.push({ part, messageKey: 'VALIDATION.WHOLE_NUMBER' });
  else if (value < 0) issues.push({ part, messageKey: 'VALIDATION.NOT_NEGATIVE' });
  else if (value > max) issues.push({ part, messageKey: maxKey });
}

/** Rounds to a whole number inside [min, max]; NaN becomes min. */
function clampNumber(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

function describe(date: DateParts): string {
  return `${date.year}-${date.month}-${date.day} ${date.hour}:${date.minute}:${date.second}`;
}
