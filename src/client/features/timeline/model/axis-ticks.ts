import { formatYear } from '../../../../shared/calendar/calendar-format';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import {
  calendarTicks,
  tickContextLabel,
  type CalendarTick,
} from '../../../../shared/calendar/calendar-ticks';
import type { ViewRange } from './view-range';

/** Room a tick's label needs on average: "14:05:09" or a ten-letter month short name. */
export const minPixelsPerTick = 72;

/** Where an era begins inside the view, with its name for the axis. */
export interface EraStart {
  readonly seconds: number;
  readonly name: string;
}

export interface AxisTicks {
  readonly ticks: readonly CalendarTick[];
  /**
   * The unit the view's left edge is in, one size up from the ticks: "Frost
   * 1021" among day ticks, "1021" among month ticks, and among year ticks the
   * year itself ("1189" while the ticks read 1190, 1200), so the leading
   * label always names what is on screen first. With its era on a calendar
   * that has eras ("1189 SA").
   */
  readonly pinnedLabel: string | null;
  /** The eras that begin inside the view (not the first, which begins with the calendar). */
  readonly eraStarts: readonly EraStart[];
}

/** The axis of one frame: calendar ticks across the time area, and the label pinned at its left edge. */
export function axisTicksFor(calendar: Calendar, view: ViewRange, areaWidth: number): AxisTicks {
  const maxTicks = Math.max(1, Math.floor(areaWidth / minPixelsPerTick));
  const ticks = calendarTicks(calendar, view.from, view.to, maxTicks);
  const eraStarts = eraStartsIn(calendar, view);
  const unit = ticks[0]?.unit;
  if (!unit) return { ticks, pinnedLabel: null, eraStarts };
  const leading = Math.max(0, view.from);
  const pinnedLabel =
    unit === 'year'
      ? formatYear(calendar, calendar.fromSeconds(leading).year, 'short')
      : tickContextLabel(calendar, leading, unit);
  return { ticks, pinnedLabel: pinnedLabel || null, eraStarts };
}

function eraStartsIn(calendar: Calendar, view: ViewRange): EraStart[] {
  const eras = calendar.config.eras ?? [];
  const starts: EraStart[] = [];
  for (const era of eras.slice(1)) {
    const seconds = era.startYear * calendar.secondsInYear;
    if (seconds >= view.from && seconds <= view.to) starts.push({ seconds, name: era.name });
  }
  return starts;
}
