import type { ServerContext } from '../context';
import { imageFileNames } from './image-processing';
import { isTempFile } from './image-store';

export interface SweepResult {
  removedFiles: number;
  removedWorlds: number;
}

/**
 * Removes image files no row names: uploads cut short by a crash between the
 * file and the row, deletions whose file removal failed, folders of deleted
 * worlds. Only files older than `graceMs` are touched, so an upload in
 * flight on this or another instance (file written, row not yet committed)
 * keeps its files.
 */
export async function sweepImageFiles(
  ctx: ServerContext,
  graceMs = 60 * 60 * 1000,
): Promise<SweepResult> {
  const result: SweepResult = { removedFiles: 0, removedWorlds: 0 };
  const cutoff = ctx.clock.now().getTime() - graceMs;
  for (const worldId of await ctx.imageStore.listWorlds()) {
    const files = await ctx.imageStore.listFiles(worldId);
    const world = await ctx.db
      .selectFrom('worlds')
      .select('id')
      .where('id', '=', worldId)
      .executeTakeFirst();
    if (!world) {
      if (files.every((file) => file.modifiedAt < cutoff)) {
        await ctx.imageStore.removeWorld(worldId);
        result.removedWorlds += 1;
      }
      continue;
    }
    const known = await referencedFiles(ctx, worldId);
    const stale = files
      .filter(
        (file) => file.modifiedAt < cutoff && (isTempFile(file.name) || !known.has(file.name)),
      )
      .map((file) => file.name);
    if (stale.length) {
      await ctx.imageStore.remove(worldId, stale);
      result.removedFiles += stale.length;
    }
  }
  return result;
}

async function referencedFiles(ctx: ServerContext, worldId: string): Promise<Set<string>> {
  const [images, covers] = await Promise.all([
    ctx.db
      .selectFrom('images')
      .select(['file_key', 'ext'])
      .where('world_id', '=', worldId)
      .execute(),
    ctx.db
      .selectFrom('world_covers')
      .select(['file_key', 'ext'])
      .where('world_id', '=', worldId)
      .execute(),
  ]);
  const names = new Set<string>();
  for (const row of [...images, ...covers]) {
    const files = imageFileNames(row.file_key, row.ext);
    names.add(files.full).add(files.thumb);
  }
  return names;
}
