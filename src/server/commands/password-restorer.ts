import crypto from 'node:crypto';
import type { ServerContext } from '../context';
import type { Language } from '../../shared/i18n/languages';
import { ErrorCode } from '../../shared/errors';
import { hashPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import { clearFailures } from '../auth/lockout';
import { restoreCodeMail } from '../mail/templates';
import { AppError } from '../http/app-error';
import { isoAfter, isoNow } from '../clock';

/**
 * Restore codes: 6 random digits, single use, 10 minutes, 5 tries, 3 codes per
 * 15 minutes and 10 a day, so whoever guesses has at most 50 tries in a million a day.
 */
export const restorePolicy = {
  lifetimeMs: 10 * 60 * 1000,
  maxAttempts: 5,
  maxCodesPerWindow: 3,
  windowMs: 15 * 60 * 1000,
  maxCodesPerDay: 10,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/** Sends a restore code to the e-mail of an account; 4041 when no account has it (SPEC §8). */
export async function restoreCodeSender(
  ctx: ServerContext,
  props: { email: string; lang: Language },
): Promise<void> {
  const email = props.email.toLowerCase();
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'user_name', 'email'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) throw new AppError(400, ErrorCode.emailNotFound);

  const codesSince = async (milliseconds: number) => {
    const since = new Date(ctx.clock.now().getTime() - milliseconds).toISOString();
    const recent = await ctx.db
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', user.id)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(recent.count);
  };
  if (
    (await codesSince(restorePolicy.windowMs)) >= restorePolicy.maxCodesPerWindow ||
    (await codesSince(dayMs)) >= restorePolicy.maxCodesPerDay
  ) {
    throw new AppError(429, ErrorCode.tooManyRequests);
  }

  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const id = crypto.randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    // A new code replaces every earlier one.
    await trx
      .updateTable('password_resets')
      .set({ used_at: isoNow(ctx.clock) })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        id,
        user_id: user.id,
        code_hash: codeHash(ctx, id, code),
        created_at: isoNow(ctx.clock),
        expires_at: isoAfter(ctx.clock, restorePolicy.lifetimeMs),
        attempts: 0,
        used_at: null,
      })
      .execute();
  });
  await ctx.mailer.send(restoreCodeMail(props.lang, user.email, user.user_name, code));
}

/**
 * Sets a new password with a valid code. Any failure is the same 4003, so the
 * answer tells nothing about which part was wrong. Success unlocks the account
 * and signs out every session.
 */
export async function passwordRestorer(
  ctx: ServerContext,
  props: { email: string; code: string; newPassword: string },
): Promise<void> {
  const invalid = () => new AppError(400, ErrorCode.restoreCodeInvalid);
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', props.email.toLowerCase())
    .executeTakeFirst();
  if (!user) throw invalid();
  const reset = await ctx.db
    .selectFrom('password_resets')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow(ctx.clock))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!reset) throw invalid();
  // The try is counted before the code is compared, in one conditional update:
  // guesses sent all at once cannot all read "0 tries so far" and all be weighed.
  const counted = await ctx.db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', reset.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', restorePolicy.maxAttempts)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) throw invalid();

  const expected = Buffer.from(reset.code_hash, 'hex');
  const given = Buffer.from(codeHash(ctx, reset.id, props.code.trim()), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) throw invalid();

  const passwordHash = await hashPassword(props.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: isoNow(ctx.clock) })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw invalid();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: isoNow(ctx.clock) })
      .where('id', '=', user.id)
      .execute();
    await revokeAllSessions(ctx, user.id, trx);
  });
  await clearFailures(ctx, user.id);
}

function codeHash(ctx: ServerContext, resetId: string, code: string): string {
  return crypto.createHmac('sha256', ctx.codeKey).update(`${resetId}:${code}`).digest('hex');
}
