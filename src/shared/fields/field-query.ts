import type { FieldDefinition } from './field-kinds';
import type { FilterCondition, FilterOperator } from './field-filter';
import { dateToText, textToBoolean, textToDate, textToNumber } from './field-text';

/**
 * The search box's field syntax: `species:elf born<1200 "old town"`. A word
 * `name<op>value` whose name is a field (case, spaces, `-` and `_` ignored)
 * becomes a condition; everything else is searched as text. Operators are
 * `:` (has / contains), `=`, `!=`, `<`, `<=`, `>`, `>=`; `name:*` asks for
 * any value and `name!=*` for none.
 */
export interface ParsedFieldQuery {
  text: string;
  conditions: FilterCondition[];
  /** Words shaped like a condition whose value does not fit the field (shown as a hint). */
  refused: string[];
}

export interface QueryLookups {
  documentByName?: (name: string) => string | undefined;
  documentName?: (id: string) => string | undefined;
}

type Sign = ':' | '=' | '!=' | '<' | '<=' | '>' | '>=';
const conditionPattern = /^([^\s:<>=!"]+)(<=|>=|!=|:|<|>|=)(.+)$/s;

export const normalizeFieldName = (name: string) =>
  name.toLocaleLowerCase().replace(/[\s_-]+/g, '');

export function parseFieldQuery(
  input: string,
  fields: FieldDefinition[],
  lookups: QueryLookups = {},
): ParsedFieldQuery {
  const byName = new Map(fields.map((field) => [normalizeFieldName(field.name), field]));
  const text: string[] = [];
  const conditions: FilterCondition[] = [];
  const refused: string[] = [];
  for (const token of tokens(input)) {
    const match = token.quoted ? null : conditionPattern.exec(token.raw);
    const field = match ? byName.get(normalizeFieldName(match[1]!)) : undefined;
    if (!match || !field) {
      text.push(token.text);
      continue;
    }
    const condition = conditionFor(field, match[2] as Sign, unquote(match[3]!), lookups);
    if (condition) conditions.push(condition);
    else refused.push(token.raw);
  }
  return { text: text.join(' ').trim(), conditions, refused };
}

function conditionFor(
  field: FieldDefinition,
  sign: Sign,
  raw: string,
  lookups: QueryLookups,
): FilterCondition | null {
  const fieldId = field.id;
  if (raw === '*') {
    if (sign === ':' || sign === '=') return { fieldId, operator: 'isNotEmpty' };
    return sign === '!=' ? { fieldId, operator: 'isEmpty' } : null;
  }
  const ordered: Record<Sign, FilterOperator> = {
    ':': 'is',
    '=': 'is',
    '!=': 'isNot',
    '<': 'lt',
    '<=': 'lte',
    '>': 'gt',
    '>=': 'gte',
  };
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'url': {
      const operator = ({ ':': 'contains', '=': 'is', '!=': 'isNot' } as const)[sign as ':'];
      return operator ? { fieldId, operator, value: raw } : null;
    }
    case 'number': {
      const value = textToNumber(raw);
      return value === null ? null : { fieldId, operator: ordered[sign], value };
    }
    case 'date':
    case 'dateRange': {
      const value = textToDate(raw);
      return value ? { fieldId, operator: ordered[sign], value } : null;
    }
    case 'boolean': {
      const value = textToBoolean(raw);
      if (value === null || !(sign === ':' || sign === '=' || sign === '!=')) return null;
      return { fieldId, operator: 'is', value: sign === '!=' ? !value : value };
    }
    case 'choice':
    case 'link': {
      if (!(sign === ':' || sign === '=' || sign === '!=')) return null;
      const ids = raw.split(',').map((item) => idFor(field, item.trim(), lookups));
      if (ids.some((id) => id === undefined)) return null;
      return { fieldId, operator: sign === '!=' ? 'hasNone' : 'hasAny', value: ids as string[] };
    }
    case 'image':
      return null;
  }
}

function idFor(field: FieldDefinition, label: string, lookups: QueryLookups): string | undefined {
  if (field.kind === 'link') return lookups.documentByName?.(label);
  const folded = label.toLocaleLowerCase();
  return field.choices.find((choice) => choice.label.toLocaleLowerCase() === folded)?.id;
}

/** The conditions written back in the syntax `parseFieldQuery` reads. */
export function formatFieldQuery(
  query: Pick<ParsedFieldQuery, 'text' | 'conditions'>,
  fields: FieldDefinition[],
  lookups: QueryLookups = {},
): string {
  const words = query.conditions.flatMap((condition) => {
    const field = fields.find((candidate) => candidate.id === condition.fieldId);
    if (!field) return [];
    const name = field.name.replace(/[\s_-]+/g, '');
    if (condition.operator === 'isNotEmpty') return [`${name}:*`];
    if (condition.operator === 'isEmpty') return [`${name}!=*`];
    return [`${name}${signOf(field, condition)}${quote(operandText(field, condition, lookups))}`];
  });
  return [...words, query.text].filter(Boolean).join(' ');
}

function signOf(field: FieldDefinition, condition: FilterCondition): Sign {
  if (field.kind === 'boolean') return ':';
  const signs: Partial<Record<FilterOperator, Sign>> = {
    contains: ':',
    is: '=',
    isNot: '!=',
    lt: '<',
    lte: '<=',
    gt: '>',
    gte: '>=',
    hasAny: ':',
    hasNone: '!=',
  };
  return signs[condition.operator] ?? ':';
}

function operandText(
  field: FieldDefinition,
  condition: FilterCondition,
  lookups: QueryLookups,
): string {
  const value = condition.value;
  if (field.kind === 'date' || field.kind === 'dateRange') return dateToText(value as never);
  if (field.kind === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value))
    return value
      .map((id) =>
        field.kind === 'link'
          ? (lookups.documentName?.(id) ?? id)
          : (field.choices.find((choice) => choice.id === id)?.label ?? id),
      )
      .join(',');
  return String(value);
}

function quote(text: string): string {
  return /[\s"]/.test(text) || text === '' ? `"${text.replace(/"/g, '')}"` : text;
}

function unquote(text: string): string {
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
}

interface Token {
  raw: string;
  text: string;
  quoted: boolean;
}

/** Words split on spaces, where "a quoted phrase" (alone or after an operator) is one word. */
function tokens(input: string): Token[] {
  const found: Token[] = [];
  const pattern = /"([^"]*)"?|([^\s"]+(?:"[^"]*"?)?)/g;
  for (const match of input.matchAll(pattern)) {
    if (match[1] !== undefined) found.push({ raw: match[0], text: match[1], quoted: true });
    else found.push({ raw: match[2]!, text: match[2]!, quoted: false });
  }
  return found.filter((token) => token.text.trim() !== '' || token.quoted);
}
