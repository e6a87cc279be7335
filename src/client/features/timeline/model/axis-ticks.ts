import type { Calendar } from '../../../../shared/calendar/calendar-math';
import { calendarTicks, tickContextLabel, type CalendarTick } from '../../../../shared/calendar/calendar-ticks';
import type { ViewRange } from './view-range';

/** Room a tick's label needs on average: "14:05:09" or a ten-letter month short name. */
export const minPixelsPerTick = 72;

export interface AxisTicks {
  readonly ticks: readonly CalendarTick[];
  /**
   * The larger unit the view's left edge is in: "Frost 1021" among day ticks,
   * and among year ticks the round year (ten steps) it follows, "1300" among 1350, 1360.
   */
  readonly pinnedLabel: string | null;
}

/** The axis of one frame: calendar ticks across the time area, and the label pinned at its left edge. */
export function axisTicksFor(calendar: Calendar, view: ViewRange, areaWidth: number): AxisTicks {
  const maxTicks = Math.max(1, Math.floor(areaWidth / minPixelsPerTick));
  const ticks = calendarTicks(calendar, view.from, view.to, maxTicks);
  const unit = ticks[0]?.unit;
  if (!unit) return { ticks, pinnedLabel: null };
  if (unit !== 'year') return { ticks, pinnedLabel: tickContextLabel(calendar, Math.max(0, view.from), unit) || null };
  return { ticks, pinnedLabel: roundYearBefore(calendar, ticks, view.from) };
}

/** Year ticks are major every ten steps; the last such year at or before the left edge. */
function roundYearBefore(calendar: Calendar, ticks: readonly CalendarTick[], from: number): string | null {
  const [first, second] = ticks;
  if (!first || !second) return null;
  const step = Math.round((second.seconds - first.seconds) / calendar.secondsInYear);
  const majorStep = step * 10;
  const year = Math.floor(Math.max(0, from) / calendar.secondsInYear);
  return majorStep > 0 ? String(Math.floor(year / majorStep) * majorStep) : null;
}
