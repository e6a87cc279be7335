/** SPEC §9 date formats of real (calendar) time in the interface language: short (year, short month, day) and long (adds hour, minute, second). */
export function formatShortDate(iso: string, language: string): string {
  return format(iso, language, false);
}

export function formatLongDate(iso: string, language: string): string {
  return format(iso, language, true);
}

function format(iso: string, language: string, long: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(long ? { hour: '2-digit', minute: '2-digit', second: '2-digit' } : {}),
  }).format(date);
}
