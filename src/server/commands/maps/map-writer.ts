import crypto from 'node:crypto';
import type * as z from 'zod/mini';
import type { ServerContext } from '../../context';
import type { Transaction } from 'kysely';
import type { DB, MapsTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { mapRequest, mapUpdateRequest } from '../../../shared/schemas/map';
import { writeWithActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { ErrorCode } from '../../../shared/errors';
import { isoNow } from '../../clock';
import { indexEntry, removeEntry } from '../../search/search-index';
import { forgetMapPlaces } from '../../search/map-place-index';
import { assertMapInWorld, assertNoCycle, assertParentPin, lockMap } from './map-checks';
import type { AnswerInside } from '../answer-inside';

export type MapFields = z.output<typeof mapRequest>;
export type MapUpdateFields = z.output<typeof mapUpdateRequest>;

/**
 * A new map without a picture (status `empty`); the picture comes with its
 * own request. An artist may create one: `secrets` says whether the caller
 * may name a pin on a secret layer as the parent pin.
 */
export async function mapCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  fields: MapFields,
  secrets: boolean,
): Promise<MapsTable> {
  return writeWithActivity(ctx, async (trx, record) => {
    if (fields.parentMapId !== null) await assertMapInWorld(trx, worldId, fields.parentMapId);
    if (fields.parentPinId !== null)
      await assertParentPin(trx, worldId, fields.parentMapId, fields.parentPinId, secrets);
    const now = isoNow(ctx.clock);
    const map: MapsTable = {
      id: crypto.randomUUID(),
      world_id: worldId,
      name: fields.name,
      description: fields.description,
      parent_map_id: fields.parentMapId,
      parent_pin_id: fields.parentPinId,
      status: 'empty',
      tiling_progress: null,
      file_key: null,
      width: null,
      height: null,
      max_zoom: null,
      pending_file_key: null,
      scale_units_per_pixel: null,
      scale_unit: null,
      version: 1,
      created_by: user.id,
      updated_by: user.id,
      created_at: now,
      updated_at: now,
      visibility: fields.visibility ?? null,
    };
    await trx.insertInto('maps').values(map).execute();
    // The parent pin opens its new map unless it opens another one already.
    if (fields.parentPinId !== null)
      await trx
        .updateTable('map_features')
        .set((eb) => ({ child_map_id: map.id, version: eb('version', '+', 1), updated_at: now }))
        .where('world_id', '=', worldId)
        .where('id', '=', fields.parentPinId)
        .where('child_map_id', 'is', null)
        .execute();
    await indexMap(trx, map);
    await record({
      worldId,
      userId: user.id,
      type: 'create_map',
      details: { mapId: map.id, mapName: map.name },
    });
    return map;
  });
}

/**
 * Name, description, parent and scale edited on `version` (409 4091 when
 * someone saved in between). A parent below the map itself is refused (40060).
 */
export async function mapUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  mapId: string,
  fields: MapUpdateFields,
  answer: AnswerInside<void, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const current = await lockMap(trx, worldId, mapId);
    if (current.version !== fields.version) throw new AppError(409, ErrorCode.staleVersion);
    if (fields.parentMapId !== null) {
      if (fields.parentMapId === current.id) throw new AppError(400, ErrorCode.mapParentCycle);
      await assertMapInWorld(trx, worldId, fields.parentMapId);
      await assertNoCycle(trx, worldId, current.id, fields.parentMapId);
    }
    if (fields.parentPinId !== null)
      await assertParentPin(trx, worldId, fields.parentMapId, fields.parentPinId, true);
    const changes = {
      name: fields.name,
      description: fields.description,
      parent_map_id: fields.parentMapId,
      parent_pin_id: fields.parentPinId,
      scale_units_per_pixel: fields.scale?.unitsPerPixel ?? null,
      scale_unit: fields.scale?.unit ?? null,
      visibility:
        fields.visibility === undefined ? (current.visibility ?? null) : fields.visibility,
      version: current.version + 1,
      updated_by: user.id,
      updated_at: isoNow(ctx.clock),
    };
    const result = await trx
      .updateTable('maps')
      .set(changes)
      .where('id', '=', current.id)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, ErrorCode.staleVersion);
    await indexMap(trx, { ...current, ...changes });
    await record({
      worldId,
      userId: user.id,
      type: 'update_map',
      details: {
        mapId: current.id,
        mapName: changes.name,
        version: changes.version,
        ...(current.name !== changes.name ? { previousName: current.name } : {}),
      },
    });
    return answer(trx, undefined);
  });
}

/**
 * Deletes a map with its layers and features. Its child maps stay, at the
 * top (no parent, no parent pin); pins that opened it open nothing. Its tiles
 * go after the commit (a crash in between leaves them to the start-up sweep).
 */
export async function mapDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  mapId: string,
): Promise<void> {
  const map = await writeWithActivity(ctx, async (trx, record) => {
    const current = await lockMap(trx, worldId, mapId);
    const now = isoNow(ctx.clock);
    await trx
      .updateTable('maps')
      .set((eb) => ({
        parent_map_id: null,
        parent_pin_id: null,
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('world_id', '=', worldId)
      .where('parent_map_id', '=', current.id)
      .execute();
    await trx
      .updateTable('map_features')
      .set((eb) => ({ child_map_id: null, version: eb('version', '+', 1), updated_at: now }))
      .where('world_id', '=', worldId)
      .where('child_map_id', '=', current.id)
      .where('map_id', '!=', current.id)
      .execute();
    await forgetMapPlaces(trx, worldId, current.id);
    await trx.deleteFrom('maps').where('id', '=', current.id).execute();
    await removeEntry(trx, 'map', current.id);
    await record({
      worldId,
      userId: user.id,
      type: 'delete_map',
      details: { mapId: current.id, mapName: current.name },
    });
    return current;
  });
  // A picture still being cut is the tiler's to drop: it finds the map gone.
  if (map.file_key) {
    await ctx.mapTiles.removePyramid(worldId, map.file_key).catch((error: unknown) => {
      ctx.log.warn({ err: error, worldId, mapId }, 'could not remove the tiles of a deleted map');
    });
  }
}

/** Search finds maps by name and description (their places: map-place-index.ts). */
function indexMap(
  trx: Transaction<DB>,
  map: Pick<MapsTable, 'id' | 'world_id' | 'name' | 'description'>,
): Promise<void> {
  return indexEntry(trx, {
    worldId: map.world_id,
    kind: 'map',
    refId: map.id,
    title: map.name,
    body: map.description,
  });
}
