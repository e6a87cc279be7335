import crypto from 'node:crypto';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB, MapLayersTable } from '../db/schema';
import type {
  DocumentMapPlace,
  MapDetail,
  MapFeature,
  MapLayer,
  MapSummary,
} from '../../shared/schemas/map';
import { ErrorCode } from '../../shared/errors';
import { AppError } from '../http/app-error';
import type { JsonText } from '../http/json-text';
import {
  presentMap,
  presentMapFeature,
  presentMapJson,
  presentMapJsonHead,
  presentMapLayer,
  presentMapPlace,
  presentMapSummary,
  type MapFeatureRow,
  type MapParts,
  type MapRef,
  type MapRow,
  type MapUrlContext,
} from '../presenters/map';
import { isPublicItem, type PublicCut } from './public-items';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Reads of maps. `secrets` says whether the caller holds `maps.secrets`:
 * without it a secret layer, its features, their count and their names are
 * left out of every answer, as if they did not exist. A reader's `cut`
 * (public-cut.ts) further keeps only public maps and public layers, and
 * drops a place's link to a members-only document, event row or map.
 */
export interface MapReader extends MapUrlContext {
  db: Kysely<DB>;
}

/** A world's maps by name, with how many pins of each the caller may see. */
export async function listMaps(
  ctx: MapReader,
  worldId: string,
  secrets: boolean,
  cut?: PublicCut,
): Promise<MapSummary[]> {
  const rows = await ctx.db
    .selectFrom('maps')
    .select((eb) => [
      'maps.id',
      'maps.world_id',
      'maps.name',
      'maps.parent_map_id',
      'maps.status',
      'maps.file_key',
      'maps.width',
      'maps.height',
      'maps.updated_at',
      'maps.version',
      'maps.visibility',
      eb
        .selectFrom('map_features as f')
        .leftJoin('map_layers as l', 'l.id', 'f.layer_id')
        .select(eb.fn.countAll<number>().as('n'))
        .where('f.world_id', '=', worldId)
        .whereRef('f.map_id', '=', 'maps.id')
        .where('f.kind', '=', 'pin')
        .where(placeSeen(secrets, cut))
        .as('pin_count'),
    ])
    .where('maps.world_id', '=', worldId)
    .$if(cut !== undefined, (q) => q.where(isPublicItem('maps.visibility', cut!)))
    .execute();
  if (cut) {
    // A members-only parent is not named to a reader, not even by its id.
    const seen = new Set(rows.map((row) => row.id));
    for (const row of rows)
      if (row.parent_map_id !== null && !seen.has(row.parent_map_id)) row.parent_map_id = null;
  }
  // By name in the same order on both databases (their collations differ); a world has few maps.
  rows.sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return rows.map((row) => presentMapSummary(ctx, row));
}

/** One map with its layers and features as the caller may see them (40057 when absent). */
export async function loadMap(
  ctx: MapReader,
  worldId: string,
  mapId: string,
  secrets: boolean,
  cut?: PublicCut,
): Promise<MapDetail> {
  const { row, parts } = await readMap(ctx, worldId, mapId, secrets, cut);
  return presentMap(ctx, row, parts);
}

/**
 * `loadMap` as JSON text, for GET of a map: a map of thousands of places
 * skips the zod serializer, and the stored geometry goes out as it is.
 */
export async function loadMapJson(
  ctx: MapReader,
  worldId: string,
  mapId: string,
  secrets: boolean,
  cut?: PublicCut,
): Promise<JsonText<MapDetail>> {
  const { row, parts } = await readMap(ctx, worldId, mapId, secrets, cut);
  return presentMapJson(ctx, row, parts);
}

/**
 * Everything of a map's answer but its places, with the count of writes to
 * its places and layers (`map_place_versions`) read before them: a place
 * written meanwhile is newer than the count it is filed under, never older.
 */
export interface MapHead {
  row: MapRow;
  placesVersion: number;
  parentPinId: string | null;
  breadcrumb: MapRef[];
  tree: TreeRow[];
  layers: MapLayersTable[];
}

type TreeRow = {
  id: string;
  name: string;
  parent_map_id: string | null;
  parent_pin_id: string | null;
};

