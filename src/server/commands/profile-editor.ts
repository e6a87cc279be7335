import type { ServerContext } from '../context';
import { ErrorCode } from '../../shared/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { openSession, revokeAllSessions } from '../auth/sessions';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../http/app-error';
import { isoNow } from '../clock';

async function checkCurrentPassword(ctx: ServerContext, userId: string, password: string) {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'user_name', 'email', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError(400, ErrorCode.wrongCurrentPassword);
  }
  return user;
}

/** Changes the e-mail after the current password is confirmed; 40031 when taken. */
export async function emailChanger(
  ctx: ServerContext,
  props: { userId: string; email: string; password: string },
) {
  const user = await checkCurrentPassword(ctx, props.userId, props.password);
  const email = props.email.toLowerCase();
  const taken = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', user.id)
    .executeTakeFirst();
  if (taken) throw new AppError(409, ErrorCode.emailTaken);
  try {
    await ctx.db
      .updateTable('users')
      .set({ email, updated_at: isoNow(ctx.clock) })
      .where('id', '=', user.id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, ErrorCode.emailTaken);
    throw error;
  }
  return { id: user.id, userName: user.user_name, emailAdress: email };
}

/** Changes the password, signs out every session, and returns a token for this one. */
export async function passwordChanger(
  ctx: ServerContext,
  props: { userId: string; currentPassword: string; newPassword: string },
): Promise<string> {
  const user = await checkCurrentPassword(ctx, props.userId, props.currentPassword);
  const passwordHash = await hashPassword(props.newPassword);
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: isoNow(ctx.clock) })
      .where('id', '=', user.id)
      .execute();
    await revokeAllSessions(ctx, user.id, trx);
    return openSession(ctx, user, trx);
  });
}
