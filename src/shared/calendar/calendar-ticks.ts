import { datePartNames } from './calendar-config';
import type { DatePartName, DateParts } from './calendar-config';
import { formatDate, formatTime, formatYear, monthName } from './calendar-format';
import { fixedUnitSeconds, secondsPerDay } from './calendar-math';
import type { Calendar } from './calendar-math';

/**
 * Axis ticks of the zoomable timeline on a world's calendar. Called on every
 * frame of a pan or zoom, so it only walks the ticks inside [from, to] and
 * never more than a few past maxTicks.
 */

export interface CalendarTick {
  seconds: number;
  unit: DatePartName;
  /** The tick's own value: "1021", "Fro", "12", "14:00", "14:05", "14:05:09". */
  label: string;
  /** On a boundary of the next larger unit (a month start among day ticks, a year start among month ticks, a multiple of ten steps among year ticks). */
  major: boolean;
  /**
   * On a major tick below years: the larger unit that starts here ("Frost 1021"
   * among day ticks), for the view's second label row. On a major year tick of
   * a calendar with eras: the year with its era ("1100 SA").
   */
  majorLabel?: string;
}

export interface TickStep {
  unit: DatePartName;
  step: number;
}

/** Ticks between from and to (absolute seconds, inclusive), at most maxTicks + 2, on calendar boundaries of one unit and step. */
export function calendarTicks(
  calendar: Calendar,
  from: number,
  to: number,
  maxTicks: number,
): CalendarTick[] {
  const start = Math.max(0, Math.ceil(from));
  const end = Math.min(Number.MAX_SAFE_INTEGER, Math.floor(to));
  if (!(end >= start) || !(maxTicks >= 1)) return [];
  const steps = tickSteps(calendar);
  const limit = Math.floor(maxTicks) + 2;
  let index = stepIndexFor(steps, (end - start) / maxTicks);
  // Uneven months can put more ticks in a stretch than their average length
  // promises; the next coarser step then takes over.
  for (; index < steps.length; index++) {
    const ticks = ticksOf(calendar, steps[index]!.step, steps[index]!.unit, start, end, limit);
    if (ticks) return ticks;
  }
  return [];
}

/** The finest unit and step whose ticks stand at least minPixelsBetweenTicks apart (on average for months) at this zoom. */
export function tickUnitFor(
  calendar: Calendar,
  secondsPerPixel: number,
  minPixelsBetweenTicks: number,
): TickStep {
  const steps = tickSteps(calendar);
  const { unit, step } = steps[stepIndexFor(steps, secondsPerPixel * minPixelsBetweenTicks)]!;
  return { unit, step };
}

/**
 * What the larger unit around a second is called at this tick unit: the
 * second label row's text at the left edge of the view, and majorLabel of a
 * major tick. Empty for years, which have no larger unit.
 */
export function tickContextLabel(calendar: Calendar, seconds: number, unit: DatePartName): string {
  const date = calendar.fromSeconds(seconds);
  switch (unit) {
    case 'year':
      return '';
    case 'month':
      return formatYear(calendar, date.year, 'short');
    case 'day':
      return `${monthName(calendar, date.month, 'long')} ${formatYear(calendar, date.year, 'short')}`;
    case 'hour':
      return formatDate(calendar, { ...date, hour: 0, minute: 0, second: 0 }, 'short');
    case 'minute':
      return `${formatDate(calendar, date, 'short')}, ${formatTime(date, 'hour')}`;
    case 'second':
      return `${formatDate(calendar, date, 'short')}, ${formatTime(date, 'minute')}`;
  }
}

interface StepCandidate extends TickStep {
  /** Typical seconds between two ticks; months use their average length. */
  nominal: number;
}

const fixedSteps = {
  second: [1, 5, 15, 30],
  minute: [1, 5, 15, 30],
  hour: [1, 2, 3, 6, 12],
} as const;
const daySteps = [1, 2, 5, 10, 20, 50, 100, 200, 500];
const monthSteps = [1, 2, 3, 6, 10, 20, 50];

const stepsByCalendar = new WeakMap<Calendar, StepCandidate[]>();

/**
 * The steps this calendar can tick at, finest first: none finer than its
 * finest date part; day steps up to half an average month and month steps up
 * to half a year, beyond which the larger unit reads better; years by 1, 2, 5
 * times powers of ten.
 */
function tickSteps(calendar: Calendar): StepCandidate[] {
  const cached = stepsByCalendar.get(calendar);
  if (cached) return cached;
  const finest = datePartNames.indexOf(calendar.finestPart);
  const shows = (unit: DatePartName) => datePartNames.indexOf(unit) <= finest;
  const averageMonth = calendar.secondsInYear / calendar.monthCount;
  const steps: StepCandidate[] = [];
  for (const unit of ['second', 'minute', 'hour'] as const) {
    if (!shows(unit)) continue;
    for (const step of fixedSteps[unit])
      steps.push({ unit, step, nominal: step * fixedUnitSeconds[unit] });
  }
  if (shows('day')) {
    for (const step of daySteps) {
      if (step * secondsPerDay * 2 <= averageMonth)
        steps.push({ unit: 'day', step, nominal: step * secondsPerDay });
    }
  }
  if (shows('month')) {
    for (const step of monthSteps) {
      if (step * 2 <= calendar.monthCount)
        steps.push({ unit: 'month', step, nominal: step * averageMonth });
    }
  }
  // Up to well past the longest range (1,000,001 years), so any view fits.
  for (let power = 1; power <= 10_000_000; power *= 10) {
    for (const factor of [1, 2, 5]) {
      steps.push({
        unit: 'year',
        step: factor * power,
        nominal: factor * power * calendar.secondsInYear,
      });
    }
  }
  // A day can outlast a month (100 one-day months): keep the list ordered by length.
  steps.sort((a, b) => a.nominal - b.nominal);
  stepsByCalendar.set(calendar, steps);
  return steps;
}

