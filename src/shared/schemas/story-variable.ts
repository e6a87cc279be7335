import * as z from 'zod/mini';
import { variableTypes, type VariableType } from '../dialogs/dialog-graph';
import { idField, schemaNameField } from './fields';

/**
 * Story variables (SPEC §3: name, type, commentary, default value), world-wide
 * state that dialogs read in choice conditions and write on entering a node.
 *
 * Every value travels as a string that fits the variable's type: "true" or
 * "false" for a boolean, a whole number in JavaScript's safe range for an
 * integer, at most 1,000 characters of text.
 *
 * Deleting a variable that dialogs use is allowed: in the same transaction the
 * conditions and assignments on it are removed from those dialogs, whose
 * versions go up (an open builder then gets 4091 on its next save and
 * reloads). The client warns first with `usedBy` ("used by N dialogs").
 * Changing its type is refused with 40046 while a dialog holds a value on it
 * that does not fit the new type.
 */

export const variableTextMaxLength = 1_000;
export const commentaryMaxLength = 1_000;

/** A whole number as the player and exporters read it: no sign but "-", no leading zeros, in the safe range. */
export function isWholeNumber(value: string): boolean {
  return /^-?(0|[1-9]\d*)$/.test(value) && Number.isSafeInteger(Number(value));
}

/** The catalogue key saying why `value` does not fit `type`, or null when it fits. */
export function variableValueProblem(type: VariableType, value: string): string | null {
  switch (type) {
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'VALIDATION.VARIABLE_VALUE_BOOLEAN';
    case 'integer':
      return isWholeNumber(value) ? null : 'VALIDATION.VARIABLE_VALUE_INTEGER';
    case 'text':
      return value.length <= variableTextMaxLength ? null : 'VALIDATION.VARIABLE_VALUE_TOO_LONG';
  }
}

export const commentaryField = z
  .string({ error: 'VALIDATION.INVALID_VALUE' })
  .check(z.trim(), z.maxLength(commentaryMaxLength, { error: 'VALIDATION.COMMENTARY_TOO_LONG' }));

export const variableTypeField = z.enum(variableTypes, {
  error: 'VALIDATION.SCHEMA_TYPE_REQUIRED',
});

/**
 * POST and PUT `/api/Setting/{id}/StoryVariables[/{variableId}]`. The name is
 * unique in the world (40042). `defaultValue` must fit `type`
 * (VALIDATION.VARIABLE_VALUE_BOOLEAN / _INTEGER / _TOO_LONG on `defaultValue`).
 */
export const storyVariableRequest = z
  .strictObject({
    name: schemaNameField,
    type: variableTypeField,
    commentary: z._default(z.optional(commentaryField), ''),
    defaultValue: z.string({ error: 'VALIDATION.VARIABLE_DEFAULT_REQUIRED' }),
  })
  .check(
    z.superRefine((variable, payload) => {
      const problem = variableValueProblem(variable.type, variable.defaultValue);
      if (problem)
        payload.issues.push({
          code: 'custom',
          message: problem,
          input: variable.defaultValue,
          path: ['defaultValue'],
        });
    }),
  );
export type StoryVariableRequest = z.input<typeof storyVariableRequest>;

export const storyVariableResponse = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(variableTypes),
  commentary: z.string(),
  defaultValue: z.string(),
  /** Dialogs whose conditions or assignments use the variable. */
  usedBy: z.number(),
});
export type StoryVariable = z.infer<typeof storyVariableResponse>;

/** GET: the world's variables by name. */
export const storyVariableListResponse = z.array(storyVariableResponse);

export const storyVariableParams = z.object({ id: idField, variableId: idField });
