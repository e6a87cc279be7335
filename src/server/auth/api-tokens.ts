import crypto from 'node:crypto';
import type { ServerContext } from '../context';
import type { RouteCapability } from '../policies/authorize';
import { AppError } from '../http/app-error';
import { ErrorCode } from '../../shared/errors';
import { isoNow } from '../clock';
import type { ApiTokenGrant, CurrentUser } from './current-user';

export type { ApiTokenGrant } from './current-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no personal API token may call the route, whatever its capability (leaving a world). */
    apiTokens?: false;
  }
}

/**
 * `lw_<id>_<secret>`: the id (16 hex digits) finds the row, the secret (32
 * random bytes, base64url) is checked against its SHA-256. A secret this
 * random needs no slow hash; a fast one keeps every request cheap.
 */
const tokenPattern = /^lw_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export function isApiToken(token: string): boolean {
  return token.startsWith('lw_');
}

export function mintApiToken(): { id: string; token: string; secretHash: string } {
  const id = crypto.randomBytes(8).toString('hex');
  const secret = crypto.randomBytes(32).toString('base64url');
  return { id, token: `lw_${id}_${secret}`, secretHash: hashSecret(secret) };
}

function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** How often the last-used time is written at most: one write a minute per token, whatever the traffic. */
const lastUsedEveryMs = 60_000;

/**
 * The user behind a personal API token that exists (revoking deletes it) and
 * has not expired, with what it may do; undefined for anything else (401).
 */
export async function authenticateApiToken(
  ctx: ServerContext,
  token: string,
): Promise<CurrentUser | undefined> {
  const match = tokenPattern.exec(token);
  if (!match) return undefined;
  const [, id, secret] = match as unknown as [string, string, string];
  const row = await ctx.db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([
      'api_tokens.secret_hash',
      'api_tokens.access',
      'api_tokens.expires_at',
      'api_tokens.last_used_at',
      'users.id as user_id',
      'users.user_name',
    ])
    .where('api_tokens.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const expected = Buffer.from(row.secret_hash, 'hex');
  const given = Buffer.from(hashSecret(secret), 'hex');
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return undefined;
  const nowMs = ctx.clock.now().getTime();
  if (row.expires_at !== null && Date.parse(row.expires_at) <= nowMs) return undefined;

  const worlds = await ctx.db
    .selectFrom('api_token_worlds')
    .select('world_id')
    .where('token_id', '=', id)
    .execute();
  if (row.last_used_at === null || nowMs - Date.parse(row.last_used_at) >= lastUsedEveryMs)
    await touchLastUsed(ctx, id, nowMs);
  return {
    id: row.user_id,
    userName: row.user_name,
    // No session: the routes that use one (sign out, renew) refuse tokens before their handler.
    sessionId: '',
    apiToken: {
      id,
      access: row.access === 'write' ? 'write' : 'read',
      worldIds: new Set(worlds.map((world) => world.world_id)),
    },
  };
}

/** Conditional, so that requests racing past the check above still write once. */
async function touchLastUsed(ctx: ServerContext, id: string, nowMs: number): Promise<void> {
  const cutoff = new Date(nowMs - lastUsedEveryMs).toISOString();
  await ctx.db
    .updateTable('api_tokens')
    .set({ last_used_at: isoNow(ctx.clock) })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', cutoff)]))
    .execute();
}

/**
 * Capabilities no token holds whatever its access: managing members, and the
 * owner's irreversible or paying acts. `signed-in` routes are the account's
 * own (profile, tokens, the world list, creating worlds): sign in for those.
 */
const refusedCapabilities: ReadonlySet<RouteCapability> = new Set([
  'signed-in',
  'members.manage',
  'world.delete',
  'world.pay',
]);

/**
 * Whether a token may call a route at all, from what the route declares:
 * refused routes answer 4033, and a read token may call only `world.view`
 * routes (4034). The world scope is checked where the world is loaded
 * (policies/authorize.ts), answered like a world the caller is not in.
 */
export function admitApiToken(
  grant: ApiTokenGrant,
  config: { capability?: RouteCapability; apiTokens?: false },
): void {
  const { capability } = config;
  if (capability === undefined || config.apiTokens === false || refusedCapabilities.has(capability))
    throw new AppError(403, ErrorCode.apiTokenRefused);
  if (grant.access === 'read' && capability !== 'world.view' && capability !== 'world.read')
    throw new AppError(403, ErrorCode.apiTokenReadOnly);
}
