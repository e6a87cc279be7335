import fsp from 'node:fs/promises';
import type { ServerContext } from '../../context';
import { sweepMapFiles, type MapSweepResult } from '../../storage/map-sweep';
import { claimMapPicture, staleSince } from './map-picture-completion';
import { defaultMapQueueTimings } from './map-picture-queue';

export interface AdoptResult {
  restarted: number;
  failed: number;
}

/**
 * At start: maps a crash or a shutdown left `tiling` have their job run again
 * when their upload is still on disk, else turn `failed` (their previous
 * picture, if any, stays); then files no row names are swept (the sweep keeps
 * the upload and partial pyramid of every `tiling` map, whoever cuts it).
 */
export async function recoverMapPictures(
  ctx: ServerContext,
  graceMs?: number,
): Promise<AdoptResult & { swept: MapSweepResult }> {
  const adopted = await adoptMapPictures(ctx);
  const swept = await sweepMapFiles(ctx, graceMs);
  return { ...adopted, swept };
}

/**
 * Takes over the `tiling` maps whose job no live instance holds. On SQLite
 * the server is alone, so every job another process held is orphaned. On
 * PostgreSQL other instances may be cutting theirs: only a map without an
 * owner, or whose owner's heartbeat is stale, is taken (the server checks
 * again every `staleAfterMs`, main.ts), and the claim on the row decides
 * between two instances that both saw it stale.
 */
export async function adoptMapPictures(
  ctx: ServerContext,
  staleAfterMs = defaultMapQueueTimings.staleAfterMs,
): Promise<AdoptResult> {
  const alone = ctx.dialect !== 'postgres';
  const owner = ctx.mapJobs.owner;
  let query = ctx.db
    .selectFrom('maps')
    .select(['id', 'world_id', 'pending_file_key', 'updated_by', 'tiling_owner'])
    .where('status', '=', 'tiling')
    .where((eb) => eb.or([eb('tiling_owner', 'is', null), eb('tiling_owner', '!=', owner)]));
  if (!alone) {
    const staleBefore = staleSince(ctx, staleAfterMs);
    query = query.where((eb) =>
      eb.or([
        eb('tiling_owner', 'is', null),
        eb('tiling_heartbeat_at', 'is', null),
        eb('tiling_heartbeat_at', '<', staleBefore),
      ]),
    );
  }
  const stuck = await query.execute();
  let restarted = 0;
  let failed = 0;
  for (const map of stuck) {
    const fileKey = map.pending_file_key;
    const job = {
      worldId: map.world_id,
      mapId: map.id,
      fileKey: fileKey ?? '',
      userId: map.updated_by,
    };
    // Claimed first: of two instances that saw it stale, one takes it, and only that one moves files.
    if (fileKey && !(await claimMapPicture(ctx, job, owner, alone ? 'any' : staleAfterMs)))
      continue;
    // A crash between publishing the pyramid and naming it left the picture inside it.
    const upload = fileKey
      ? (await exists(await ctx.mapTiles.uploadPath(fileKey))) ||
        (await ctx.mapTiles.reclaimSource(map.world_id, fileKey))
      : false;
    if (upload) {
      ctx.mapJobs.enqueue(job);
      restarted += 1;
      continue;
    }
    // Its owner is gone and so is the picture (on another instance's disk, say).
    const result = await ctx.db
      .updateTable('maps')
      .set({
        status: 'failed',
        tiling_progress: null,
        pending_file_key: null,
        tiling_owner: null,
        tiling_heartbeat_at: null,
      })
      .where('id', '=', map.id)
      .where('status', '=', 'tiling')
      .where((eb) => {
        const heldBy = fileKey ? owner : map.tiling_owner;
        return heldBy === null ? eb('tiling_owner', 'is', null) : eb('tiling_owner', '=', heldBy);
      })
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) failed += 1;
  }
  return { restarted, failed };
}

async function exists(file: string): Promise<boolean> {
  try {
    await fsp.access(file);
    return true;
  } catch {
    return false;
  }
}
