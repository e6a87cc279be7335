import { compareDateParts, dateParts, type DateParts } from '../calendar/calendar-config';
import {
  isDateParts,
  isDateRange,
  isEmptyValue,
  type FieldDefinition,
  type FieldKind,
  type FieldValue,
  type FieldValues,
} from './field-kinds';

export const filterOperators = [
  'contains',
  'notContains',
  'is',
  'isNot',
  'lt',
  'lte',
  'gt',
  'gte',
  'hasAny',
  'hasAll',
  'hasNone',
  'isEmpty',
  'isNotEmpty',
] as const;
export type FilterOperator = (typeof filterOperators)[number];

export type FilterOperand = string | number | boolean | string[] | DateParts;

export interface FilterCondition {
  fieldId: string;
  operator: FilterOperator;
  value?: FilterOperand;
}

export interface FilterGroup {
  combinator: 'and' | 'or';
  conditions: FilterNode[];
}

export type FilterNode = FilterCondition | FilterGroup;

export const filterLimits = { depth: 4, conditions: 50 } as const;

const emptiness: FilterOperator[] = ['isEmpty', 'isNotEmpty'];
const ordered: FilterOperator[] = ['is', 'isNot', 'lt', 'lte', 'gt', 'gte', ...emptiness];
const textual: FilterOperator[] = ['contains', 'notContains', 'is', 'isNot', ...emptiness];

/** The operators a table's filter builder offers for a field of this kind. */
export function operatorsFor(kind: FieldKind): FilterOperator[] {
  switch (kind) {
    case 'text':
    case 'longText':
    case 'url':
      return textual;
    case 'number':
    case 'date':
    case 'dateRange':
      return ordered;
    case 'boolean':
      return ['is', ...emptiness];
    case 'choice':
      return ['hasAny', 'hasAll', 'hasNone', ...emptiness];
    case 'link':
      return ['hasAny', 'hasNone', ...emptiness];
    case 'image':
      return emptiness;
  }
}

export function isFilterGroup(node: FilterNode): node is FilterGroup {
  return 'combinator' in node;
}

export type FilterIssue =
  | 'VALIDATION.FILTER_UNKNOWN_FIELD'
  | 'VALIDATION.FILTER_OPERATOR'
  | 'VALIDATION.FILTER_VALUE'
  | 'VALIDATION.FILTER_TOO_LARGE';

/** Why a filter cannot run against these fields; null when it can. */
export function filterIssue(node: FilterNode, fields: FieldDefinition[]): FilterIssue | null {
  const byId = new Map(fields.map((field) => [field.id, field]));
  let count = 0;
  const visit = (current: FilterNode, depth: number): FilterIssue | null => {
    if (depth > filterLimits.depth) return 'VALIDATION.FILTER_TOO_LARGE';
    if (isFilterGroup(current)) {
      for (const child of current.conditions) {
        const issue = visit(child, depth + 1);
        if (issue) return issue;
      }
      return null;
    }
    if (++count > filterLimits.conditions) return 'VALIDATION.FILTER_TOO_LARGE';
    const field = byId.get(current.fieldId);
    if (!field) return 'VALIDATION.FILTER_UNKNOWN_FIELD';
    if (!operatorsFor(field.kind).includes(current.operator)) return 'VALIDATION.FILTER_OPERATOR';
    return operandFits(field, current) ? null : 'VALIDATION.FILTER_VALUE';
  };
  return visit(node, 0);
}

function operandFits(field: FieldDefinition, condition: FilterCondition): boolean {
  const { operator, value } = condition;
  if (emptiness.includes(operator)) return value === undefined;
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'url':
      return typeof value === 'string' && value.length <= 1_000;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
    case 'dateRange':
      return dateParts.safeParse(value).success;
    case 'choice':
    case 'link':
      return (
        Array.isArray(value) &&
        value.length > 0 &&
        value.length <= 200 &&
        value.every((item) => typeof item === 'string')
      );
    case 'image':
      return false;
  }
}

