import { hashPassword } from '../../src/server/auth/passwords';
import type { UsersTable } from '../../src/server/db/schema';
import { insertChunked, seededId, seededTime, type Generator } from './context';

export const generatedPassword = 'generated-password';

/** Users `g<seed>-u<n>` who all sign in with the same password (hashed once: argon2 is slow on purpose). */
export const users: Generator = {
  flag: 'users',
  about: 'accounts',
  async run(ctx, count) {
    const passwordHash = await hashPassword(generatedPassword);
    const rows: UsersTable[] = [];
    for (let i = 1; i <= count; i++) {
      const userName = `g${ctx.seed}-u${i}`;
      const createdAt = seededTime(ctx);
      rows.push({
        id: seededId(ctx),
        user_name: userName,
        email: `${userName}@generated.loreweave.local`,
        password_hash: passwordHash,
        is_guest: 0,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    await insertChunked(rows, (chunk) => ctx.db.insertInto('users').values(chunk).execute());
    ctx.made.users.push(...rows.map((row) => ({ id: row.id, userName: row.user_name })));
    const first = rows[0]?.user_name;
    return `${count} users${first ? ` (${first} … g${ctx.seed}-u${count}, password "${generatedPassword}")` : ''}`;
  },
};
