import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { errors } from '../http/app-error';
import { isoNow } from '../clock';

export interface CurrentUser {
  id: string;
  userName: string;
  sessionId: string;
}

/**
 * The signed-in caller: a valid bearer token whose session is neither revoked
 * nor expired. Anything else is a 401, which the client answers by signing out.
 */
export async function authenticate(ctx: ServerContext, request: FastifyRequest): Promise<CurrentUser> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw errors.unauthenticated();
  const claims = await ctx.tokens.verify(token, ctx.clock.now());
  if (!claims) throw errors.unauthenticated();
  const row = await ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.user_name'])
    .where('sessions.id', '=', claims.sessionId)
    .where('sessions.user_id', '=', claims.userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', isoNow(ctx.clock))
    .executeTakeFirst();
  if (!row) throw errors.unauthenticated();
  return { id: row.id, userName: row.user_name, sessionId: claims.sessionId };
}