/** A map's head (40057 when absent): small, read again whenever the world's maps change. */
export async function loadMapHead(
  ctx: MapReader,
  worldId: string,
  mapId: string,
  secrets: boolean,
  cut?: PublicCut,
): Promise<MapHead> {
  const found = await ctx.db
    .selectFrom('maps')
    .leftJoin('users as creator', 'creator.id', 'maps.created_by')
    .leftJoin('users as editor', 'editor.id', 'maps.updated_by')
    .leftJoin('map_place_versions as pv', 'pv.map_id', 'maps.id')
    .selectAll('maps')
    .select([
      'creator.user_name as created_by_name',
      'editor.user_name as updated_by_name',
      'pv.version as places_version',
    ])
    .where('maps.world_id', '=', worldId)
    .where('maps.id', '=', mapId)
    // A members-only map answers a reader as one that does not exist.
    .$if(cut !== undefined, (q) => q.where(isPublicItem('maps.visibility', cut!)))
    .executeTakeFirst();
  if (!found) throw new AppError(404, ErrorCode.mapNotFound);
  const { places_version: placesVersion, ...row } = found;
  const [tree, layers, parentPinVisible] = await Promise.all([
    ctx.db
      .selectFrom('maps')
      .select(['id', 'name', 'parent_map_id', 'parent_pin_id'])
      .where('world_id', '=', worldId)
      .$if(cut !== undefined, (q) => q.where(isPublicItem('maps.visibility', cut!)))
      .execute(),
    visibleLayers(ctx.db, worldId, mapId, secrets, cut),
    row.parent_pin_id !== null && pinVisible(ctx.db, worldId, row.parent_pin_id, secrets, cut),
  ]);
  if (row.parent_map_id !== null && !tree.some((map) => map.id === row.parent_map_id))
    row.parent_map_id = null;
  const byId = new Map(tree.map((map) => [map.id, map]));
  const breadcrumb: MapRef[] = [];
  const seen = new Set([row.id]);
  for (let parent = row.parent_map_id; parent !== null && !seen.has(parent);) {
    const map = byId.get(parent);
    if (!map) break;
    seen.add(map.id);
    breadcrumb.unshift({ id: map.id, name: map.name });
    parent = map.parent_map_id;
  }
  return {
    row,
    placesVersion: Number(placesVersion ?? 0),
    parentPinId: parentPinVisible ? row.parent_pin_id : null,
    breadcrumb,
    tree,
    layers,
  };
}

/** A map's JSON answer up to its places (`{…,"features":[`), which follow, then `]}`. */
export function mapAnswerHeadJson(
  ctx: MapReader,
  head: MapHead,
  places: { ids: ReadonlySet<string> },
): string {
  return presentMapJsonHead(ctx, head.row, partsOf(head, places.ids));
}

/** What the answer of `head` and `places` shows from users, documents and events. */
export function mapAnswerFingerprint(head: MapHead, places: { names: string }): string {
  return fingerprintOf([head.row.created_by_name, head.row.updated_by_name], places.names);
}

/**
 * What a map's answer shows from users, documents and events: its creator's
 * and editor's user names, the names and types of the documents and the
 * names of the events its visible places link. Equal to `mapAnswerFingerprint`
 * while none of these changed, so that a write elsewhere in those tables (a
 * document's text) need not rebuild the answer. Reads no place's geometry.
 */
export async function mapNamesFingerprint(
  db: Db,
  worldId: string,
  mapId: string,
  secrets: boolean,
  cut?: PublicCut,
): Promise<string> {
  const places = () =>
    db
      .selectFrom('map_features as f')
      .leftJoin('map_layers as l', 'l.id', 'f.layer_id')
      .where('f.world_id', '=', worldId)
      .where('f.map_id', '=', mapId)
      .where(placeSeen(secrets, cut));
  const [map, documents, events] = await Promise.all([
    db
      .selectFrom('maps')
      .leftJoin('users as creator', 'creator.id', 'maps.created_by')
      .leftJoin('users as editor', 'editor.id', 'maps.updated_by')
      .select(['creator.user_name as created_by_name', 'editor.user_name as updated_by_name'])
      .where('maps.world_id', '=', worldId)
      .where('maps.id', '=', mapId)
      .executeTakeFirst(),
    places()
      .innerJoin('documents as d', (join) =>
        join.onRef('d.id', '=', 'f.document_id').on(documentSeen(cut)),
      )
      .select(['d.id', 'd.name', 'd.type'])
      .distinct()
      .execute(),
    places()
      .innerJoin('events as e', (join) => join.onRef('e.id', '=', 'f.event_id').on(eventSeen(cut)))
      .select(['e.id', 'e.name'])
      .distinct()
      .execute(),
  ]);
  return fingerprintOf(
    [map?.created_by_name ?? null, map?.updated_by_name ?? null],
    linkedNamesText(documents, events),
  );
}

export type NameRow = { id: string; name: string; type?: string | null };

