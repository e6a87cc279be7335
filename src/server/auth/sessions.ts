import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { ServerContext } from '../context';
import { isoAfter, isoNow } from '../clock';
import { tokenLifetimeSeconds } from './tokens';

/** Opens a session and returns its signed token. Logout and password changes revoke sessions. */
export async function openSession(
  ctx: ServerContext,
  user: { id: string; user_name: string },
  db: Kysely<DB> = ctx.db,
): Promise<string> {
  const sessionId = crypto.randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: user.id,
      created_at: isoNow(ctx.clock),
      expires_at: isoAfter(ctx.clock, tokenLifetimeSeconds * 1000),
      revoked_at: null,
    })
    .execute();
  return ctx.tokens.sign({ userId: user.id, sessionId, userName: user.user_name }, ctx.clock.now());
}

/** A renewed token: a new session replaces the current one, which is revoked. */
export async function renewSession(
  ctx: ServerContext,
  user: { id: string; userName: string },
  currentSessionId: string,
): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    await revokeSession(ctx, currentSessionId, trx);
    return openSession(ctx, { id: user.id, user_name: user.userName }, trx);
  });
}

/** Revokes one session (logout, renewal); the session cache forgets it first, so it stops working at once. */
export async function revokeSession(
  ctx: ServerContext,
  sessionId: string,
  db: Kysely<DB> = ctx.db,
) {
  ctx.sessions.forgetSession(sessionId, ctx.clock.now().getTime());
  await db
    .updateTable('sessions')
    .set({ revoked_at: isoNow(ctx.clock) })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every session of the user (password change or restore), in the caller's transaction if any. */
export async function revokeAllSessions(
  ctx: ServerContext,
  userId: string,
  db: Kysely<DB> = ctx.db,
) {
  ctx.sessions.forgetUser(userId, ctx.clock.now().getTime());
  await db
    .updateTable('sessions')
    .set({ revoked_at: isoNow(ctx.clock) })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
