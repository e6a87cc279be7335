import { isDateParts, isDateRange, type FieldDefinition, type FieldValue } from './field-kinds';
import { fieldValueIssue } from './field-values';
import {
  dateToText,
  rangeToText,
  textToBoolean,
  textToDate,
  textToNumber,
  textToRange,
} from './field-text';

/** Why one value could not be carried to the field's new kind or options. */
export type ConversionRefusal =
  | 'notANumber'
  | 'notYesNo'
  | 'notADate'
  | 'notAnAddress'
  | 'unknownChoice'
  | 'unknownDocument'
  | 'tooManyValues'
  | 'tooLong'
  | 'noConversion';

export type Conversion =
  | { outcome: 'kept' | 'converted'; value: FieldValue }
  | { outcome: 'refused'; reason: ConversionRefusal };

/** What a conversion may look up: document names both ways, the words for yes and no. */
export interface ConversionContext {
  documentName?: (id: string) => string | undefined;
  documentByName?: (name: string) => string | undefined;
  yes?: string;
  no?: string;
}

/**
 * Carries one present value from a field as it was to the field as it will
 * be (another kind, other choices, one value instead of many). Never throws:
 * what cannot be carried is refused with a reason, so a schema change can be
 * reported before anything is written.
 */
export function convertValue(
  value: FieldValue,
  from: FieldDefinition,
  to: FieldDefinition,
  context: ConversionContext = {},
): Conversion {
  // A stored value that does not fit its own field (hand-edited JSON, an old archive) is not guessed at.
  if (fieldValueIssue({ ...from, required: false }, value) !== null)
    return { outcome: 'refused', reason: 'noConversion' };
  const text = asText(value, from, context);
  const result = convertTo(value, from, to, text, context);
  if (result.outcome === 'refused') return result;
  const issue = fieldValueIssue({ ...to, required: false }, result.value);
  if (issue === null) return result;
  return { outcome: 'refused', reason: refusalFor(issue) };
}

function convertTo(
  value: FieldValue,
  from: FieldDefinition,
  to: FieldDefinition,
  text: string | null,
  context: ConversionContext,
): Conversion {
  const converted = (next: FieldValue): Conversion => ({ outcome: 'converted', value: next });
  const refused = (reason: ConversionRefusal): Conversion => ({ outcome: 'refused', reason });
  if (from.kind === to.kind && to.kind !== 'choice')
    return { outcome: 'kept', value: Array.isArray(value) ? [...value] : value };
  switch (to.kind) {
    case 'text':
    case 'longText':
      return text === null ? refused('noConversion') : converted(text);
    case 'url':
      return text === null ? refused('noConversion') : converted(text.trim());
    case 'number': {
      if (typeof value === 'boolean') return converted(value ? 1 : 0);
      if (isDateParts(value)) return converted(value.year);
      if (typeof value !== 'string' || from.kind === 'image') return refused('noConversion');
      const number = textToNumber(value);
      return number === null ? refused('notANumber') : converted(number);
    }
    case 'boolean': {
      if (typeof value === 'number')
        return value === 0 || value === 1 ? converted(value === 1) : refused('notYesNo');
      if (typeof value !== 'string' || from.kind === 'image') return refused('noConversion');
      const yesNo = textToBoolean(value);
      return yesNo === null ? refused('notYesNo') : converted(yesNo);
    }
    case 'date': {
      if (isDateRange(value)) return converted(value.start);
      if (typeof value === 'number')
        return Number.isInteger(value) && value >= 0
          ? converted({ year: value, month: 1, day: 1, hour: 0, minute: 0, second: 0 })
          : refused('notADate');
      if (typeof value !== 'string' || from.kind === 'image') return refused('noConversion');
      const date = textToDate(value);
      return date ? converted(date) : refused('notADate');
    }
    case 'dateRange': {
      if (isDateParts(value)) return converted({ start: value, end: value });
      if (typeof value === 'number') {
        const date = convertTo(value, from, { ...to, kind: 'date' }, text, context);
        return date.outcome === 'refused'
          ? date
          : converted({ start: date.value as never, end: date.value as never });
      }
      if (typeof value !== 'string' || from.kind === 'image') return refused('noConversion');
      const range = textToRange(value);
      return range ? converted(range) : refused('notADate');
    }
    case 'choice':
      return toChoices(value, from, to, text);
    case 'link': {
      if (from.kind === 'link') return converted([...(value as string[])]);
      if (typeof value !== 'string' || from.kind === 'image' || !context.documentByName)
        return refused('noConversion');
      const ids = splitList(value, to.multiple).map((name) => context.documentByName!(name));
      if (ids.some((id) => id === undefined)) return refused('unknownDocument');
      return converted([...new Set(ids as string[])]);
    }
    case 'image':
      return refused('noConversion');
  }
}

