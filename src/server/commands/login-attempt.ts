import type { ServerContext } from '../context';
import { ErrorCode } from '../../shared/errors';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { openSession } from '../auth/sessions';
import { clearFailures, isLocked, recordFailure } from '../auth/lockout';
import { AppError } from '../http/app-error';

export interface LoginAttemptProps {
  userNameOrMail: string;
  password: string;
  ip: string;
}

/**
 * Checks credentials and opens a session (400, never 401: a 401 makes the client sign out).
 * answer alike (4001); a locked account answers 4002 even to the right password.
 */
export async function loginAttempt(
  ctx: ServerContext,
  props: LoginAttemptProps,
): Promise<{ id: string; userName: string; token: string }> {
  const login = props.userNameOrMail.trim();
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'user_name', 'password_hash'])
    .where((eb) =>
      login.includes('@') ? eb('email', '=', login.toLowerCase()) : eb('user_name', '=', login),
    )
    .executeTakeFirst();
  if (!user) {
    await verifyAgainstDummy(props.password);
    throw new AppError(400, ErrorCode.wrongCredentials);
  }
  if (await isLocked(ctx, user.id, props.ip)) throw new AppError(423, ErrorCode.accountLocked);
  if (!(await verifyPassword(user.password_hash, props.password))) {
    await recordFailure(ctx, user.id, props.ip);
    if (await isLocked(ctx, user.id, props.ip)) throw new AppError(423, ErrorCode.accountLocked);
    throw new AppError(400, ErrorCode.wrongCredentials);
  }
  await clearFailures(ctx, user.id, props.ip);
  const token = await openSession(ctx, user);
  return { id: user.id, userName: user.user_name, token };
}
