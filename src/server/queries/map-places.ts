import { mapFeatureJson, type MapFeatureRow } from '../presenters/map';
import {
  featureQuery,
  linkColumns,
  linkedNamesText,
  visibleFeatures,
  type MapReader,
  type NameRow,
} from './maps';
import type { PublicCut } from './public-items';

/** One place of a map's answer as JSON, and what tells whether it is still current. */
export interface PlaceFragment {
  stamp: string;
  json: string;
  document: NameRow | null;
  event: NameRow | null;
}

/** What a map's answer holds of its places, built apart from the rest (its head). */
export interface MapPlaces {
  /** The features' JSON objects, comma-separated, in the answer's order. */
  json: string;
  /** The visible places' ids: a child map names the pin it hangs from only when seen. */
  ids: ReadonlySet<string>;
  /** The linked documents' and events' names and types (part of `mapNamesFingerprint`). */
  names: string;
  /** Each place's JSON by id, for the next build to keep what did not change. */
  fragments: ReadonlyMap<string, PlaceFragment>;
}

/** Past this many changed places one read of them all is the cheaper way. */
const maxChangedPlaces = 500;
/** Ids a statement names at most (SQLite's and PostgreSQL's parameter limits are far above). */
const idsPerRead = 500;

type Stamped = Pick<
  MapFeatureRow,
  'id' | 'version' | 'layer_id' | 'document_id' | 'child_map_id' | 'event_id'
>;

/**
 * What changes whenever a place's JSON may: every writer raises its version;
 * a foreign key's cascade (a deleted child map, event or layer) moves only
 * the column, so the columns are part of it.
 */
function stampOf(row: Stamped): string {
  return `${row.version}|${row.layer_id}|${row.document_id}|${row.child_map_id}|${row.event_id}`;
}

/**
 * The places of a map's answer as JSON, with the names they show. With the
 * fragments of an earlier build whose linked names are still current, only
 * the places whose stamp moved are read and written again: a place moved on
 * a map of thousands costs its readers a read of the stamps, not of them all.
 */
export async function loadMapPlaces(
  ctx: MapReader,
  worldId: string,
  mapId: string,
  secrets: boolean,
  previous?: ReadonlyMap<string, PlaceFragment>,
  cut?: PublicCut,
): Promise<MapPlaces> {
  if (previous) {
    const kept = await placesKeeping(ctx, worldId, mapId, secrets, cut, previous);
    if (kept) return kept;
  }
  const rows = await visibleFeatures(ctx.db, worldId, mapId, secrets, cut);
  return placesOf(rows.map((row) => [row.id, fragmentOf(row)]));
}

/** The places with the earlier fragments that still hold; undefined when a full read is cheaper. */
async function placesKeeping(
  ctx: MapReader,
  worldId: string,
  mapId: string,
  secrets: boolean,
  cut: PublicCut,
  previous: ReadonlyMap<string, PlaceFragment>,
): Promise<MapPlaces | undefined> {
  // A reader's links are stamped as cut: a document made members-only moves the stamp.
  const stamps = await featureQuery(ctx.db, worldId, secrets, cut)
    .clearSelect()
    .select(['f.id', 'f.version', 'f.layer_id'])
    .select(linkColumns(cut))
    .where('f.map_id', '=', mapId)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
  const changed = stamps.filter((row) => previous.get(row.id)?.stamp !== stampOf(row));
  if (changed.length > maxChangedPlaces) return undefined;
  const fresh = new Map<string, PlaceFragment>();
  for (let start = 0; start < changed.length; start += idsPerRead) {
    const ids = changed.slice(start, start + idsPerRead).map((row) => row.id);
    const rows = await featureQuery(ctx.db, worldId, secrets, cut)
      .where('f.map_id', '=', mapId)
      .where('f.id', 'in', ids)
      .execute();
    for (const row of rows) fresh.set(row.id, fragmentOf(row));
  }
  // A place deleted or hidden since its stamp was read: the full read settles it.
  if (changed.some((row) => !fresh.has(row.id))) return undefined;
  return placesOf(
    stamps.map(({ id }) => [id, (fresh.get(id) ?? previous.get(id)) as PlaceFragment]),
  );
}

function fragmentOf(row: MapFeatureRow): PlaceFragment {
  return {
    stamp: stampOf(row),
    json: mapFeatureJson(row),
    document:
      row.document_id && row.document_name !== null
        ? { id: row.document_id, name: row.document_name, type: row.document_type }
        : null,
    event:
      row.event_id && row.event_name !== null ? { id: row.event_id, name: row.event_name } : null,
  };
}

function placesOf(entries: [string, PlaceFragment][]): MapPlaces {
  const documents: NameRow[] = [];
  const events: NameRow[] = [];
  const json: string[] = [];
  for (const [, fragment] of entries) {
    json.push(fragment.json);
    if (fragment.document) documents.push(fragment.document);
    if (fragment.event) events.push(fragment.event);
  }
  return {
    json: json.join(','),
    ids: new Set(entries.map(([id]) => id)),
    names: linkedNamesText(documents, events),
    fragments: new Map(entries),
  };
}
