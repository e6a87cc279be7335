import { z } from 'zod';

/**
 * Field rules of SPEC §5. Messages are catalogue keys (see i18n/messages.*.ts);
 * the server translates them into the caller's language and the client into
 * the interface language, so both show the same words.
 */
export const userNameField = z
  .string({ error: 'VALIDATION.USERNAME_REQUIRED' })
  .trim()
  .min(1, { error: 'VALIDATION.USERNAME_REQUIRED' })
  .max(19, { error: 'VALIDATION.USERNAME_TOO_LONG' })
  .regex(/^[a-z0-9-]+$/, { error: 'VALIDATION.USERNAME_CHARS' });

export const passwordField = z
  .string({ error: 'VALIDATION.PASSWORD_REQUIRED' })
  .min(1, { error: 'VALIDATION.PASSWORD_REQUIRED' })
  .min(7, { error: 'VALIDATION.PASSWORD_TOO_SHORT' })
  .max(200, { error: 'VALIDATION.PASSWORD_TOO_LONG' });

/** A password typed to prove who you are: only required, its rules were checked when it was set. */
export const currentPasswordField = z
  .string({ error: 'VALIDATION.PASSWORD_REQUIRED' })
  .min(1, { error: 'VALIDATION.PASSWORD_REQUIRED' })
  .max(200, { error: 'VALIDATION.PASSWORD_TOO_LONG' });

export const emailField = z
  .string({ error: 'VALIDATION.EMAIL_REQUIRED' })
  .trim()
  .min(1, { error: 'VALIDATION.EMAIL_REQUIRED' })
  .max(254, { error: 'VALIDATION.EMAIL_INVALID' })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'VALIDATION.EMAIL_INVALID' });

export const worldUrlField = z
  .string({ error: 'VALIDATION.URL_REQUIRED' })
  .trim()
  .min(1, { error: 'VALIDATION.URL_REQUIRED' })
  .max(60, { error: 'VALIDATION.URL_TOO_LONG' })
  .regex(/^[a-z0-9-]+$/, { error: 'VALIDATION.URL_CHARS' });

export const nameField = z
  .string({ error: 'VALIDATION.NAME_REQUIRED' })
  .trim()
  .min(1, { error: 'VALIDATION.NAME_REQUIRED' })
  .max(200, { error: 'VALIDATION.NAME_TOO_LONG' });

export const descriptionField = z
  .string({ error: 'VALIDATION.INVALID_VALUE' })
  .max(5000, { error: 'VALIDATION.DESCRIPTION_TOO_LONG' });

export const idField = z.string().min(1).max(64);
