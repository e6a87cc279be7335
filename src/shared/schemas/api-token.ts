import * as z from 'zod/mini';
import { idField } from './fields';

/** What a personal API token may do in its worlds: only read, or read and write. */
export const apiTokenAccesses = ['read', 'write'] as const;
export type ApiTokenAccess = (typeof apiTokenAccesses)[number];

/** At most this many worlds per token; a script rarely needs more than a few. */
export const apiTokenMaxWorlds = 50;

export const createApiTokenRequest = z.strictObject({
  name: z
    .string({ error: 'VALIDATION.NAME_REQUIRED' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'VALIDATION.NAME_REQUIRED' }),
      z.maxLength(100, { error: 'VALIDATION.API_TOKEN_NAME_TOO_LONG' }),
    ),
  worldIds: z
    .array(idField)
    .check(
      z.minLength(1, { error: 'VALIDATION.API_TOKEN_WORLDS_REQUIRED' }),
      z.maxLength(apiTokenMaxWorlds, { error: 'VALIDATION.INVALID_VALUE' }),
    ),
  access: z.enum(apiTokenAccesses, { error: 'VALIDATION.INVALID_VALUE' }),
  /** When the token stops working (ISO 8601), or null for never; must be in the future. */
  expiresAt: z.nullable(z.iso.datetime({ error: 'VALIDATION.INVALID_VALUE' })),
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequest>;

export const apiTokenParams = z.object({ tokenId: idField });

export const apiTokenResponse = z.object({
  id: z.string(),
  name: z.string(),
  access: z.enum(apiTokenAccesses),
  /** The worlds in scope that the user is still a member of. */
  worlds: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
  /** Updated at most once a minute. */
  lastUsedAt: z.nullable(z.string()),
});
export type ApiTokenResponse = z.infer<typeof apiTokenResponse>;

export const apiTokenListResponse = z.array(apiTokenResponse);

/** The only answer that carries the secret: it is stored hashed and never shown again. */
export const createdApiTokenResponse = z.object({
  token: apiTokenResponse,
  secret: z.string(),
});
export type CreatedApiTokenResponse = z.infer<typeof createdApiTokenResponse>;
