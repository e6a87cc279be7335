import fsp from 'node:fs/promises';
import type { ServerContext } from '../../context';
import { sweepMapFiles, type MapSweepResult } from '../../storage/map-sweep';

/**
 * At start: maps a crash or a shutdown left `tiling` have their job run again
 * when their upload is still on disk, else turn `failed` (their previous
 * picture, if any, stays); then files no row names are swept.
 */
export async function recoverMapPictures(
  ctx: ServerContext,
  graceMs?: number,
): Promise<{ restarted: number; failed: number; swept: MapSweepResult }> {
  const stuck = await ctx.db
    .selectFrom('maps')
    .select(['id', 'world_id', 'pending_file_key', 'updated_by'])
    .where('status', '=', 'tiling')
    .execute();
  let restarted = 0;
  let failed = 0;
  for (const map of stuck) {
    const fileKey = map.pending_file_key;
    // A crash between publishing the pyramid and naming it left the picture inside it.
    const upload = fileKey
      ? (await exists(await ctx.mapTiles.uploadPath(fileKey))) ||
        (await ctx.mapTiles.reclaimSource(map.world_id, fileKey))
      : false;
    if (fileKey && upload) {
      ctx.mapJobs.enqueue({
        worldId: map.world_id,
        mapId: map.id,
        fileKey,
        userId: map.updated_by,
      });
      restarted += 1;
      continue;
    }
    await ctx.db
      .updateTable('maps')
      .set({ status: 'failed', tiling_progress: null, pending_file_key: null })
      .where('id', '=', map.id)
      .where('status', '=', 'tiling')
      .execute();
    failed += 1;
  }
  const swept = await sweepMapFiles(ctx, graceMs);
  return { restarted, failed, swept };
}

async function exists(file: string): Promise<boolean> {
  try {
    await fsp.access(file);
    return true;
  } catch {
    return false;
  }
}
