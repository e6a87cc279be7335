import crypto from 'node:crypto';
import type { ServerContext } from '../context';
import type { UsersTable } from '../db/schema';
import { ErrorCode } from '../../shared/errors';
import { hashPassword } from '../auth/passwords';
import { openSession } from '../auth/sessions';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../http/app-error';
import { isoNow } from '../clock';

export interface AccountCreatorProps {
  userName: string;
  password: string;
  email: string;
  isGuest?: boolean;
}

/** Creates an account and its first session; 40031 / 40032 for a taken e-mail / user name. */
export async function accountCreator(
  ctx: ServerContext,
  props: AccountCreatorProps,
): Promise<{ user: UsersTable; token: string }> {
  const email = props.email.toLowerCase();
  await assertAvailable(ctx, props.userName, email);
  const passwordHash = await hashPassword(props.password);
  const now = isoNow(ctx.clock);
  const user: UsersTable = {
    id: crypto.randomUUID(),
    user_name: props.userName,
    email,
    password_hash: passwordHash,
    is_guest: props.isGuest ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  try {
    const token = await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(user).execute();
      return openSession(ctx, user, trx);
    });
    return { user, token };
  } catch (error) {
    // Someone took the name or address between the check and the insert.
    if (isUniqueViolation(error)) await assertAvailable(ctx, props.userName, email);
    throw error;
  }
}

async function assertAvailable(ctx: ServerContext, userName: string, email: string): Promise<void> {
  const taken = await ctx.db
    .selectFrom('users')
    .select(['user_name', 'email'])
    .where((eb) => eb.or([eb('user_name', '=', userName), eb('email', '=', email)]))
    .execute();
  if (taken.some((row) => row.email === email)) throw new AppError(409, ErrorCode.emailTaken);
  if (taken.some((row) => row.user_name === userName))
    throw new AppError(409, ErrorCode.userNameTaken);
}