/**
 * The linked documents' and events' names and types as the fingerprint takes
 * them: one per id, by id (sorted here: the two databases' collations differ).
 */
export function linkedNamesText(documents: NameRow[], events: NameRow[]): string {
  const byId = (rows: NameRow[]) =>
    [...new Map(rows.map((row) => [row.id, row])).values()]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((row) => [row.id, row.name, row.type ?? null]);
  return JSON.stringify([byId(documents), byId(events)]);
}

function fingerprintOf(users: (string | null)[], linkedNames: string): string {
  const text = `${JSON.stringify(users)}${linkedNames}`;
  return crypto.createHash('sha1').update(text).digest('base64');
}

async function readMap(
  ctx: MapReader,
  worldId: string,
  mapId: string,
  secrets: boolean,
  cut?: PublicCut,
): Promise<{ row: MapRow; parts: MapParts }> {
  const head = await loadMapHead(ctx, worldId, mapId, secrets, cut);
  const features = await visibleFeatures(ctx.db, worldId, mapId, secrets, cut);
  const parts = partsOf(head, new Set(features.map((feature) => feature.id)));
  return { row: head.row, parts: { ...parts, features } };
}

function partsOf(head: MapHead, pins: ReadonlySet<string>): Omit<MapParts, 'features'> {
  const children = head.tree
    .filter((map) => map.parent_map_id === head.row.id)
    .sort((a, b) => a.name.localeCompare(b.name))
    // A child hanging from a pin on a secret layer does not name that pin to others.
    .map((map) => ({
      id: map.id,
      name: map.name,
      parentPinId: map.parent_pin_id && pins.has(map.parent_pin_id) ? map.parent_pin_id : null,
    }));
  return {
    parentPinId: head.parentPinId,
    breadcrumb: head.breadcrumb,
    children,
    layers: head.layers,
  };
}

async function pinVisible(
  db: Db,
  worldId: string,
  featureId: string,
  secrets: boolean,
  cut: PublicCut,
): Promise<boolean> {
  if (secrets) return true;
  const row = await db
    .selectFrom('map_features as f')
    .leftJoin('map_layers as l', 'l.id', 'f.layer_id')
    .select('f.id')
    .where('f.world_id', '=', worldId)
    .where('f.id', '=', featureId)
    .where(placeSeen(false, cut))
    .executeTakeFirst();
  return row !== undefined;
}

