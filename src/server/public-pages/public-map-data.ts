import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { MapFeatureKind } from '../../shared/schemas/map';
import { AppError } from '../http/app-error';
import { loadMap, type MapReader } from '../queries/maps';
import { isPublicItem } from '../queries/public-items';
import type { PublicWorld } from './public-page-data';

export interface PublicMapSummary {
  id: string;
  name: string;
  description: string;
}

export interface PublicPlace {
  name: string;
  kind: MapFeatureKind;
  /** Its linked document when that is public. */
  document: { id: string; name: string } | null;
}

export interface PublicMap extends PublicMapSummary {
  hasPicture: boolean;
  places: PublicPlace[];
}

/** At most this many places listed on a map's page; the app's map shows them all. */
export const listedPlaceLimit = 500;

/** A public world's public maps by name (the reader's cut of GET Maps). */
export async function loadPublicMaps(
  db: Kysely<DB>,
  world: PublicWorld,
): Promise<PublicMapSummary[]> {
  const rows = await db
    .selectFrom('maps')
    .select(['id', 'name', 'description'])
    .where('world_id', '=', world.id)
    .where(isPublicItem('maps.visibility', world))
    .execute();
  // By name in the same order on both databases, as GET Maps lists them.
  return rows.sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
}

/**
 * One public map with the places a reader sees (GET Maps/:mapId as a reader
 * answers it: public layers, never a secret one, links to public documents
 * only), or undefined for a members-only or unknown map.
 */
export async function loadPublicMap(
  reader: MapReader,
  world: PublicWorld,
  mapId: string,
): Promise<PublicMap | undefined> {
  let map;
  try {
    map = await loadMap(reader, world.id, mapId, false, world);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
  const places = map.features
    .map((feature) => ({
      name: feature.name || feature.document?.name || '',
      kind: feature.geometry.kind,
      document: feature.document ? { id: feature.document.id, name: feature.document.name } : null,
    }))
    // A place named only by a members-only document has nothing to say to a reader.
    .filter((place) => place.name !== '')
    .slice(0, listedPlaceLimit);
  places.sort((a, b) => a.name.localeCompare(b.name));
  return {
    id: map.id,
    name: map.name,
    description: map.description,
    hasPicture: map.picture !== null,
    places,
  };
}

/** The stored thumbnail of a public map with a ready picture, or undefined. */
export async function loadPublicMapThumb(
  db: Kysely<DB>,
  world: PublicWorld,
  mapId: string,
): Promise<{ fileKey: string } | undefined> {
  const row = await db
    .selectFrom('maps')
    .select('file_key')
    .where('world_id', '=', world.id)
    .where('id', '=', mapId)
    .where(isPublicItem('maps.visibility', world))
    .executeTakeFirst();
  return row?.file_key ? { fileKey: row.file_key } : undefined;
}
