import type { DocumentType } from '../../shared/wiki/document-types';
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
import { userRef } from './user-ref';

/** What the presenters need to sign a picture's URLs. */
export type MapUrlContext = { mapUrls: MapUrlSigner };

export type MapRow = MapsTable & {
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
> & { pin_count: number | string | null };

export type MapFeatureRow = MapFeaturesTable & {
  document_name: string | null;
  document_type: string | null;
  event_name: string | null;
};

export type MapRef = { id: string; name: string };

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
  };
}

export function presentMapFeature(row: MapFeatureRow): MapFeature {
  return {
    id: row.id,
    geometry: readGeometry(row.geometry),
    layerId: row.layer_id,
    name: row.name,
    description: row.description,
    documentId: row.document_id,
    document:
      row.document_id && row.document_name !== null
        ? {
            id: row.document_id,
            name: row.document_name,
            type: (row.document_type ?? 'note') as DocumentType,
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

/**
 * One map with what its viewer draws. The caller's query has already left
 * out secret layers and their features when the caller may not see them.
 */
export function presentMap(
  ctx: MapUrlContext,
  row: MapRow,
  parts: {
    /** The parent pin, null when it is on a layer secret to the caller. */
    parentPinId: string | null;
    breadcrumb: MapRef[];
    children: (MapRef & { parentPinId: string | null })[];
    layers: MapLayersTable[];
    features: MapFeatureRow[];
  },
): MapDetail {
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
    features: parts.features.map(presentMapFeature),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: userRef(row.created_by, row.created_by_name),
    updatedBy: userRef(row.updated_by, row.updated_by_name),
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
