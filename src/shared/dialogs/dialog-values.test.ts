import { describe, expect, it } from 'vitest';
import { assignedValue, conditionHolds, isIntegerValue } from './dialog-values';
import type { ConditionOperator } from './dialog-graph';

const holds = (
  current: string,
  operator: ConditionOperator,
  value: string,
  type?: 'integer' | 'text' | 'boolean',
) => conditionHolds({ variableId: 'v', operator, value }, current, type);

describe('variable values', () => {
  it('compares integers as numbers, text and booleans as strings', () => {
    expect(holds('07', 'eq', '7', 'integer')).toBe(true);
    expect(holds('07', 'eq', '7', 'text')).toBe(false);
    expect(holds('10', 'gt', '9', 'integer')).toBe(true);
    expect(holds('10', 'lt', '9', 'text')).toBe(false);
    expect(holds('true', 'ne', 'false', 'boolean')).toBe(true);
    expect(holds('-3', 'lte', '-3', 'integer')).toBe(true);
    expect(holds('-3', 'gte', '-2', 'integer')).toBe(false);
  });

  it('never holds an ordering on something that is not a whole number', () => {
    expect(holds('abc', 'lt', '5', 'integer')).toBe(false);
    expect(holds('abc', 'gte', '5', 'integer')).toBe(false);
    expect(holds('', 'eq', '', 'integer')).toBe(true);
  });

  it('adds whole numbers, treats empty as 0, and leaves a value it cannot add to', () => {
    expect(assignedValue({ variableId: 'v', operation: 'add', value: '-5' }, '3')).toBe('-2');
    expect(assignedValue({ variableId: 'v', operation: 'add', value: '2' }, '')).toBe('2');
    expect(assignedValue({ variableId: 'v', operation: 'add', value: 'x' }, '3')).toBe('3');
    expect(assignedValue({ variableId: 'v', operation: 'set', value: 'x' }, '3')).toBe('x');
    expect(isIntegerValue('+4')).toBe(true);
    expect(isIntegerValue('4.0')).toBe(false);
  });
});
