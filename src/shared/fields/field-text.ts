import type { DateParts } from '../calendar/calendar-config';
import type { DateRange } from './field-kinds';

/**
 * Calendar-free text forms of dates, used when a field's values turn into
 * text and back, and in CSV: "1203-04-05", with " 14:30:00" when the time is
 * not midnight, and a range as "start / end".
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function dateToText(date: DateParts): string {
  const day = `${date.year}-${pad(date.month)}-${pad(date.day)}`;
  const hasTime = date.hour || date.minute || date.second;
  return hasTime ? `${day} ${pad(date.hour)}:${pad(date.minute)}:${pad(date.second)}` : day;
}

const datePattern =
  /^(\d{1,9})(?:-(\d{1,3})(?:-(\d{1,3}))?)?(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** "1203", "1203-4", "1203-04-05" or with a time; missing month and day are the first. */
export function textToDate(text: string): DateParts | null {
  const match = datePattern.exec(text.trim());
  if (!match) return null;
  const part = (index: number, fallback: number) =>
    match[index] === undefined ? fallback : Number(match[index]);
  const date = {
    year: part(1, 0),
    month: part(2, 1),
    day: part(3, 1),
    hour: part(4, 0),
    minute: part(5, 0),
    second: part(6, 0),
  };
  const fits =
    date.month >= 1 && date.day >= 1 && date.hour <= 23 && date.minute <= 59 && date.second <= 59;
  return fits ? date : null;
}

export const rangeSeparator = ' / ';

export function rangeToText(range: DateRange): string {
  return `${dateToText(range.start)}${rangeSeparator}${dateToText(range.end)}`;
}

export function textToRange(text: string): DateRange | null {
  const [first, second, ...rest] = text.split('/');
  if (rest.length || first === undefined) return null;
  const start = textToDate(first);
  const end = second === undefined ? start : textToDate(second);
  return start && end ? { start, end } : null;
}

/**
 * A number written by a person: "1200", "-3.5", "3,5", "1 200", "120 m"
 * (a unit after the number is left out). Null when there is no number.
 */
export function textToNumber(text: string): number | null {
  const compact = text.trim();
  if (!compact) return null;
  const exact = Number(compact);
  if (Number.isFinite(exact)) return exact;
  const match = /^([-+]?\d[\d\s\u00a0]*(?:[.,]\d+)?)(?:\s*[^\d\s.,+-][^\d]*)?$/.exec(compact);
  if (!match) return null;
  const value = Number(match[1]!.replace(/[\s\u00a0]/g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

const yesWords = new Set(['yes', 'y', 'true', '1', 'да', 'д', 'истина', '✓', 'x']);
const noWords = new Set(['no', 'n', 'false', '0', 'нет', 'н', 'ложь', '']);

export function textToBoolean(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (yesWords.has(word)) return true;
  if (noWords.has(word) && word !== '') return false;
  return null;
}
