import type { TFunction } from 'i18next';
import type { DateParts } from '../../../shared/calendar/calendar-config';
import {
  formatDate,
  formatDuration,
  type DateStyle,
} from '../../../shared/calendar/calendar-format';
import type { Calendar } from '../../../shared/calendar/calendar-math';
import type { EventKind } from '../../../shared/schemas/timeline';

/** Only the interface languages of SPEC §9; formatDuration knows their plurals. */
export function durationLanguage(language: string): 'en' | 'ru' {
  return language.startsWith('ru') ? 'ru' : 'en';
}

/** A date in the world's calendar, short or long (SPEC §9); a date the calendar lost shows as its numbers. */
export function formatEventDate(
  calendar: Calendar,
  date: DateParts,
  style: DateStyle = 'long',
): string {
  try {
    return formatDate(calendar, date, style);
  } catch {
    return `${date.year}-${date.month}-${date.day}`;
  }
}

/** How long a lasting event with an end lasts, in the largest units (at most two), or null. */
export function eventDuration(
  calendar: Calendar,
  event: { kind: EventKind; start: DateParts; end: DateParts | null },
  language: string,
): string | null {
  if (event.kind !== 'lasting' || !event.end) return null;
  try {
    const seconds = calendar.toSeconds(event.end) - calendar.toSeconds(event.start);
    return formatDuration(seconds, calendar, durationLanguage(language), 2);
  } catch {
    return null;
  }
}

/** The end column: the end date, "goes on" for a lasting event without one, a dash for an instant. */
export function eventEndText(
  calendar: Calendar,
  event: { kind: EventKind; end: DateParts | null },
  t: TFunction,
  style: DateStyle = 'long',
): string {
  if (event.kind === 'instant') return '—';
  return event.end ? formatEventDate(calendar, event.end, style) : t('TIMELINE.EVENT.NO_END');
}
