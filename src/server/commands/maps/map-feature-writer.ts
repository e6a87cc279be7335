import crypto from 'node:crypto';
import type * as z from 'zod/mini';
import type { Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB, MapFeaturesTable, MapsTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { mapFeatureRequest, mapFeatureUpdateRequest } from '../../../shared/schemas/map';
import type { ActivityType } from '../../../shared/schemas/activity';
import { writeWithActivity, type RecordActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { ErrorCode } from '../../../shared/errors';
import { mapFeatureLimits } from '../../../shared/maps/map-geometry';
import { isoNow } from '../../clock';
import { dateColumn, featureLabel, geometryColumn } from '../../model/stored-map';
import { assertDocumentsInWorld } from '../document-checks';
import { indexPlaces } from '../../search/map-place-index';
import {
  assertEventInWorld,
  assertMapInWorld,
  assertNoCycle,
  assertOnPicture,
  findLayer,
  lockMap,
  touchMap,
} from './map-checks';
import type { AnswerInside } from '../answer-inside';

export type MapFeatureFields = z.output<typeof mapFeatureRequest>;
export type MapFeatureUpdateFields = z.output<typeof mapFeatureUpdateRequest>;

/**
 * Checks what the schema cannot: the shape lies on the picture (40059, also
 * when there is no picture yet), the layer is one of this map's the caller
 * sees (40058), the document, event and child map are this world's.
 * Answers whether the target layer is secret.
 */
async function checkFeature(
  trx: Transaction<DB>,
  map: MapsTable,
  fields: MapFeatureFields,
  secrets: boolean,
): Promise<boolean> {
  assertOnPicture(map, fields.geometry);
  const layer =
    fields.layerId === null ? null : await findLayer(trx, map, fields.layerId, secrets, 400);
  if (fields.documentId !== null)
    await assertDocumentsInWorld(trx, map.world_id, [fields.documentId]);
  if (fields.eventId !== null) await assertEventInWorld(trx, map.world_id, fields.eventId);
  if (fields.childMapId !== null) {
    // A pin that opens its own map leads nowhere.
    if (fields.childMapId === map.id) throw new AppError(400, ErrorCode.mapParentCycle);
    await assertMapInWorld(trx, map.world_id, fields.childMapId);
  }
  return layer?.secret === 1;
}

/**
 * A pin that opens a map with no parent of its own becomes that map's place:
 * the child map hangs under this map and this pin, so its breadcrumb leads
 * back here. A map that already has a parent keeps it (40060 when this pin
 * would put a map inside its own child).
 */
async function adoptChildMap(
  trx: Transaction<DB>,
  map: MapsTable,
  pinId: string,
  childMapId: string | null,
  now: string,
): Promise<void> {
  if (childMapId === null) return;
  const child = await trx
    .selectFrom('maps')
    .select(['parent_map_id', 'version'])
    .where('world_id', '=', map.world_id)
    .where('id', '=', childMapId)
    .executeTakeFirstOrThrow();
  if (child.parent_map_id !== null) return;
  await assertNoCycle(trx, map.world_id, childMapId, map.id);
  await trx
    .updateTable('maps')
    .set({
      parent_map_id: map.id,
      parent_pin_id: pinId,
      version: child.version + 1,
      updated_at: now,
    })
    .where('id', '=', childMapId)
    .execute();
}

function featureColumns(fields: MapFeatureFields) {
  return {
    layer_id: fields.layerId,
    kind: fields.geometry.kind,
    geometry: geometryColumn(fields.geometry),
    name: fields.name,
    description: fields.description,
    document_id: fields.documentId,
    child_map_id: fields.childMapId,
    event_id: fields.eventId,
    color: fields.color,
    icon: fields.icon,
    from_date: dateColumn(fields.from),
    until_date: dateColumn(fields.until),
  };
}

/** Places a pin or draws a region or path (40061 past mapFeatureLimits.maxFeatures). */
export async function mapFeatureCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  mapId: string,
  fields: MapFeatureFields,
  secrets: boolean,
): Promise<MapFeaturesTable> {
  return writeWithActivity(ctx, async (trx, record) => {
    const map = await lockMap(trx, worldId, mapId);
    const secret = await checkFeature(trx, map, fields, secrets);
    const count = await trx
      .selectFrom('map_features')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('world_id', '=', worldId)
      .where('map_id', '=', map.id)
      .executeTakeFirstOrThrow();
    if (Number(count.count) >= mapFeatureLimits.maxFeatures)
      throw new AppError(409, ErrorCode.mapFull);
    const now = isoNow(ctx.clock);
    const feature: MapFeaturesTable = {
      id: crypto.randomUUID(),
      world_id: worldId,
      map_id: map.id,
      ...featureColumns(fields),
      version: 1,
      created_by: user.id,
      updated_by: user.id,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('map_features').values(feature).execute();
    await adoptChildMap(trx, map, feature.id, fields.childMapId, now);
    await featureChanged(trx, record, user, map, now, 'create_map_feature', feature, secret);
    return feature;
  });
}

/** Saves a feature edited on `version` (409 4091): moved, reshaped, relinked, redated. */
export async function mapFeatureUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  mapId: string,
  featureId: string,
  fields: MapFeatureUpdateFields,
  secrets: boolean,
  answer: AnswerInside<void, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const map = await lockMap(trx, worldId, mapId);
    const current = await findFeature(trx, map, featureId, secrets);
    if (current.version !== fields.version) throw new AppError(409, ErrorCode.staleVersion);
    const secret = (await checkFeature(trx, map, fields, secrets)) || current.secret;
    const now = isoNow(ctx.clock);
    const changes = {
      ...featureColumns(fields),
      version: current.version + 1,
      updated_by: user.id,
      updated_at: now,
    };
    const result = await trx
      .updateTable('map_features')
      .set(changes)
      .where('id', '=', current.id)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, ErrorCode.staleVersion);
    await adoptChildMap(trx, map, current.id, fields.childMapId, now);
    await featureChanged(
      trx,
      record,
      user,
      map,
      now,
      'update_map_feature',
      { ...current, ...changes },
      secret,
    );
    return answer(trx, undefined);
  });
}