function toChoices(
  value: FieldValue,
  from: FieldDefinition,
  to: FieldDefinition,
  text: string | null,
): Conversion {
  const byLabel = new Map(
    to.choices.map((choice) => [choice.label.trim().toLowerCase(), choice.id]),
  );
  let labels: string[];
  if (from.kind === 'choice') {
    const ids = value as string[];
    const kept = ids.every((id) => to.choices.some((choice) => choice.id === id));
    if (kept) return { outcome: 'kept', value: [...ids] };
    labels = ids.map((id) => from.choices.find((choice) => choice.id === id)?.label ?? id);
  } else if (text !== null && from.kind !== 'link' && from.kind !== 'image') {
    labels = splitList(text, to.multiple);
  } else {
    return { outcome: 'refused', reason: 'noConversion' };
  }
  const ids = labels.map((label) =>
    to.choices.some((choice) => choice.id === label)
      ? label
      : byLabel.get(label.trim().toLowerCase()),
  );
  if (ids.some((id) => id === undefined)) return { outcome: 'refused', reason: 'unknownChoice' };
  return { outcome: 'converted', value: [...new Set(ids as string[])] };
}

/** "a, b, c" as a list when many are allowed; one item otherwise. */
function splitList(text: string, multiple: boolean): string[] {
  const items = multiple ? text.split(',') : [text];
  return items.map((item) => item.trim()).filter(Boolean);
}

/** The value as a person reads it; null when it has no text form (an image). */
export function asText(
  value: FieldValue,
  field: FieldDefinition,
  context: ConversionContext = {},
): string | null {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'url':
      return value as string;
    case 'number':
      return String(value);
    case 'boolean':
      return value ? (context.yes ?? 'yes') : (context.no ?? 'no');
    case 'date':
      return dateToText(value as never);
    case 'dateRange':
      return rangeToText(value as never);
    case 'choice':
      return (value as string[])
        .map((id) => field.choices.find((choice) => choice.id === id)?.label ?? id)
        .join(', ');
    case 'link':
      return (value as string[]).map((id) => context.documentName?.(id) ?? id).join(', ');
    case 'image':
      return null;
  }
}

function refusalFor(issue: string): ConversionRefusal {
  switch (issue) {
    case 'VALIDATION.FIELD_TEXT_TOO_LONG':
      return 'tooLong';
    case 'VALIDATION.FIELD_TOO_MANY_VALUES':
      return 'tooManyValues';
    case 'VALIDATION.FIELD_CHOICE_UNKNOWN':
      return 'unknownChoice';
    case 'VALIDATION.FIELD_URL_INVALID':
      return 'notAnAddress';
    case 'VALIDATION.FIELD_DATE_INVALID':
    case 'VALIDATION.FIELD_RANGE_ORDER':
      return 'notADate';
    case 'VALIDATION.FIELD_NUMBER_INVALID':
      return 'notANumber';
    default:
      return 'noConversion';
  }
}

export interface KindChangeReport {
  kept: number;
  converted: number;
  refused: { documentId: string; reason: ConversionRefusal }[];
}

/** What a change of a field would do to every value it holds, before anything is written. */
export function planFieldChange(
  values: { documentId: string; value: FieldValue }[],
  from: FieldDefinition,
  to: FieldDefinition,
  context: ConversionContext = {},
): KindChangeReport {
  const report: KindChangeReport = { kept: 0, converted: 0, refused: [] };
  for (const { documentId, value } of values) {
    const result = convertValue(value, from, to, context);
    if (result.outcome === 'refused') report.refused.push({ documentId, reason: result.reason });
    else report[result.outcome]++;
  }
  return report;
}
