import * as z from 'zod/mini';
import { visibilities } from '../visibility';
import { reservedUserNames } from '../reserved-names';

/**
 * Field rules of SPEC §5. Messages are catalogue keys (see i18n/messages.*.ts);
 * the server translates them into the caller's language and the client into
 * the interface language, so both show the same words.
 *
 * Shared schemas use `zod/mini`: the browser loads them on the sign-in pages,
 * and classic zod alone would add ~90 KB gzip there.
 */
export const userNameField = z.string({ error: 'VALIDATION.USERNAME_REQUIRED' }).check(
  z.trim(),
  z.minLength(1, { error: 'VALIDATION.USERNAME_REQUIRED' }),
  z.maxLength(19, { error: 'VALIDATION.USERNAME_TOO_LONG' }),
  z.regex(/^[a-z0-9-]+$/, { error: 'VALIDATION.USERNAME_CHARS' }),
  z.refine((name: string) => !reservedUserNames.has(name), {
    error: 'VALIDATION.USERNAME_RESERVED',
  }),
);

export const passwordField = z
  .string({ error: 'VALIDATION.PASSWORD_REQUIRED' })
  .check(
    z.minLength(1, { error: 'VALIDATION.PASSWORD_REQUIRED' }),
    z.minLength(7, { error: 'VALIDATION.PASSWORD_TOO_SHORT' }),
    z.maxLength(200, { error: 'VALIDATION.PASSWORD_TOO_LONG' }),
  );

/** A password typed to prove who you are: only required, its rules were checked when it was set. */
export const currentPasswordField = z
  .string({ error: 'VALIDATION.PASSWORD_REQUIRED' })
  .check(
    z.minLength(1, { error: 'VALIDATION.PASSWORD_REQUIRED' }),
    z.maxLength(200, { error: 'VALIDATION.PASSWORD_TOO_LONG' }),
  );

export const emailField = z
  .string({ error: 'VALIDATION.EMAIL_REQUIRED' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'VALIDATION.EMAIL_REQUIRED' }),
    z.maxLength(254, { error: 'VALIDATION.EMAIL_INVALID' }),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'VALIDATION.EMAIL_INVALID' }),
  );

export const worldUrlField = z
  .string({ error: 'VALIDATION.URL_REQUIRED' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'VALIDATION.URL_REQUIRED' }),
    z.maxLength(60, { error: 'VALIDATION.URL_TOO_LONG' }),
    z.regex(/^[a-z0-9-]+$/, { error: 'VALIDATION.URL_CHARS' }),
  );

export const nameField = z
  .string({ error: 'VALIDATION.NAME_REQUIRED' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'VALIDATION.NAME_REQUIRED' }),
    z.maxLength(200, { error: 'VALIDATION.NAME_TOO_LONG' }),
  );

export const descriptionField = z
  .string({ error: 'VALIDATION.INVALID_VALUE' })
  .check(z.maxLength(5000, { error: 'VALIDATION.DESCRIPTION_TOO_LONG' }));

export const idField = z.string().check(z.minLength(1), z.maxLength(64));

/**
 * SPEC §5: names of meta schema definitions and story variables: required,
 * only small Latin letters and underscore (so exporters such as Yarn Spinner
 * can use them as they are); unique in the world (40042).
 */
export const schemaNameField = z
  .string({ error: 'VALIDATION.SCHEMA_NAME_REQUIRED' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'VALIDATION.SCHEMA_NAME_REQUIRED' }),
    z.maxLength(50, { error: 'VALIDATION.SCHEMA_NAME_TOO_LONG' }),
    z.regex(/^[a-z_]+$/, { error: 'VALIDATION.SCHEMA_NAME_CHARS' }),
  );

/**
 * Who sees an item of a public world (src/shared/visibility.ts): `public`,
 * `members`, or null to follow the world's default.
 */
export const visibilityField = z.nullable(
  z.enum(visibilities, { error: 'VALIDATION.VISIBILITY_INVALID' }),
);
