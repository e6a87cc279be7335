import * as z from 'zod/mini';
import { currentPasswordField, emailField, passwordField, userNameField } from './fields';

export const createAccountRequest = z.strictObject({
  userName: userNameField,
  password: passwordField,
  emailAdress: emailField,
});
export type CreateAccountRequest = z.infer<typeof createAccountRequest>;

export const tryLoginRequest = z.strictObject({
  userNameOrMail: z
    .string({ error: 'VALIDATION.REQUIRED' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'VALIDATION.REQUIRED' }),
      z.maxLength(254, { error: 'VALIDATION.INVALID_VALUE' }),
    ),
  password: currentPasswordField,
});
export type TryLoginRequest = z.infer<typeof tryLoginRequest>;

export const authenticatedUser = z.object({
  id: z.string(),
  userName: z.string(),
  token: z.string(),
});
export type AuthenticatedUser = z.infer<typeof authenticatedUser>;

export const tryLoginResponse = z.object({ success: z.boolean(), user: authenticatedUser });
export type TryLoginResponse = z.infer<typeof tryLoginResponse>;

export const accountResponse = z.object({
  id: z.string(),
  userName: z.string(),
  emailAdress: z.string(),
});
export type AccountResponse = z.infer<typeof accountResponse>;

export const tokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

export const changeEmailRequest = z.strictObject({
  emailAdress: emailField,
  password: currentPasswordField,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequest>;

export const changePasswordRequest = z.strictObject({
  currentPassword: currentPasswordField,
  newPassword: passwordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const restorePasswordRequest = z.strictObject({ emailAdress: emailField });
export type RestorePasswordRequest = z.infer<typeof restorePasswordRequest>;

export const confirmRestoreRequest = z.strictObject({
  emailAdress: emailField,
  code: z
    .string({ error: 'VALIDATION.CODE_REQUIRED' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'VALIDATION.CODE_REQUIRED' }),
      z.maxLength(20, { error: 'VALIDATION.CODE_REQUIRED' }),
    ),
  newPassword: passwordField,
});
export type ConfirmRestoreRequest = z.infer<typeof confirmRestoreRequest>;

export const successResponse = z.object({ success: z.boolean() });
