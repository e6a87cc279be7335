import crypto from 'node:crypto';
import type * as z from 'zod/mini';
import type { Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB, MapLayersTable, MapsTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { mapLayerRequest, mapLayerUpdateRequest } from '../../../shared/schemas/map';
import { writeWithActivity, type RecordActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { ErrorCode } from '../../../shared/errors';
import { mapFeatureLimits } from '../../../shared/maps/map-geometry';
import { isoNow } from '../../clock';
import { indexPlaces, placesOfLayer } from '../../search/map-place-index';
import { findLayer, lockMap, touchMap } from './map-checks';
import type { AnswerInside } from '../answer-inside';

export type MapLayerFields = z.output<typeof mapLayerRequest>;
export type MapLayerUpdateFields = z.output<typeof mapLayerUpdateRequest>;

/*
 * Layers are written by `maps.edit` roles, who see secret layers too; the
 * lookups still hide a secret layer from anyone else. A change that touches
 * a secret layer is recorded without its name (`secret: true`): the feed and
 * live notices reach every member.
 */

/** A new layer on top of the map's others (40061 past mapFeatureLimits.maxLayers). */
export async function mapLayerCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  mapId: string,
  fields: MapLayerFields,
): Promise<MapLayersTable> {
  return writeWithActivity(ctx, async (trx, record) => {
    const map = await lockMap(trx, worldId, mapId);
    const stats = await trx
      .selectFrom('map_layers')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('position').as('top')])
      .where('world_id', '=', worldId)
      .where('map_id', '=', map.id)
      .executeTakeFirstOrThrow();
    if (Number(stats.count) >= mapFeatureLimits.maxLayers)
      throw new AppError(409, ErrorCode.mapFull);
    const now = isoNow(ctx.clock);
    const layer: MapLayersTable = {
      id: crypto.randomUUID(),
      world_id: worldId,
      map_id: map.id,
      name: fields.name,
      position: stats.top === null ? 0 : Number(stats.top) + 1,
      secret: fields.secret ? 1 : 0,
      visible: fields.visible ? 1 : 0,
      visibility: fields.visibility ?? null,
      version: 1,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('map_layers').values(layer).execute();
    await layersChanged(trx, record, user, map, now, 'create', [layer]);
    return layer;
  });
}

/** Name, secrecy and visibility edited on `version` (409 4091). */
export async function mapLayerUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  mapId: string,
  layerId: string,
  fields: MapLayerUpdateFields,
  secrets: boolean,
  answer: AnswerInside<void, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const map = await lockMap(trx, worldId, mapId);
    const current = await findLayer(trx, map, layerId, secrets, 404);
    if (current.version !== fields.version) throw new AppError(409, ErrorCode.staleVersion);
    const now = isoNow(ctx.clock);
    const changes = {
      name: fields.name,
      secret: fields.secret ? 1 : 0,
      visible: fields.visible ? 1 : 0,
      visibility:
        fields.visibility === undefined ? (current.visibility ?? null) : fields.visibility,
      version: current.version + 1,
      updated_at: now,
    };
    await trx.updateTable('map_layers').set(changes).where('id', '=', current.id).execute();
    // Its places are found by everyone, or only by those who see secrets, from now on.
    if (changes.secret !== current.secret) await indexPlaces(trx, worldId, { layerId: current.id });
    await layersChanged(trx, record, user, map, now, 'update', [
      current,
      { ...current, ...changes },
    ]);
    return answer(trx, undefined);
  });
}

/**
 * Puts the map's layers in the order given, bottom first. The list names
 * every layer the caller sees once (400 otherwise), so a client that has not
 * seen a layer added by someone else cannot drop it from the order; layers
 * secret to the caller keep their places above the others.
 */
export async function mapLayerOrderer<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  mapId: string,
  layerIds: string[],
  secrets: boolean,
  answer: AnswerInside<void, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const map = await lockMap(trx, worldId, mapId);
    const layers = await trx
      .selectFrom('map_layers')
      .selectAll()
      .where('world_id', '=', worldId)
      .where('map_id', '=', map.id)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
    const seen = layers.filter((layer) => secrets || layer.secret === 0);
    const known = new Set(seen.map((layer) => layer.id));
    if (
      layerIds.length !== seen.length ||
      new Set(layerIds).size !== layerIds.length ||
      !layerIds.every((id) => known.has(id))
    )
      throw new AppError(400, ErrorCode.validation, 'VALIDATION.MAP_LAYER_ORDER_INCOMPLETE');
    const hidden = layers.filter((layer) => !known.has(layer.id)).map((layer) => layer.id);
    const order = [...layerIds, ...hidden];
    const now = isoNow(ctx.clock);
    const current = new Map(layers.map((layer) => [layer.id, layer.position]));
    for (const [position, id] of order.entries()) {
      if (current.get(id) === position) continue;
      await trx
        .updateTable('map_layers')
        .set({ position, updated_at: now })
        .where('world_id', '=', worldId)
        .where('id', '=', id)
        .execute();
    }
    await layersChanged(trx, record, user, map, now, 'order', []);
    return answer(trx, undefined);
  });
}

/** Deletes a layer; its features move to the base layer, or go with it when `deleteFeatures`. */
export async function mapLayerDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  mapId: string,
  layerId: string,
  deleteFeatures: boolean,
  secrets: boolean,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const map = await lockMap(trx, worldId, mapId);
    const layer = await findLayer(trx, map, layerId, secrets, 404);
    const now = isoNow(ctx.clock);
    const places = await placesOfLayer(trx, worldId, layer.id);
    if (deleteFeatures) {
      await trx
        .deleteFrom('map_features')
        .where('world_id', '=', worldId)
        .where('layer_id', '=', layer.id)
        .execute();
    } else {
      await trx
        .updateTable('map_features')
        .set((eb) => ({ layer_id: null, version: eb('version', '+', 1), updated_at: now }))
        .where('world_id', '=', worldId)
        .where('layer_id', '=', layer.id)
        .execute();
    }
    await trx.deleteFrom('map_layers').where('id', '=', layer.id).execute();
    // Deleted places are forgotten; moved ones are on the base layer now, which is never secret.
    await indexPlaces(trx, worldId, { featureIds: places });
    // Close the gap, so positions stay 0..n-1.
    await trx
      .updateTable('map_layers')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where('world_id', '=', worldId)
      .where('map_id', '=', map.id)
      .where('position', '>', layer.position)
      .execute();
    await layersChanged(trx, record, user, map, now, 'delete', [layer]);
  });
}

async function layersChanged(
  trx: Transaction<DB>,
  record: RecordActivity,
  user: CurrentUser,
  map: MapsTable,
  now: string,
  change: 'create' | 'update' | 'order' | 'delete',
  layers: Pick<MapLayersTable, 'id' | 'name' | 'secret'>[],
): Promise<void> {
  await touchMap(trx, map, user.id, now);
  const secret = layers.some((layer) => layer.secret === 1);
  const layer = layers[layers.length - 1];
  await record({
    worldId: map.world_id,
    userId: user.id,
    type: 'update_map_layers',
    details: secret
      ? { mapId: map.id, mapName: map.name, secret: true }
      : {
          mapId: map.id,
          mapName: map.name,
          change,
          ...(layer ? { layerId: layer.id, name: layer.name } : {}),
        },
  });
}
