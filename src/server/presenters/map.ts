import type { Selectable } from 'kysely';
import type {
  DocumentMapPlace,
  MapDetail,
  MapFeature,
  MapLayer,
  MapPinIcon,
  MapStatus,
  MapSummary,
} from '../../shared/schemas/map';
import type { MapFeaturesTable, MapLayersTable, MapsTable } from '../db/schema';
import { featureLabel, readDate, readGeometry } from '../model/stored-map';
import { mapPictureOf, mapThumbUrlOf, type MapUrlSigner } from '../storage/map-urls';
import type { JsonText } from '../http/json-text';
import { userRef } from './user-ref';
import { isVisibility } from '../../shared/visibility';

const ownVisibility = (value: string | null | undefined) => (isVisibility(value) ? value : null);

/** What the presenters need to sign a picture's URLs. */
export type MapUrlContext = { mapUrls: MapUrlSigner };

export type MapRow = Selectable<MapsTable> & {
  created_by_name: string | null;
  updated_by_name: string | null;
};

export type MapSummaryRow = Pick<
  MapsTable,
  | 'id'
  | 'world_id'
  | 'name'
  | 'parent_map_id'
  | 'status'
  | 'file_key'
  | 'width'
  | 'height'
  | 'updated_at'
  | 'version'
  | 'visibility'
> & { pin_count: number | string | null };

export type MapFeatureRow = Pick<
  MapFeaturesTable,
  | 'id'
  | 'layer_id'
  | 'kind'
  | 'geometry'
  | 'name'
  | 'description'
  | 'document_id'
  | 'child_map_id'
  | 'event_id'
  | 'color'
  | 'icon'
  | 'from_date'
  | 'until_date'
  | 'version'
> & {
  document_name: string | null;
  document_type: string | null;
  event_name: string | null;
};

export type MapRef = { id: string; name: string };

/** What a map's answer holds besides its own row. */
export interface MapParts {
  /** The parent pin, null when it is on a layer secret to the caller. */
  parentPinId: string | null;
  breadcrumb: MapRef[];
  children: (MapRef & { parentPinId: string | null })[];
  layers: MapLayersTable[];
  features: MapFeatureRow[];
}

export function presentMapSummary(ctx: MapUrlContext, row: MapSummaryRow): MapSummary {
  return {
    id: row.id,
    name: row.name,
    parentMapId: row.parent_map_id,
    status: row.status as MapStatus,
    thumbUrl: mapThumbUrlOf(ctx, row),
    width: row.file_key ? row.width : null,
    height: row.file_key ? row.height : null,
    pinCount: Number(row.pin_count ?? 0),
    updatedAt: row.updated_at,
    version: row.version,
    visibility: ownVisibility(row.visibility),
  };
}

export function presentMapLayer(row: MapLayersTable): MapLayer {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    secret: row.secret === 1,
    visible: row.visible === 1,
    version: row.version,
    visibility: ownVisibility(row.visibility),
  };
}

export function presentMapFeature(row: MapFeatureRow): MapFeature {
  return { id: row.id, geometry: readGeometry(row.geometry), ...featureFields(row) };
}

/** A feature's fields after its id and geometry, in the schema's order. */
function featureFields(row: MapFeatureRow): Omit<MapFeature, 'id' | 'geometry'> {
  return {
    layerId: row.layer_id,
    name: row.name,
    description: row.description,
    documentId: row.document_id,
    document:
      row.document_id && row.document_name !== null
        ? {
            id: row.document_id,
            name: row.document_name,
            type: row.document_type ?? 'note',
          }
        : null,
    childMapId: row.child_map_id,
    eventId: row.event_id,
    event:
      row.event_id && row.event_name !== null ? { id: row.event_id, name: row.event_name } : null,
    color: row.color,
    icon: row.icon as MapPinIcon | null,
    from: readDate(row.from_date),
    until: readDate(row.until_date),
    version: row.version,
  };
}

/** `presentMapFeature` as JSON text. */
export function mapFeatureJson(row: MapFeatureRow): string {
  const rest = JSON.stringify(featureFields(row));
  return `{"id":${JSON.stringify(row.id)},"geometry":${geometryJson(row.geometry)},${rest.slice(1)}`;
}

const number = String.raw`-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?`;
const pair = String.raw`\[${number},${number}\]`;
/** Geometry as geometryColumn writes it; anything else goes through readGeometry. */
const storedGeometry = new RegExp(
  String.raw`^\{"kind":(?:"pin","point":${pair}|"(?:region|path)","points":\[${pair}(?:,${pair})*\])\}$`,
);

/**
 * The stored geometry text as it is when it has the shape geometryColumn
 * writes (parsing and writing it again cost a large map as much as the rest
 * of its answer), else what readGeometry makes of it.
 */
export function geometryJson(text: string): string {
  return storedGeometry.test(text) ? text : JSON.stringify(readGeometry(text));
}

/**
 * One map with what its viewer draws. The caller's query has already left
 * out secret layers and their features when the caller may not see them.
 */
export function presentMap(ctx: MapUrlContext, row: MapRow, parts: MapParts): MapDetail {
  return { ...mapFields(ctx, row, parts), features: parts.features.map(presentMapFeature) };
}

/** `presentMap` as JSON text, its features last. */
export function presentMapJson(
  ctx: MapUrlContext,
  row: MapRow,
  parts: MapParts,
): JsonText<MapDetail> {
  const features = presentMapFeaturesJson(parts.features);
  return `${presentMapJsonHead(ctx, row, parts)}${features}]}` as JsonText<MapDetail>;
}

/** The features of a map's JSON answer, comma-separated: kept apart by the answer cache. */
export function presentMapFeaturesJson(features: MapFeatureRow[]): string {
  return features.map(mapFeatureJson).join(',');
}

/** A map's JSON answer up to its features' first one: `{…,"features":[`. */
export function presentMapJsonHead(
  ctx: MapUrlContext,
  row: MapRow,
  parts: Omit<MapParts, 'features'>,
): string {
  return `${JSON.stringify(mapFields(ctx, row, parts)).slice(0, -1)},"features":[`;
}

function mapFields(
  ctx: MapUrlContext,
  row: MapRow,
  parts: Omit<MapParts, 'features'>,
): Omit<MapDetail, 'features'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    parentMapId: row.parent_map_id,
    parentPinId: parts.parentPinId,
    status: row.status as MapStatus,
    tilingProgress: row.status === 'tiling' ? (row.tiling_progress ?? 0) : null,
    picture: mapPictureOf(ctx, row),
    scale:
      row.scale_units_per_pixel !== null && row.scale_unit !== null
        ? { unitsPerPixel: row.scale_units_per_pixel, unit: row.scale_unit }
        : null,
    breadcrumb: parts.breadcrumb,
    children: parts.children,
    layers: parts.layers.map(presentMapLayer),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: userRef(row.created_by, row.created_by_name),
    updatedBy: userRef(row.updated_by, row.updated_by_name),
    visibility: ownVisibility(row.visibility),
  };
}

export function presentMapPlace(
  row: Pick<MapFeatureRow, 'id' | 'kind' | 'name' | 'document_name'> & {
    map_id: string;
    map_name: string;
  },
): DocumentMapPlace {
  return {
    mapId: row.map_id,
    mapName: row.map_name,
    featureId: row.id,
    kind: row.kind as DocumentMapPlace['kind'],
    name: featureLabel(row.name, row.document_name),
  };
}