function stepIndexFor(steps: readonly StepCandidate[], minSeconds: number): number {
  if (!(minSeconds > 0)) return 0;
  const index = steps.findIndex((candidate) => candidate.nominal >= minSeconds);
  return index === -1 ? steps.length - 1 : index;
}

/** The ticks of one step in [start, end], or null when there would be more than limit. */
function ticksOf(
  calendar: Calendar,
  step: number,
  unit: DatePartName,
  start: number,
  end: number,
  limit: number,
): CalendarTick[] | null {
  const ticks: CalendarTick[] = [];
  const push = (seconds: number, label: string, major: boolean): boolean => {
    const tick: CalendarTick = { seconds, unit, label, major };
    if (major && unit !== 'year') tick.majorLabel = tickContextLabel(calendar, seconds, unit);
    else if (major && calendar.config.eras?.length)
      tick.majorLabel = formatYear(calendar, Number(label), 'short');
    ticks.push(tick);
    return ticks.length <= limit;
  };
  const within = walkers[unit](calendar, step, start, end, push);
  return within ? ticks : null;
}

type Push = (seconds: number, label: string, major: boolean) => boolean;
type Walker = (calendar: Calendar, step: number, start: number, end: number, push: Push) => boolean;

/** Each walker calls push for every tick in [start, end] in order, and returns false as soon as push does. */
const walkers: Record<DatePartName, Walker> = {
  year(calendar, step, start, end, push) {
    const firstYear =
      Math.ceil(Math.floor(calendar.floorTo(start, 'year') / calendar.secondsInYear) / step) * step;
    for (let year = firstYear; ; year += step) {
      const seconds = year * calendar.secondsInYear;
      if (seconds > end) return true;
      if (seconds >= start && !push(seconds, String(year), year % (step * 10) === 0)) return false;
    }
  },

  month(calendar, step, start, end, push) {
    const monthCount = calendar.monthCount;
    for (let year = calendar.fromSeconds(start).year; ; year++) {
      for (let month = 1; month <= monthCount; month += step) {
        // A step that would leave a stub shorter than half a step before the year's end is skipped.
        if (month > 1 && (monthCount - month + 1) * 2 < step) break;
        const seconds = calendar.toSeconds({ year, month, day: 1, hour: 0, minute: 0, second: 0 });
        if (seconds > end) return true;
        if (seconds >= start && !push(seconds, monthName(calendar, month, 'short'), month === 1))
          return false;
      }
    }
  },

  day(calendar, step, start, end, push) {
    const firstMonthStart = calendar.floorTo(start, 'month');
    let month = calendar.fromSeconds(firstMonthStart).month;
    let monthStart = firstMonthStart;
    // In the first month, jump straight to the first step at or after start (a month can have 1,000 days).
    let firstDay = 1 + Math.ceil((start - monthStart) / (step * secondsPerDay)) * step;
    for (;;) {
      const days = calendar.daysInMonth(month);
      for (let day = firstDay; day <= days; day += step) {
        // Same rule as months: no tick squeezed just before the next month's first.
        if (day > 1 && (days - day + 1) * 2 < step) break;
        const seconds = monthStart + (day - 1) * secondsPerDay;
        if (seconds > end) return true;
        if (seconds >= start && !push(seconds, String(day), day === 1)) return false;
      }
      firstDay = 1;
      monthStart += days * secondsPerDay;
      month = month === calendar.monthCount ? 1 : month + 1;
    }
  },

  hour: fixedWalker(
    'hour',
    (date) => formatTime(date, 'hour'),
    (date) => date.hour === 0,
  ),
  minute: fixedWalker(
    'minute',
    (date) => formatTime(date, 'minute'),
    (date) => date.minute === 0,
  ),
  second: fixedWalker(
    'second',
    (date) => formatTime(date, 'second'),
    (date) => date.second === 0,
  ),
};

/** Units of fixed length (every step divides the next unit evenly): plain multiples of the step on the axis. */
function fixedWalker(
  unit: 'hour' | 'minute' | 'second',
  label: (date: DateParts) => string,
  isMajor: (date: DateParts) => boolean,
): Walker {
  return (calendar, step, start, end, push) => {
    const size = step * fixedUnitSeconds[unit];
    const offset = start % size;
    for (
      let seconds = offset === 0 ? start : start - offset + size;
      seconds <= end;
      seconds += size
    ) {
      const date = calendar.fromSeconds(seconds);
      if (!push(seconds, label(date), isMajor(date))) return false;
    }
    return true;
  };
}
