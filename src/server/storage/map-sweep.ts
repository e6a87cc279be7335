import type { ServerContext } from '../context';

export interface MapSweepResult {
  removedPyramids: number;
  removedUploads: number;
  removedWorlds: number;
}

/**
 * Removes map files no row names: partial pyramids of jobs cut short by a
 * crash, pyramids of deleted maps or replaced pictures whose removal failed,
 * uploads nothing waits for, folders of deleted worlds. The picture being cut
 * for a `tiling` map keeps its upload and partial folder; anything younger than
 * `graceMs` is left alone (an upload in flight has no row naming it yet).
 */
export async function sweepMapFiles(
  ctx: ServerContext,
  graceMs = 60 * 60 * 1000,
): Promise<MapSweepResult> {
  const result: MapSweepResult = { removedPyramids: 0, removedUploads: 0, removedWorlds: 0 };
  const cutoff = ctx.clock.now().getTime() - graceMs;
  const rows = await ctx.db
    .selectFrom('maps')
    .select(['world_id', 'file_key', 'pending_file_key'])
    .where((eb) => eb.or([eb('file_key', 'is not', null), eb('pending_file_key', 'is not', null)]))
    .execute();
  const named = new Set<string>();
  const pending = new Set<string>();
  for (const row of rows) {
    if (row.file_key) named.add(`${row.world_id}/${row.file_key}`);
    if (row.pending_file_key) pending.add(`${row.world_id}/${row.pending_file_key}`);
  }
  const pendingKeys = new Set(rows.flatMap((row) => row.pending_file_key ?? []));

  for (const worldId of await ctx.mapTiles.listWorlds()) {
    const pyramids = await ctx.mapTiles.listPyramids(worldId);
    const world = await ctx.db
      .selectFrom('worlds')
      .select('id')
      .where('id', '=', worldId)
      .executeTakeFirst();
    if (!world) {
      if (pyramids.every((pyramid) => pyramid.modifiedAt < cutoff)) {
        await ctx.mapTiles.removeWorld(worldId);
        result.removedWorlds += 1;
      }
      continue;
    }
    for (const pyramid of pyramids) {
      const key = `${worldId}/${pyramid.fileKey}`;
      if (pyramid.modifiedAt >= cutoff || pending.has(key)) continue;
      if (pyramid.partial) await ctx.mapTiles.discardPartial(worldId, pyramid.fileKey);
      else if (!named.has(key)) await ctx.mapTiles.removePyramid(worldId, pyramid.fileKey);
      else continue;
      result.removedPyramids += 1;
    }
  }

  for (const upload of await ctx.mapTiles.listUploads()) {
    if (upload.modifiedAt >= cutoff || pendingKeys.has(upload.name)) continue;
    await ctx.mapTiles.removeUpload(upload.name);
    result.removedUploads += 1;
  }
  return result;
}
