import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { MapFeatureKind } from '../../shared/schemas/map';
import { featureLabel } from '../model/stored-map';
import { indexNewEntries, removeEntries } from './search-index';
import type { SearchEntry, SearchKind } from './search-types';

type Db = Kysely<DB> | Transaction<DB>;

/** Both kinds a place may be stored as: a write that may move it between them forgets both. */
export const placeKinds: readonly SearchKind[] = ['map_place', 'map_place_secret'];

/** Which places to index again: a map's, a layer's, a document's links, or some features. */
export type PlaceScope =
  { featureIds: readonly string[] } | { layerId: string } | { documentId: string };

/** A place's entry: named by its own name or else its document's, found by both and its description. */
export function placeSearchEntry(place: {
  worldId: string;
  id: string;
  name: string;
  description: string;
  documentName: string | null;
  secret: boolean;
}): SearchEntry {
  const title = featureLabel(place.name, place.documentName);
  const linked = place.documentName !== null && place.documentName !== title;
  return {
    worldId: place.worldId,
    kind: place.secret ? 'map_place_secret' : 'map_place',
    refId: place.id,
    title,
    body: linked ? [place.description, place.documentName].join('\n') : place.description,
  };
}

/**
 * Rewrites the entries of the places in `scope` as they now are, in the
 * transaction of the change: a layer made secret or public, a place moved
 * between layers, renamed or relinked, a linked document renamed or deleted.
 */
export async function indexPlaces(db: Db, worldId: string, scope: PlaceScope): Promise<void> {
  if ('featureIds' in scope && scope.featureIds.length === 0) return;
  let query = db
    .selectFrom('map_features as f')
    .leftJoin('map_layers as l', 'l.id', 'f.layer_id')
    .leftJoin('documents as d', 'd.id', 'f.document_id')
    .select(['f.id', 'f.name', 'f.description', 'd.name as document_name', 'l.secret'])
    .where('f.world_id', '=', worldId);
  if ('featureIds' in scope) query = query.where('f.id', 'in', scope.featureIds);
  else if ('layerId' in scope) query = query.where('f.layer_id', '=', scope.layerId);
  else query = query.where('f.document_id', '=', scope.documentId);
  const places = await query.execute();
  const ids = 'featureIds' in scope ? [...scope.featureIds] : places.map((place) => place.id);
  await removeEntries(db, placeKinds, ids);
  await indexNewEntries(
    db,
    places.map((place) =>
      placeSearchEntry({
        worldId,
        id: place.id,
        name: place.name,
        description: place.description,
        documentName: place.document_name,
        secret: place.secret === 1,
      }),
    ),
  );
}

/** Forgets a map's places before the map is deleted (its features go with it). */
export async function forgetMapPlaces(db: Db, worldId: string, mapId: string): Promise<void> {
  const places = await db
    .selectFrom('map_features')
    .select('id')
    .where('world_id', '=', worldId)
    .where('map_id', '=', mapId)
    .execute();
  await removeEntries(
    db,
    placeKinds,
    places.map((place) => place.id),
  );
}

/** The ids of a layer's places, taken before the layer goes (they move or go with it). */
export async function placesOfLayer(db: Db, worldId: string, layerId: string): Promise<string[]> {
  const places = await db
    .selectFrom('map_features')
    .select('id')
    .where('world_id', '=', worldId)
    .where('layer_id', '=', layerId)
    .execute();
  return places.map((place) => place.id);
}

/**
 * Whether a search by a caller who may not see secrets must leave secret
 * places out: only when one of the world's maps has a secret layer (most
 * have none, and leaving kinds out costs SQLite a row read per match).
 */
export async function hasSecretLayers(db: Db, worldId: string): Promise<boolean> {
  const found = await db
    .selectFrom('maps as m')
    .innerJoin('map_layers as l', 'l.map_id', 'm.id')
    .select('l.id')
    .where('m.world_id', '=', worldId)
    .where('l.secret', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

export interface PlaceOfHit {
  mapId: string;
  mapName: string;
  kind: MapFeatureKind;
}

/** The maps the places found lie on, by feature id (a place deleted since is missing). */
export async function placesOfHits(
  db: Db,
  worldId: string,
  featureIds: readonly string[],
): Promise<Map<string, PlaceOfHit>> {
  if (featureIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('map_features as f')
    .innerJoin('maps as m', 'm.id', 'f.map_id')
    .select(['f.id', 'f.kind', 'm.id as map_id', 'm.name as map_name'])
    .where('f.world_id', '=', worldId)
    .where('f.id', 'in', featureIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { mapId: row.map_id, mapName: row.map_name, kind: row.kind as MapFeatureKind },
    ]),
  );
}
