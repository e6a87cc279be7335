/** SPEC §9 date formats in the interface language: short (year, month, day) and long (with the time). */
export function formatDate(iso: string, language: string, long = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(long ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(date);
}
