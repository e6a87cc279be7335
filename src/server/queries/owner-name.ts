import type { ServerContext } from '../context';

/** The user name of a world's owner, which every world answer names. */
export async function ownerName(ctx: ServerContext, ownerId: string): Promise<string> {
  const row = await ctx.db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return row.user_name;
}
