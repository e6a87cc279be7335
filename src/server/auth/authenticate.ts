import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { errors } from '../http/app-error';
import { preparedQuery } from '../db/prepared-query';
import { authenticateApiToken, isApiToken } from './api-tokens';
import type { CurrentUser } from './current-user';

export type { CurrentUser } from './current-user';

/** The caller of each request once known: the route hook (http/route-authentication.ts) asks first, the handler again. */
const callers = new WeakMap<FastifyRequest, CurrentUser>();

/**
 * The signed-in caller: a valid bearer token whose session is neither revoked
 * nor expired. Anything else is a 401, which the client answers by signing out.
 * Both checks are remembered briefly (verified tokens in TokenService, live
 * sessions in SessionCache), so a burst of calls costs no database query.
 */
export async function authenticate(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<CurrentUser> {
  const known = callers.get(request);
  if (known) return known;
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw errors.unauthenticated();
  const user = isApiToken(token)
    ? await authenticateApiToken(ctx, token)
    : await authenticateToken(ctx, token);
  if (!user) throw errors.unauthenticated();
  callers.set(request, user);
  return user;
}

/**
 * The caller of a route public worlds open to everyone (`world.read`): the
 * signed-in user when the request carries a token (a bad one is still a 401,
 * so a signed-out session notices), null for a visitor without one.
 */
export async function authenticateOptional(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<CurrentUser | null> {
  if (!request.headers.authorization) return null;
  return authenticate(ctx, request);
}

/**
 * The same checks on a bare token, for callers without a bearer header (the
 * live-updates WebSocket, whose token comes in its first message). Sessions
 * only: a personal API token is for HTTP requests, never for a socket.
 */
export async function authenticateToken(
  ctx: ServerContext,
  token: string,
): Promise<CurrentUser | undefined> {
  const now = ctx.clock.now();
  const claims = await ctx.tokens.verify(token, now);
  if (!claims) return undefined;
  const nowMs = now.getTime();
  const known = ctx.sessions.get(claims.sessionId, claims.userId, nowMs);
  if (known) return { id: known.userId, userName: known.userName, sessionId: claims.sessionId };

  const [row] = await liveSession(ctx.db, claims.sessionId, claims.userId, now.toISOString());
  if (!row) return undefined;
  const session = { userId: row.id, userName: row.user_name };
  ctx.sessions.remember(claims.sessionId, session, Date.parse(row.expires_at), nowMs);
  return { id: row.id, userName: row.user_name, sessionId: claims.sessionId };
}

const liveSession = preparedQuery((db, sessionId: string, userId: string, nowIso: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.user_name', 'sessions.expires_at'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', nowIso),
);
