import type { ServerContext } from '../context';
import { isoAfter, isoNow } from '../clock';

/**
 * Failed-login lockout (SPEC §8 code 4002), chosen so that it cannot be used
 * to keep someone else out for long:
 *
 * - failures are counted per account *and* per client address: 10 failures
 *   from one address within 15 minutes lock the account for that address only,
 *   for 15 minutes, so an attacker elsewhere does not lock out the owner;
 * - 50 failures from all addresses together within 15 minutes lock the
 *   account everywhere, also for 15 minutes (a distributed guess is slowed
 *   down, and the lock ends by itself);
 * - a password restore lifts every lock at once, and a successful login
 *   clears the failures of that address.
 */
export const lockoutPolicy = {
  perAddressFailures: 10,
  accountWideFailures: 50,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
} as const;

export async function isLocked(ctx: ServerContext, userId: string, ip: string): Promise<boolean> {
  const now = isoNow(ctx.clock);
  const windowStart = new Date(ctx.clock.now().getTime() - lockoutPolicy.windowMs).toISOString();
  const rows = await ctx.db
    .selectFrom('login_failures')
    .select(['ip', 'failures', 'window_started_at', 'locked_until'])
    .where('user_id', '=', userId)
    .execute();
  const lockedHere = rows.some(
    (row) => row.ip === ip && row.locked_until !== null && row.locked_until > now,
  );
  // The account-wide lock is no row of its own: it lasts while the recent failures of all addresses add up.
  const recentFailures = rows
    .filter((row) => row.window_started_at > windowStart)
    .reduce((sum, row) => sum + row.failures, 0);
  return lockedHere || recentFailures >= lockoutPolicy.accountWideFailures;
}

export async function recordFailure(ctx: ServerContext, userId: string, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('login_failures')
      .selectAll()
      .where('user_id', '=', userId)
      .where('ip', '=', ip)
      .executeTakeFirst();
    const windowExpired =
      !row || now.getTime() - Date.parse(row.window_started_at) > lockoutPolicy.windowMs;
    const failures = windowExpired ? 1 : row.failures + 1;
    const lockedUntil =
      failures >= lockoutPolicy.perAddressFailures
        ? isoAfter(ctx.clock, lockoutPolicy.lockMs)
        : null;
    const values = {
      failures,
      window_started_at: windowExpired ? nowIso : row.window_started_at,
      locked_until: lockedUntil,
    };
    if (row) {
      await trx
        .updateTable('login_failures')
        .set(values)
        .where('user_id', '=', userId)
        .where('ip', '=', ip)
        .execute();
    } else {
      await trx
        .insertInto('login_failures')
        .values({ user_id: userId, ip, ...values })
        .execute();
    }
  });
}

export async function clearFailures(
  ctx: ServerContext,
  userId: string,
  ip?: string,
): Promise<void> {
  let query = ctx.db.deleteFrom('login_failures').where('user_id', '=', userId);
  if (ip !== undefined) query = query.where('ip', '=', ip);
  await query.execute();
}
