import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

/** A body with at most this many values has every problem listed (a form shows each field's). */
const fullReportValues = 10_000;

/**
 * The zod validator, checked first with zod's `abortEarly`: a plain check
 * lists one problem per wrong element, and a 1 MB body of `[[],[],…]` where
 * rich text belongs made 330,000 of them, held the event loop for seconds
 * and ended in a 500 (the list overflowed the stack). A small body that
 * fails is checked again in full, so forms still get a message per field;
 * a large one answers its first problem.
 */
export const boundedValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = (route) => {
  const full = validatorCompiler(route);
  const schema = route.schema;
  if (!(schema instanceof z.core.$ZodType)) return full;
  return (data) => {
    const quick = z.safeParse(schema, data, {
      abortEarly: true,
    } as z.core.ParseContext<z.core.$ZodIssue>);
    if (quick.success) return { value: quick.data };
    if (valuesAtMost(data, fullReportValues)) return full(data);
    const issue = quick.error.issues[0];
    const path = issue?.path.join('/') ?? '';
    return {
      error: [
        {
          // The shape fastify-type-provider-zod gives its errors, so the one error handler reads it alike.
          [Symbol.for('ZodFastifySchemaValidationError')]: true,
          keyword: issue?.code ?? 'custom',
          instancePath: `/${path}`,
          schemaPath: `#/${path}/${issue?.code ?? 'custom'}`,
          message: issue?.message ?? 'Invalid input',
          params: {},
        },
      ] as unknown as Error,
    };
  };
};

/** Whether `value` holds at most `limit` values; stops counting there. */
function valuesAtMost(value: unknown, limit: number): boolean {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    count += 1;
    if (current === null || typeof current !== 'object') continue;
    const children = Object.values(current);
    if (count + pending.length + children.length > limit) return false;
    for (const child of children) pending.push(child);
  }
  return true;
}
