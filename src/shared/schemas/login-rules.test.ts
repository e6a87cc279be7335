import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tryLoginRequest } from './account';
import { tryLoginRules } from './login-rules';

/** The first message per field, as the form shows them. */
function fieldErrors(result: StandardSchemaResult): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = (issue.path ?? []).map((segment) => String(segment)).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
type StandardSchemaResult = {
  issues?: readonly { message: string; path?: readonly PropertyKey[] }[];
};

const validate = (schema: typeof tryLoginRules, values: unknown) =>
  schema['~standard'].validate(values) as StandardSchemaResult & { value?: unknown };

describe('tryLoginRules', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.constantFrom('', ' ', '\t\n', 'a'.repeat(254), ` ${'a'.repeat(254)} `, 'a'.repeat(255)),
    fc.constantFrom('x'.repeat(200), 'x'.repeat(201), ' '.repeat(201), '\u00a0', '\u2003a\ufeff'),
  );

  it('answers the login form as the zod schema does', () => {
    fc.assert(
      fc.property(text, text, (userNameOrMail, password) => {
        const values = { userNameOrMail, password };
        const ours = validate(tryLoginRules, values);
        const theirs = validate(tryLoginRequest, values);
        expect(fieldErrors(ours)).toEqual(fieldErrors(theirs));
        if (!theirs.issues) expect(ours.value).toEqual(theirs.value);
      }),
    );
  });

  it('asks for both fields when they are missing', () => {
    expect(fieldErrors(validate(tryLoginRules, {}))).toEqual(
      fieldErrors(validate(tryLoginRequest, {})),
    );
  });
});
