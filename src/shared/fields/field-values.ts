import { compareDateParts, dateParts, type DateParts } from '../calendar/calendar-config';
import { isSafeHref } from '../wiki/safe-url';
import {
  fieldLimits,
  isDateParts,
  isDateRange,
  isEmptyValue,
  type FieldDefinition,
  type FieldValue,
} from './field-kinds';

/** Why a value does not fit its field: a catalogue key (VALIDATION.*). */
export type FieldValueIssue =
  | 'VALIDATION.FIELD_REQUIRED'
  | 'VALIDATION.FIELD_WRONG_KIND'
  | 'VALIDATION.FIELD_TEXT_TOO_LONG'
  | 'VALIDATION.FIELD_NUMBER_INVALID'
  | 'VALIDATION.FIELD_CHOICE_UNKNOWN'
  | 'VALIDATION.FIELD_TOO_MANY_VALUES'
  | 'VALIDATION.FIELD_DATE_INVALID'
  | 'VALIDATION.FIELD_RANGE_ORDER'
  | 'VALIDATION.FIELD_URL_INVALID'
  | 'VALIDATION.FIELD_ID_INVALID';

/** Checks a date against the world's calendar (month lengths, eras); null when it fits. */
export type DateCheck = (date: DateParts) => string | null;

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Whether `value` fits `field` on its own. What needs the database (a linked
 * document in the same world and of an allowed type, an image of the world)
 * is checked by the server after this.
 */
export function fieldValueIssue(
  field: FieldDefinition,
  value: FieldValue | null | undefined,
  dateCheck?: DateCheck,
): FieldValueIssue | null {
  if (isEmptyValue(value)) return field.required ? 'VALIDATION.FIELD_REQUIRED' : null;
  const present = value as FieldValue;
  switch (field.kind) {
    case 'text':
    case 'longText': {
      if (typeof present !== 'string') return 'VALIDATION.FIELD_WRONG_KIND';
      const limit = field.kind === 'text' ? fieldLimits.textLength : fieldLimits.longTextLength;
      return present.length > limit ? 'VALIDATION.FIELD_TEXT_TOO_LONG' : null;
    }
    case 'number':
      if (typeof present !== 'number') return 'VALIDATION.FIELD_WRONG_KIND';
      return Number.isFinite(present) ? null : 'VALIDATION.FIELD_NUMBER_INVALID';
    case 'boolean':
      return typeof present === 'boolean' ? null : 'VALIDATION.FIELD_WRONG_KIND';
    case 'choice':
      return listIssue(field, present, (id) => field.choices.some((choice) => choice.id === id));
    case 'link':
      return listIssue(field, present, (id) => idPattern.test(id));
    case 'image':
      if (typeof present !== 'string') return 'VALIDATION.FIELD_WRONG_KIND';
      return idPattern.test(present) ? null : 'VALIDATION.FIELD_ID_INVALID';
    case 'url':
      if (typeof present !== 'string') return 'VALIDATION.FIELD_WRONG_KIND';
      if (present.length > fieldLimits.urlLength) return 'VALIDATION.FIELD_TEXT_TOO_LONG';
      return isWebAddress(present) ? null : 'VALIDATION.FIELD_URL_INVALID';
    case 'date':
      if (!isDateParts(present)) return 'VALIDATION.FIELD_WRONG_KIND';
      return dateIssue(present, dateCheck);
    case 'dateRange': {
      if (!isDateRange(present)) return 'VALIDATION.FIELD_WRONG_KIND';
      const issue = dateIssue(present.start, dateCheck) ?? dateIssue(present.end, dateCheck);
      if (issue) return issue;
      return compareDateParts(present.start, present.end) > 0
        ? 'VALIDATION.FIELD_RANGE_ORDER'
        : null;
    }
  }
}

function listIssue(
  field: FieldDefinition,
  value: FieldValue,
  known: (id: string) => boolean,
): FieldValueIssue | null {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    return 'VALIDATION.FIELD_WRONG_KIND';
  const limit = field.multiple
    ? field.kind === 'choice'
      ? fieldLimits.choices
      : fieldLimits.links
    : 1;
  if (value.length > limit || new Set(value).size !== value.length)
    return 'VALIDATION.FIELD_TOO_MANY_VALUES';
  if (!value.every(known))
    return field.kind === 'choice'
      ? 'VALIDATION.FIELD_CHOICE_UNKNOWN'
      : 'VALIDATION.FIELD_ID_INVALID';
  return null;
}

function dateIssue(date: DateParts, dateCheck?: DateCheck): FieldValueIssue | null {
  if (!dateParts.safeParse(date).success) return 'VALIDATION.FIELD_DATE_INVALID';
  return dateCheck?.(date) ? 'VALIDATION.FIELD_DATE_INVALID' : null;
}

/** An absolute http(s) address: a field's link leaves the app, so relative ones mean nothing. */
export function isWebAddress(text: string): boolean {
  if (!isSafeHref(text) || !/^https?:\/\/[^\s/]+/i.test(text)) return false;
  try {
    return Boolean(new URL(text).host);
  } catch {
    return false;
  }
}
