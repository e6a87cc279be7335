import type { DateParts } from '../../../shared/calendar/calendar-config';
import type { Calendar } from '../../../shared/calendar/calendar-math';
import { firstDayOf } from './date-input';

/**
 * Where a new event starts: at the first day in the middle of what the user
 * is looking at, so creating an event near year 1200 does not begin by
 * typing 1200. Without a view, the calendar's first day.
 */
export function newEventStart(
  calendar: Calendar,
  visible: { from: number; to: number } | null,
): DateParts {
  if (!visible || !(visible.to > visible.from)) return firstDayOf(calendar.config.startYear);
  const middle = Math.min(
    Math.max((visible.from + visible.to) / 2, calendar.startSeconds),
    calendar.endSeconds - 1,
  );
  const unit = calendar.config.dateParts.includes('day') ? 'day' : calendar.finestPart;
  return calendar.clamp(calendar.fromSeconds(calendar.floorTo(middle, unit)));
}
