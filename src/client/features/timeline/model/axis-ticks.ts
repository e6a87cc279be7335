import type { Calendar } from '../../../../shared/calendar/calendar-math';
import { calendarTicks, tickContextLabel, type CalendarTick } from '../../../../shared/calendar/calendar-ticks';
import type { ViewRange } from './view-range';

/** Room a tick's label needs on average: "14:05:09" or a ten-letter month short name. */
export const minPixelsPerTick = 72;

export interface AxisTicks {
  readonly ticks: readonly CalendarTick[];
  /** The larger unit the view's left edge is in ("Frost 1021" among day ticks); null for year ticks. */
  readonly pinnedLabel: string | null;
}

/** The axis of one frame: calendar ticks across the time area, and the label pinned at its left edge. */
export function axisTicksFor(calendar: Calendar, view: ViewRange, areaWidth: number): AxisTicks {
  const maxTicks = Math.max(1, Math.floor(areaWidth / minPixelsPerTick));
  const ticks = calendarTicks(calendar, view.from, view.to, maxTicks);
  const unit = ticks[0]?.unit;
  const pinnedLabel =
    unit && unit !== 'year' ? tickContextLabel(calendar, Math.max(0, view.from), unit) || null : null;
  return { ticks, pinnedLabel };
}