/**
 * Whether a document's values pass the filter. The server's SQL gives the
 * same answers (its tests compare the two); the client uses this to place a
 * row it has just edited. A value that is empty passes only "is empty" and
 * the negative operators (is not, does not contain, has none).
 */
export function matchesFilter(
  values: FieldValues,
  node: FilterNode,
  fields: FieldDefinition[],
): boolean {
  if (isFilterGroup(node)) {
    if (node.conditions.length === 0) return true;
    return node.combinator === 'and'
      ? node.conditions.every((child) => matchesFilter(values, child, fields))
      : node.conditions.some((child) => matchesFilter(values, child, fields));
  }
  const field = fields.find((candidate) => candidate.id === node.fieldId);
  if (!field) return false;
  return conditionHolds(field, values[field.id], node);
}

const negative: FilterOperator[] = ['isNot', 'notContains', 'hasNone'];

function conditionHolds(
  field: FieldDefinition,
  stored: FieldValue | undefined,
  condition: FilterCondition,
): boolean {
  const { operator, value: operand } = condition;
  const empty = isEmptyValue(stored);
  if (operator === 'isEmpty') return empty;
  if (operator === 'isNotEmpty') return !empty;
  if (empty) return negative.includes(operator);
  const value = stored as FieldValue;
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'url':
      return compareText(String(value), String(operand), operator);
    case 'number':
      return compareOrdered(Number(value) - Number(operand), operator);
    case 'boolean':
      return value === operand;
    case 'date':
      return (
        isDateParts(value) &&
        compareOrdered(compareDateParts(value, operand as DateParts), operator)
      );
    case 'dateRange':
      return (
        isDateRange(value) && rangeHolds(value.start, value.end, operand as DateParts, operator)
      );
    case 'choice':
    case 'link':
      return listHolds(value as string[], operand as string[], operator);
    case 'image':
      return false;
  }
}

const fold = (text: string) => text.toLocaleLowerCase().normalize('NFC');

function compareText(value: string, operand: string, operator: FilterOperator): boolean {
  const haystack = fold(value);
  const needle = fold(operand);
  switch (operator) {
    case 'contains':
      return haystack.includes(needle);
    case 'notContains':
      return !haystack.includes(needle);
    case 'is':
      return haystack.trim() === needle.trim();
    case 'isNot':
      return haystack.trim() !== needle.trim();
    default:
      return false;
  }
}

function compareOrdered(difference: number, operator: FilterOperator): boolean {
  switch (operator) {
    case 'is':
      return difference === 0;
    case 'isNot':
      return difference !== 0;
    case 'lt':
      return difference < 0;
    case 'lte':
      return difference <= 0;
    case 'gt':
      return difference > 0;
    case 'gte':
      return difference >= 0;
    default:
      return false;
  }
}

/** A range "is" a date it contains; it is before a date when it starts before it, after when it ends after it. */
function rangeHolds(
  start: DateParts,
  end: DateParts,
  operand: DateParts,
  operator: FilterOperator,
): boolean {
  const contains = compareDateParts(start, operand) <= 0 && compareDateParts(operand, end) <= 0;
  switch (operator) {
    case 'is':
      return contains;
    case 'isNot':
      return !contains;
    case 'lt':
    case 'lte':
      return compareOrdered(compareDateParts(start, operand), operator);
    case 'gt':
    case 'gte':
      return compareOrdered(compareDateParts(end, operand), operator);
    default:
      return false;
  }
}

function listHolds(value: string[], operand: string[], operator: FilterOperator): boolean {
  switch (operator) {
    case 'hasAny':
      return operand.some((item) => value.includes(item));
    case 'hasAll':
      return operand.every((item) => value.includes(item));
    case 'hasNone':
      return !operand.some((item) => value.includes(item));
    default:
      return false;
  }
}
