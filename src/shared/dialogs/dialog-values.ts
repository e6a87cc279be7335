import type { VariableAssignment, VariableCondition, VariableType } from './dialog-graph';

/**
 * What variable values mean. Every value travels as a string (SPEC §3); an
 * integer is a string of an optional sign and decimal digits, a boolean is
 * "true" or "false". Shared by the player (which applies them) and the
 * analysis (which warns where they cannot apply).
 */

const integerPattern = /^[+-]?\d+$/;

export function isIntegerValue(value: string): boolean {
  return integerPattern.test(value.trim());
}

export function isBooleanValue(value: string): boolean {
  return value === 'true' || value === 'false';
}

/** The number an integer value stands for, or null when it is not one. */
export function integerOf(value: string): number | null {
  return isIntegerValue(value) ? Number(value.trim()) : null;
}

/** Whether the value suits a variable of this type. */
export function valueFitsType(value: string, type: VariableType): boolean {
  if (type === 'integer') return isIntegerValue(value);
  if (type === 'boolean') return isBooleanValue(value);
  return true;
}

/**
 * Whether a condition holds for the current value of its variable (`current`;
 * an unknown variable reads as ""). `eq`/`ne` compare numbers for integer
 * variables (so "07" equals "7") and exact strings otherwise; the ordering
 * operators compare numbers, and do not hold when either side is not a whole
 * number, so a broken condition hides its choice rather than offering it.
 */
export function conditionHolds(
  condition: VariableCondition,
  current: string,
  type: VariableType | undefined,
): boolean {
  const { operator, value } = condition;
  if (operator === 'eq' || operator === 'ne') {
    const left = type === 'integer' ? integerOf(current) : null;
    const right = type === 'integer' ? integerOf(value) : null;
    const equal = left !== null && right !== null ? left === right : current === value;
    return operator === 'eq' ? equal : !equal;
  }
  const left = integerOf(current);
  const right = integerOf(value);
  if (left === null || right === null) return false;
  switch (operator) {
    case 'lt':
      return left < right;
    case 'lte':
      return left <= right;
    case 'gt':
      return left > right;
    case 'gte':
      return left >= right;
  }
}

/**
 * The variable's value after an assignment. `add` adds whole numbers (an empty
 * value counts as 0); when the current value or the amount is not a whole
 * number (the analysis warns) the value stays as it was.
 */
export function assignedValue(assignment: VariableAssignment, current: string): string {
  if (assignment.operation === 'set') return assignment.value;
  const left = current.trim() === '' ? 0 : integerOf(current);
  const right = integerOf(assignment.value);
  if (left === null || right === null) return current;
  return String(left + right);
}
