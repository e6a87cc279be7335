import type { GenerateContext } from './context';
import { users } from './users';
import { worlds } from './worlds';

/**
 * The one world the per-world generators (documents, events, relations,
 * images) fill: `--into-world ID`, else the first world this run made, else a
 * new world with a new owner.
 */
export async function targetWorld(ctx: GenerateContext): Promise<{ id: string; urlName: string }> {
  const wanted = ctx.options['into-world'];
  if (!wanted && ctx.made.worlds.length === 0) {
    if (ctx.made.users.length === 0) console.log(`  ${await users.run(ctx, 1)}`);
    console.log(`  ${await worlds.run(ctx, 1)}`);
  }
  const id = wanted ?? ctx.made.worlds[0]?.id;
  if (!id) throw new Error('No world to generate into');
  const row = await ctx.db
    .selectFrom('worlds')
    .select(['id', 'url_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new Error(`--into-world: no world with id ${id}`);
  return { id: row.id, urlName: row.url_name };
}