function visibleLayers(
  db: Db,
  worldId: string,
  mapId: string,
  secrets: boolean,
  cut?: PublicCut,
): Promise<MapLayersTable[]> {
  return db
    .selectFrom('map_layers')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('map_id', '=', mapId)
    .$if(!secrets || cut !== undefined, (q) => q.where('secret', '=', 0))
    .$if(cut !== undefined, (q) => q.where(isPublicItem('map_layers.visibility', cut!)))
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

const featureColumns = [
  'f.id',
  'f.layer_id',
  'f.kind',
  'f.geometry',
  'f.name',
  'f.description',
  'f.color',
  'f.icon',
  'f.from_date',
  'f.until_date',
  'f.version',
] as const;

/**
 * A place's links as the caller sees them: a reader's lose a members-only
 * document, event (its timeline row's setting) or child map, id and name.
 */
export function linkColumns(cut: PublicCut) {
  const link = <A extends string>(own: string, seen: string, as: A) =>
    sql.ref<string | null>(cut ? seen : own).as(as);
  return [
    link('f.document_id', 'd.id', 'document_id'),
    link('f.child_map_id', 'cm.id', 'child_map_id'),
    link('f.event_id', 'e.id', 'event_id'),
  ] as const;
}

export function featureQuery(db: Db, worldId: string, secrets: boolean, cut?: PublicCut) {
  return (
    db
      .selectFrom('map_features as f')
      .leftJoin('map_layers as l', 'l.id', 'f.layer_id')
      .leftJoin('documents as d', (join) =>
        join.onRef('d.id', '=', 'f.document_id').on(documentSeen(cut)),
      )
      .leftJoin('events as e', (join) => join.onRef('e.id', '=', 'f.event_id').on(eventSeen(cut)))
      .$if(cut !== undefined, (q) =>
        q.leftJoin('maps as cm', (join) =>
          join.onRef('cm.id', '=', 'f.child_map_id').on(isPublicItem('cm.visibility', cut!)),
        ),
      )
      // The columns a feature's answer shows, no more: SQLite sorts these rows, and
      // wider ones (f.*) made the sort of a large map's features several times slower.
      .select(featureColumns)
      .select(linkColumns(cut))
      .select(['d.name as document_name', 'd.type as document_type', 'e.name as event_name'])
      .where('f.world_id', '=', worldId)
      .where(placeSeen(secrets, cut))
  );
}

const always = sql<SqlBool>`1 = 1`;

/** The places the caller sees: none on a secret layer without `secrets`, a reader's on public layers only. */
function placeSeen(secrets: boolean, cut: PublicCut) {
  if (cut)
    return sql<SqlBool>`(${sql.ref('f.layer_id')} is null or (${sql.ref('l.secret')} = 0 and ${isPublicItem('l.visibility', cut)}))`;
  if (!secrets)
    return sql<SqlBool>`(${sql.ref('f.layer_id')} is null or ${sql.ref('l.secret')} = 0)`;
  return always;
}

function documentSeen(cut: PublicCut) {
  return cut ? isPublicItem('d.visibility', cut) : always;
}

/** An event is public when its timeline row is. */
function eventSeen(cut: PublicCut) {
  if (!cut) return always;
  return sql<SqlBool>`exists (select 1 from timeline_rows as r where ${sql.ref('r.id')} = ${sql.ref('e.row_id')} and ${isPublicItem('r.visibility', cut)})`;
}

export function visibleFeatures(
  db: Db,
  worldId: string,
  mapId: string,
  secrets: boolean,
  cut?: PublicCut,
): Promise<MapFeatureRow[]> {
  return featureQuery(db, worldId, secrets, cut)
    .where('f.map_id', '=', mapId)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
}

/** One layer of a map (40058 when absent or secret to the caller). */
export async function loadMapLayer(
  db: Db,
  worldId: string,
  mapId: string,
  layerId: string,
): Promise<MapLayer> {
  const row = await db
    .selectFrom('map_layers')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('map_id', '=', mapId)
    .where('id', '=', layerId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.mapFeatureNotFound);
  return presentMapLayer(row);
}

/** Every layer of a map the caller may see, bottom first. */
export async function loadMapLayers(
  db: Db,
  worldId: string,
  mapId: string,
  secrets: boolean,
): Promise<MapLayer[]> {
  return (await visibleLayers(db, worldId, mapId, secrets)).map(presentMapLayer);
}

/** One pin, region or path (40058 when absent or on a layer secret to the caller). */
export async function loadMapFeature(
  db: Db,
  worldId: string,
  mapId: string,
  featureId: string,
  secrets: boolean,
): Promise<MapFeature> {
  const row = await featureQuery(db, worldId, secrets)
    .where('f.map_id', '=', mapId)
    .where('f.id', '=', featureId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.mapFeatureNotFound);
  return presentMapFeature(row);
}

/** "On maps": the features that link a document, by map name (404 for a document not in the world). */
export async function listDocumentMapPlaces(
  db: Db,
  worldId: string,
  documentId: string,
  secrets: boolean,
  cut?: PublicCut,
): Promise<DocumentMapPlace[]> {
  const document = await db
    .selectFrom('documents')
    .select('id')
    .where('world_id', '=', worldId)
    .where('id', '=', documentId)
    .$if(cut !== undefined, (q) => q.where(isPublicItem('documents.visibility', cut!)))
    .executeTakeFirst();
  if (!document) throw new AppError(404, ErrorCode.notFound);
  return mapPlaces(db, worldId, secrets, cut, 'f.document_id', documentId);
}

/** "On maps" of a timeline event: the features that place it, by map name (404 for an event not in the world). */
export async function listEventMapPlaces(
  db: Db,
  worldId: string,
  eventId: string,
  secrets: boolean,
  cut?: PublicCut,
): Promise<DocumentMapPlace[]> {
  const event = await db
    .selectFrom('events as e')
    .select('e.id')
    .where('e.world_id', '=', worldId)
    .where('e.id', '=', eventId)
    .where(eventSeen(cut))
    .executeTakeFirst();
  if (!event) throw new AppError(404, ErrorCode.notFound);
  return mapPlaces(db, worldId, secrets, cut, 'f.event_id', eventId);
}

async function mapPlaces(
  db: Db,
  worldId: string,
  secrets: boolean,
  cut: PublicCut,
  link: 'f.document_id' | 'f.event_id',
  id: string,
): Promise<DocumentMapPlace[]> {
  const rows = await featureQuery(db, worldId, secrets, cut)
    .innerJoin('maps as m', 'm.id', 'f.map_id')
    .select(['m.id as map_id', 'm.name as map_name'])
    .where(link, '=', id)
    .$if(cut !== undefined, (q) => q.where(isPublicItem('m.visibility', cut!)))
    .orderBy('m.name')
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
  return rows.map(presentMapPlace);
}
