import type { DateParts } from '../calendar/calendar-config';

/**
 * The kinds of value a field of a document type holds. Choice and link keep
 * a list whether one or many are allowed, so switching `multiple` never
 * changes the stored shape.
 */
export const fieldKinds = [
  'text',
  'longText',
  'number',
  'boolean',
  'choice',
  'date',
  'dateRange',
  'link',
  'image',
  'url',
] as const;
export type FieldKind = (typeof fieldKinds)[number];

export const fieldLimits = {
  fieldsPerType: 100,
  choices: 200,
  choiceLabelLength: 100,
  textLength: 2_000,
  longTextLength: 100_000,
  links: 200,
  urlLength: 2_000,
  unitLength: 20,
} as const;

export interface FieldChoice {
  id: string;
  label: string;
  /** A Mantine palette name. */
  color: string;
}

/** What a value is checked and converted against: a field as its type defines it. */
export interface FieldDefinition {
  id: string;
  name: string;
  kind: FieldKind;
  required: boolean;
  /** Choice and link: more than one value allowed. */
  multiple: boolean;
  /** Number: shown after the value ("m", "years"). */
  unit: string | null;
  /** Choice: the values offered, in order. */
  choices: FieldChoice[];
  /** Link: the document type keys a linked document may have; empty allows any. */
  linkTypes: string[];
}

export interface DateRange {
  start: DateParts;
  end: DateParts;
}

/**
 * A stored value: text, long text and URL are strings, number a number,
 * yes/no a boolean, choice a list of choice ids, link a list of document ids,
 * image an image id, date the calendar's parts, date range two of them.
 */
export type FieldValue = string | number | boolean | string[] | DateParts | DateRange;

/** A document's values by field id; a field without a value is absent. */
export type FieldValues = Record<string, FieldValue>;

export function isEmptyValue(value: FieldValue | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function isDateRange(value: FieldValue): value is DateRange {
  return typeof value === 'object' && !Array.isArray(value) && 'start' in value;
}

export function isDateParts(value: FieldValue): value is DateParts {
  return typeof value === 'object' && !Array.isArray(value) && 'year' in value;
}
