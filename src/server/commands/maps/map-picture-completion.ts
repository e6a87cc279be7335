import type { ServerContext } from '../../context';
import { writeWithActivity } from '../../activity/record';
import { isoNow } from '../../clock';
import type { TiledPicture } from '../../storage/map-tiler';
import type { MapTilingJob } from '../../storage/map-tiling-jobs';
import { rescalePoint, type MapPoint } from '../../../shared/maps/map-geometry';
import type { MapGeometry } from '../../../shared/schemas/map';

export type CompletionOutcome =
  /** The map shows the new pyramid; the one it showed before (if any) can go. */
  | { kind: 'ready'; previousFileKey: string | null }
  /** The map was deleted or took another picture meanwhile: the new pyramid names nothing. */
  | { kind: 'stale' };

/**
 * Makes a whole, published pyramid the map's picture, in one transaction:
 * when the size changed, every feature is rescaled into the new pixels (same
 * place on the picture), so is the scale; the row becomes `ready`; the feed
 * records `upload_map_picture`.
 */
export async function completeMapPicture(
  ctx: ServerContext,
  job: MapTilingJob,
  tiled: TiledPicture,
): Promise<CompletionOutcome> {
  return writeWithActivity(ctx, async (trx, record) => {
    const map = await trx
      .selectFrom('maps')
      .selectAll()
      .where('id', '=', job.mapId)
      .where('world_id', '=', job.worldId)
      .executeTakeFirst();
    if (!map || map.status !== 'tiling' || map.pending_file_key !== job.fileKey)
      return { kind: 'stale' } as const;

    const from = map.width && map.height ? { width: map.width, height: map.height } : null;
    const to = { width: tiled.width, height: tiled.height };
    const resized = from !== null && (from.width !== to.width || from.height !== to.height);
    if (resized) {
      const features = await trx
        .selectFrom('map_features')
        .select(['id', 'geometry'])
        .where('map_id', '=', map.id)
        .where('world_id', '=', map.world_id)
        .execute();
      const move = (point: MapPoint) => rescalePoint(point, from, to);
      for (const feature of features) {
        const geometry = JSON.parse(feature.geometry) as MapGeometry;
        const moved: MapGeometry =
          geometry.kind === 'pin'
            ? { kind: 'pin', point: move(geometry.point) }
            : { kind: geometry.kind, points: geometry.points.map(move) };
        await trx
          .updateTable('map_features')
          .set((eb) => ({
            geometry: JSON.stringify(moved),
            version: eb('version', '+', 1),
          }))
          .where('id', '=', feature.id)
          .execute();
      }
    }
    // A pixel of the new picture covers less (or more) of the world: the same ruler in new pixels.
    const unitsPerPixel =
      resized && map.scale_units_per_pixel !== null
        ? map.scale_units_per_pixel / Math.sqrt((to.width / from.width) * (to.height / from.height))
        : map.scale_units_per_pixel;

    await trx
      .updateTable('maps')
      .set({
        status: 'ready',
        tiling_progress: null,
        tiling_owner: null,
        tiling_heartbeat_at: null,
        file_key: job.fileKey,
        pending_file_key: null,
        width: tiled.width,
        height: tiled.height,
        max_zoom: tiled.maxZoom,
        tile_size: tiled.tileSize,
        scale_units_per_pixel: unitsPerPixel,
        ...(job.restored ? {} : { updated_at: isoNow(ctx.clock) }),
      })
      .where('id', '=', map.id)
      .execute();
    if (!job.restored)
      await record({
        worldId: map.world_id,
        userId: job.userId,
        type: 'upload_map_picture',
        details: { mapId: map.id, mapName: map.name },
      });
    return { kind: 'ready', previousFileKey: map.file_key } as const;
  });
}

/** The picture could not be cut: the map shows its previous picture (if any) and says so. */
export async function failMapPicture(ctx: ServerContext, job: MapTilingJob): Promise<boolean> {
  const result = await ctx.db
    .updateTable('maps')
    .set({
      status: 'failed',
      tiling_progress: null,
      pending_file_key: null,
      tiling_owner: null,
      tiling_heartbeat_at: null,
    })
    .where('id', '=', job.mapId)
    .where('world_id', '=', job.worldId)
    .where('pending_file_key', '=', job.fileKey)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes the job's map for this instance: when it names no owner, this one, or
 * one whose heartbeat is older than `staleAfterMs` (`any`: whoever it names,
 * a process that is gone). False when another live instance holds it, or the
 * map no longer waits for this picture.
 */
export async function claimMapPicture(
  ctx: ServerContext,
  job: MapTilingJob,
  owner: string,
  staleAfterMs: number | 'any',
): Promise<boolean> {
  let claim = ctx.db
    .updateTable('maps')
    .set({ tiling_owner: owner, tiling_heartbeat_at: isoNow(ctx.clock) })
    .where('id', '=', job.mapId)
    .where('world_id', '=', job.worldId)
    .where('status', '=', 'tiling')
    .where('pending_file_key', '=', job.fileKey);
  if (staleAfterMs !== 'any') {
    const staleBefore = staleSince(ctx, staleAfterMs);
    claim = claim.where((eb) =>
      eb.or([
        eb('tiling_owner', 'is', null),
        eb('tiling_owner', '=', owner),
        eb('tiling_heartbeat_at', 'is', null),
        eb('tiling_heartbeat_at', '<', staleBefore),
      ]),
    );
  }
  const result = await claim.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A heartbeat before this instant (ISO) is a dead instance's. */
export function staleSince(ctx: ServerContext, staleAfterMs: number): string {
  return new Date(ctx.clock.now().getTime() - staleAfterMs).toISOString();
}

/** The instance `owner` is alive: the maps it cuts or will cut keep it as their owner. */
export async function keepMapPicturesClaimed(ctx: ServerContext, owner: string): Promise<void> {
  await ctx.db
    .updateTable('maps')
    .set({ tiling_heartbeat_at: isoNow(ctx.clock) })
    .where('tiling_owner', '=', owner)
    .where('status', '=', 'tiling')
    .execute();
}

/** The instance `owner` stops: the maps it held name no owner, for whoever starts next. */
export async function releaseMapPictures(ctx: ServerContext, owner: string): Promise<void> {
  await ctx.db
    .updateTable('maps')
    .set({ tiling_owner: null, tiling_heartbeat_at: null })
    .where('tiling_owner', '=', owner)
    .where('status', '=', 'tiling')
    .execute();
}

/** Progress kept on the row for views that missed the live notices. */
export async function saveTilingProgress(
  ctx: ServerContext,
  job: MapTilingJob,
  progress: number,
): Promise<void> {
  await ctx.db
    .updateTable('maps')
    .set({ tiling_progress: progress })
    .where('id', '=', job.mapId)
    .where('world_id', '=', job.worldId)
    .where('pending_file_key', '=', job.fileKey)
    .execute();
}
