import crypto from 'node:crypto';
import pino from 'pino';
import * as z from 'zod/mini';
import { openDatabase } from '../../src/server/db/database';
import { buildApp } from '../../src/server/app';
import type { ServerContext } from '../../src/server/context';
import { accountCreator } from '../../src/server/commands/account-creator';
import { hashPassword } from '../../src/server/auth/passwords';
import { revokeAllSessions } from '../../src/server/auth/sessions';
import { clearFailures } from '../../src/server/auth/lockout';
import { isoNow } from '../../src/server/clock';
import { AppError } from '../../src/server/http/app-error';
import { emailField, passwordField, userNameField } from '../../src/shared/schemas/fields';
import { translateShared } from '../../src/shared/i18n/translate';
import { AdminError, type AdminIo } from './admin-io';

/** create-user, reset-password and unlock: the server's own account code on the configured database. */

async function withContext<T>(io: AdminIo, work: (ctx: ServerContext) => Promise<T>): Promise<T> {
  const database = await openDatabase({
    dataDir: io.config.dataDir,
    databaseUrl: io.config.databaseUrl,
  });
  const { app, ctx } = await buildApp({
    config: io.config,
    database,
    logger: pino({ level: 'warn' }),
  });
  try {
    return await work(ctx);
  } finally {
    await app.close();
    await database.destroy();
  }
}

function checked(schema: z.ZodMiniType<string>, value: string | undefined, what: string): string {
  const parsed = schema.safeParse(value ?? '');
  if (!parsed.success)
    throw new AdminError(
      `${what}: ${translateShared('en', parsed.error.issues[0]?.message ?? 'VALIDATION.INVALID_VALUE')}`,
    );
  return parsed.data;
}

/** A password to hand over: 18 random characters a person can type. */
export function generatedPassword(): string {
  return crypto.randomBytes(14).toString('base64url').slice(0, 18);
}

/** The password read from standard input (one line), or a generated one that is then printed. */
async function newPassword(
  io: AdminIo,
  given: string | undefined,
): Promise<{ password: string; generated: boolean }> {
  if (given !== undefined)
    return { password: checked(passwordField, given, 'password'), generated: false };
  const input = await io.readInput();
  const line = input?.split(/\r?\n/)[0]?.trim();
  if (line) return { password: checked(passwordField, line, 'password'), generated: false };
  return { password: generatedPassword(), generated: true };
}

export async function createUser(
  io: AdminIo,
  args: string[],
  options: { password?: string | undefined },
): Promise<void> {
  const [rawName, rawEmail] = args;
  if (!rawName || !rawEmail)
    throw new AdminError(
      'usage: create-user <name> <email> [--password <password>] (or the password on standard input)',
    );
  const userName = checked(userNameField, rawName, 'user name');
  const email = checked(emailField, rawEmail, 'e-mail');
  const { password, generated } = await newPassword(io, options.password);
  await withContext(io, async (ctx) => {
    try {
      await accountCreator(ctx, { userName, email, password });
    } catch (error) {
      if (error instanceof AppError) throw new AdminError(translateShared('en', error.messageKey));
      throw error;
    }
  });
  io.out(`Created ${userName} <${email.toLowerCase()}>.`);
  if (generated) io.out(`Password: ${password}`);
}

async function findUser(ctx: ServerContext, userName: string): Promise<{ id: string }> {
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', userName)
    .executeTakeFirst();
  if (!user) throw new AdminError(`There is no user named ${userName}.`);
  return user;
}

export async function resetPassword(
  io: AdminIo,
  args: string[],
  options: { password?: string | undefined },
): Promise<void> {
  const [userName] = args;
  if (!userName)
    throw new AdminError(
      'usage: reset-password <name> [--password <password>] (or the password on standard input)',
    );
  const { password, generated } = await newPassword(io, options.password);
  await withContext(io, async (ctx) => {
    const user = await findUser(ctx, userName);
    const hash = await hashPassword(password);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: hash, updated_at: isoNow(ctx.clock) })
        .where('id', '=', user.id)
        .execute();
      // As a restore by e-mail: every session ends and every lock lifts.
      await revokeAllSessions(ctx, user.id, trx);
    });
    await clearFailures(ctx, user.id);
  });
  io.out(`The password of ${userName} was changed; their sessions were ended and any lock lifted.`);
  if (generated) io.out(`Password: ${password}`);
}

export async function unlock(io: AdminIo, args: string[]): Promise<void> {
  const [userName] = args;
  if (!userName) throw new AdminError('usage: unlock <name>');
  const cleared = await withContext(io, async (ctx) => {
    const user = await findUser(ctx, userName);
    const rows = await ctx.db
      .selectFrom('login_failures')
      .select('ip')
      .where('user_id', '=', user.id)
      .execute();
    await clearFailures(ctx, user.id);
    return rows.length;
  });
  io.out(
    cleared
      ? `Unlocked ${userName} (failed sign-ins from ${cleared} address(es) forgotten).`
      : `${userName} was not locked.`,
  );
}
