import { formatLongDate, formatShortDate } from '../../lib/format-date';

/** The document screens' dates: short, or long with the time. */
export function formatDate(iso: string, language: string, long = false): string {
  return long ? formatLongDate(iso, language) : formatShortDate(iso, language);
}
