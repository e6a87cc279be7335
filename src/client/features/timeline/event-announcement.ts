import type { TFunction } from 'i18next';
import type { Calendar } from '../../../shared/calendar/calendar-math';
import { formatEventDate } from './event-text';
import type { PlacedEvent } from './model/timeline-layout';

/**
 * What a screen reader says when the keyboard selects an event on the canvas,
 * which draws it without an element of its own: the event's name, its dates
 * in the long format, its row, and where it is among all the events.
 */
export function eventAnnouncement(
  t: TFunction,
  calendar: Calendar,
  placed: Pick<PlacedEvent, 'event' | 'instant' | 'openEnded'>,
  where: { rowName: string; position: number; total: number },
): string {
  const { event } = placed;
  const start = formatEventDate(calendar, event.start);
  let dates: string;
  if (placed.instant) dates = start;
  else if (placed.openEnded || !event.end) dates = t('TIMELINE_VIEW.TOOLTIP_ONGOING', { start });
  else
    dates = t('TIMELINE_VIEW.DATE_RANGE', {
      from: start,
      to: formatEventDate(calendar, event.end),
    });
  return t('TIMELINE_VIEW.ANNOUNCE_EVENT', {
    name: event.name,
    dates,
    row: where.rowName,
    position: where.position,
    total: where.total,
  });
}
