import type { Transaction } from 'kysely';
import type { DB, MapLayersTable, MapsTable } from '../../db/schema';
import type { MapGeometry } from '../../../shared/schemas/map';
import { dialectOf } from '../../db/dialect';
import { AppError } from '../../http/app-error';
import { ErrorCode } from '../../../shared/errors';
import { isInsidePicture } from '../../../shared/maps/map-geometry';
import { geometryPoints } from '../../model/stored-map';

/**
 * The map of this world (404 40057 otherwise), locked on PostgreSQL for the
 * rest of the transaction, so that changes to one map's layers and features
 * (counts, positions) never interleave. SQLite runs one write at a time already.
 */
export async function lockMap(
  trx: Transaction<DB>,
  worldId: string,
  mapId: string,
): Promise<MapsTable> {
  const query = trx
    .selectFrom('maps')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', mapId);
  const map = await (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  if (!map) throw new AppError(404, ErrorCode.mapNotFound);
  return map;
}

/** A map's row change besides its own fields: what the list's "updated" shows. */
export async function touchMap(
  trx: Transaction<DB>,
  map: MapsTable,
  userId: string,
  now: string,
): Promise<void> {
  await trx
    .updateTable('maps')
    .set({ updated_at: now, updated_by: userId })
    .where('id', '=', map.id)
    .execute();
}

/**
 * A layer of this map (40058 otherwise); a secret layer is answered like a
 * missing one to a caller without `maps.secrets`. `status` is 404 when the
 * layer is the request's address, 400 when the body names it.
 */
export async function findLayer(
  trx: Transaction<DB>,
  map: MapsTable,
  layerId: string,
  secrets: boolean,
  status: 400 | 404,
): Promise<MapLayersTable> {
  const layer = await trx
    .selectFrom('map_layers')
    .selectAll()
    .where('world_id', '=', map.world_id)
    .where('map_id', '=', map.id)
    .where('id', '=', layerId)
    .executeTakeFirst();
  if (!layer || (layer.secret === 1 && !secrets))
    throw new AppError(status, ErrorCode.mapFeatureNotFound);
  return layer;
}

/** Refuses (40059) a shape on a map without a picture, or with a point off the picture. */
export function assertOnPicture(map: MapsTable, geometry: MapGeometry): void {
  if (!map.file_key || map.width === null || map.height === null)
    throw new AppError(400, ErrorCode.mapGeometryInvalid);
  const { width, height } = map;
  if (!geometryPoints(geometry).every((point) => isInsidePicture(point, width, height)))
    throw new AppError(400, ErrorCode.mapGeometryInvalid);
}

/** Refuses (400 40057) a map id that is not a map of this world. */
export async function assertMapInWorld(
  trx: Transaction<DB>,
  worldId: string,
  mapId: string,
): Promise<MapsTable> {
  const map = await trx
    .selectFrom('maps')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', mapId)
    .executeTakeFirst();
  if (!map) throw new AppError(400, ErrorCode.mapNotFound);
  return map;
}

/** Refuses (400) an event that is not one of this world's. */
export async function assertEventInWorld(
  trx: Transaction<DB>,
  worldId: string,
  eventId: string,
): Promise<void> {
  const event = await trx
    .selectFrom('events')
    .select('id')
    .where('world_id', '=', worldId)
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw new AppError(400, ErrorCode.validation, 'VALIDATION.EVENT_NOT_IN_WORLD');
}

/**
 * Refuses (40060) a parent that is the map itself or lies below it: walking
 * up from the parent must never reach the map.
 */
export async function assertNoCycle(
  trx: Transaction<DB>,
  worldId: string,
  mapId: string,
  parentId: string,
): Promise<void> {
  const tree = await trx
    .selectFrom('maps')
    .select(['id', 'parent_map_id'])
    .where('world_id', '=', worldId)
    .execute();
  const parentOf = new Map(tree.map((map) => [map.id, map.parent_map_id]));
  const seen = new Set<string>();
  for (let at: string | null | undefined = parentId; at; at = parentOf.get(at)) {
    if (at === mapId) throw new AppError(400, ErrorCode.mapParentCycle);
    if (seen.has(at)) break;
    seen.add(at);
  }
}

/**
 * Refuses (400 40058) a parent pin that is not a pin of the parent map the
 * caller may see, or a pin without a parent map.
 */
export async function assertParentPin(
  trx: Transaction<DB>,
  worldId: string,
  parentMapId: string | null,
  parentPinId: string,
  secrets: boolean,
): Promise<void> {
  if (parentMapId === null) throw new AppError(400, ErrorCode.mapFeatureNotFound);
  const pin = await trx
    .selectFrom('map_features as f')
    .leftJoin('map_layers as l', 'l.id', 'f.layer_id')
    .select(['f.kind', 'l.secret'])
    .where('f.world_id', '=', worldId)
    .where('f.map_id', '=', parentMapId)
    .where('f.id', '=', parentPinId)
    .executeTakeFirst();
  if (!pin || pin.kind !== 'pin' || (pin.secret === 1 && !secrets))
    throw new AppError(400, ErrorCode.mapFeatureNotFound);
}