export async function mapFeatureDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  mapId: string,
  featureId: string,
  secrets: boolean,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const map = await lockMap(trx, worldId, mapId);
    const feature = await findFeature(trx, map, featureId, secrets);
    const now = isoNow(ctx.clock);
    // A child map that hung from this pin stays under the same parent map.
    await trx
      .updateTable('maps')
      .set((eb) => ({ parent_pin_id: null, version: eb('version', '+', 1), updated_at: now }))
      .where('world_id', '=', worldId)
      .where('parent_pin_id', '=', feature.id)
      .execute();
    await trx.deleteFrom('map_features').where('id', '=', feature.id).execute();
    await featureChanged(
      trx,
      record,
      user,
      map,
      now,
      'delete_map_feature',
      feature,
      feature.secret,
    );
  });
}

/** A feature of this map (404 40058), with whether its layer is secret; hidden like a missing one. */
async function findFeature(
  trx: Transaction<DB>,
  map: MapsTable,
  featureId: string,
  secrets: boolean,
): Promise<MapFeaturesTable & { secret: boolean }> {
  const row = await trx
    .selectFrom('map_features as f')
    .leftJoin('map_layers as l', 'l.id', 'f.layer_id')
    .selectAll('f')
    .select('l.secret as layer_secret')
    .where('f.world_id', '=', map.world_id)
    .where('f.map_id', '=', map.id)
    .where('f.id', '=', featureId)
    .executeTakeFirst();
  if (!row || (row.layer_secret === 1 && !secrets))
    throw new AppError(404, ErrorCode.mapFeatureNotFound);
  const { layer_secret: layerSecret, ...feature } = row;
  return { ...feature, secret: layerSecret === 1 };
}

/**
 * Records the change for the feed and live updates. On a secret layer (before
 * or after the change) the details name only the map: every member receives them.
 */
async function featureChanged(
  trx: Transaction<DB>,
  record: RecordActivity,
  user: CurrentUser,
  map: MapsTable,
  now: string,
  type: Extract<ActivityType, `${string}_map_feature`>,
  feature: Pick<MapFeaturesTable, 'id' | 'kind' | 'name' | 'document_id'>,
  secret: boolean,
): Promise<void> {
  await touchMap(trx, map, user.id, now);
  // Search finds the place as it now is (a deleted one is forgotten).
  await indexPlaces(trx, map.world_id, { featureIds: [feature.id] });
  let name = feature.name;
  if (!secret && name === '' && feature.document_id !== null) {
    const document = await trx
      .selectFrom('documents')
      .select('name')
      .where('id', '=', feature.document_id)
      .executeTakeFirst();
    name = featureLabel(name, document?.name);
  }
  await record({
    worldId: map.world_id,
    userId: user.id,
    type,
    details: secret
      ? { mapId: map.id, mapName: map.name, secret: true }
      : { mapId: map.id, mapName: map.name, featureId: feature.id, kind: feature.kind, name },
  });
}

/**
 * Before a document is deleted: the features that link it keep showing its
 * name (a feature named only by its document would be left nameless) and
 * link nothing, with new versions so an edit made against the link is stale.
 */
export async function unlinkDocumentFromMaps(
  trx: Transaction<DB>,
  worldId: string,
  document: { id: string; name: string },
  now: string,
): Promise<void> {
  const linked = await trx
    .selectFrom('map_features')
    .select('id')
    .where('world_id', '=', worldId)
    .where('document_id', '=', document.id)
    .execute();
  await trx
    .updateTable('map_features')
    .set((eb) => ({
      name: eb.case().when('name', '=', '').then(document.name).else(eb.ref('name')).end(),
      document_id: null,
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('world_id', '=', worldId)
    .where('document_id', '=', document.id)
    .execute();
  await indexPlaces(trx, worldId, { featureIds: linked.map((feature) => feature.id) });
}
