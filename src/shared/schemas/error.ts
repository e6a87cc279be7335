import * as z from 'zod/mini';
import type { ErrorBody } from '../errors';

/**
 * SPEC §8: the body of every error answer, `{"Exceptions":[{"Message","Code"}]}`.
 * The OpenAPI document names it once (components.schemas.ErrorBody) and every
 * operation's 4XX and 5XX answers refer to it.
 */
export const errorBodySchema = z.object({
  Exceptions: z.array(
    z.object({
      Message: z.string().check(z.describe('In the language of the "lang" header.')),
      Code: z
        .string()
        .check(z.describe('A stable code; the client translates one longer than 3 characters.')),
    }),
  ),
});

// The schema and the type the server answers with must not drift apart.
const sameShape: z.infer<typeof errorBodySchema> extends ErrorBody
  ? ErrorBody extends z.infer<typeof errorBodySchema>
    ? true
    : never
  : never = true;
void sameShape;
