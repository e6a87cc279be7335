import * as z from 'zod/mini';
import { dateParts, compareDateParts } from '../calendar/calendar-config';
import { descriptionField, idField, nameField, visibilityField } from './fields';
import { visibilities } from '../visibility';
import { colorField } from './relation';
import { mapFeatureLimits, mapGeometryProblem, type MapPoint } from '../maps/map-geometry';

/**
 * Maps of a world: a picture cut into tiles, with pins, regions and paths on
 * layers, maps inside maps, and dates on the world's calendar.
 *
 * Coordinates are pixels of the full-size picture: x to the right, y down,
 * origin at the picture's top-left corner. Features on a secret layer, and
 * the layer itself, never reach a caller without `maps.secrets`.
 */

// ── Picture limits ──────────────────────────────────────────────────────────

export const acceptedMapTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AcceptedMapType = (typeof acceptedMapTypes)[number];

export const mapPictureLimits = {
  /** 256 MiB: a 16,384 px square JPEG or WebP fits; the upload streams to disk, never to memory. */
  maxBytes: 256 * 1024 * 1024,
  /** Width × height; 16,384 × 16,384 is 268 megapixels. */
  maxPixels: 300_000_000,
  /** The longer side, in px. */
  maxSide: 32_768,
  acceptedTypes: acceptedMapTypes,
  /** Tiles are squares of this many px (WebP). */
  tileSize: 256,
} as const;

export const mapLimitsResponse = z.object({
  maxBytes: z.number(),
  maxPixels: z.number(),
  maxSide: z.number(),
  acceptedTypes: z.array(z.enum(acceptedMapTypes)),
  maxVertices: z.number(),
  maxFeatures: z.number(),
  maxLayers: z.number(),
});
export type MapLimits = z.infer<typeof mapLimitsResponse>;

// ── Maps ────────────────────────────────────────────────────────────────────

/**
 * `empty`: no picture yet. `tiling`: a picture is being cut (the previous one,
 * if any, still shows). `ready`: tiles are whole. `failed`: the last picture
 * could not be cut (the previous one, if any, still shows).
 */
export const mapStatuses = ['empty', 'tiling', 'ready', 'failed'] as const;
export type MapStatus = (typeof mapStatuses)[number];

export const mapScale = z.strictObject({
  /** How many `unit` one picture pixel measures; set by drawing a reference line. */
  unitsPerPixel: z
    .number({ error: 'VALIDATION.MAP_SCALE_INVALID' })
    .check(
      z.positive({ error: 'VALIDATION.MAP_SCALE_INVALID' }),
      z.lte(1e9, { error: 'VALIDATION.MAP_SCALE_INVALID' }),
    ),
  unit: z
    .string({ error: 'VALIDATION.MAP_UNIT_REQUIRED' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'VALIDATION.MAP_UNIT_REQUIRED' }),
      z.maxLength(20, { error: 'VALIDATION.MAP_UNIT_TOO_LONG' }),
    ),
});
export type MapScale = z.infer<typeof mapScale>;

/** POST body. A child map hangs under a parent map, and may open from one of its pins. */
export const mapRequest = z.strictObject({
  name: nameField,
  description: z._default(z.optional(descriptionField), ''),
  parentMapId: z._default(z.optional(z.nullable(idField)), null),
  parentPinId: z._default(z.optional(z.nullable(idField)), null),
  /** Null follows the world's default; left out on update, the map keeps its setting. */
  visibility: z.optional(visibilityField),
});
export type MapRequest = z.input<typeof mapRequest>;

/** PUT body: a stale version gets 409 (4091). */
export const mapUpdateRequest = z.extend(mapRequest, {
  scale: z._default(z.optional(z.nullable(mapScale)), null),
  version: z.number().check(z.int(), z.minimum(1)),
});
export type MapUpdateRequest = z.input<typeof mapUpdateRequest>;

/**
 * The tiles of a ready picture. `tileUrl` is a template with `{z}`, `{x}` and
 * `{y}` that carries a signature valid until `urlsExpireAt` (an `<img>` cannot
 * send the bearer token); tile (0,0) of zoom z covers the top-left corner,
 * zoom `maxZoom` shows the picture at full size, each zoom below halves it.
 */
export const mapPicture = z.object({
  width: z.number(),
  height: z.number(),
  tileSize: z.number(),
  maxZoom: z.number(),
  tileUrl: z.string(),
  thumbUrl: z.string(),
  urlsExpireAt: z.string(),
});
export type MapPicture = z.infer<typeof mapPicture>;

export const mapSummary = z.object({
  id: z.string(),
  name: z.string(),
  parentMapId: z.nullable(z.string()),
  status: z.enum(mapStatuses),
  /** Null until a picture is ready. */
  thumbUrl: z.nullable(z.string()),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  /** Pins the caller may see. */
  pinCount: z.number(),
  updatedAt: z.string(),
  version: z.number(),
  /** Its own setting; null follows the world's default (src/shared/visibility.ts). */
  visibility: z.nullable(z.enum(visibilities)),
});
export type MapSummary = z.infer<typeof mapSummary>;
export const mapListResponse = z.array(mapSummary);

const mapRef = z.object({ id: z.string(), name: z.string() });

export const mapLayerResponse = z.object({
  id: z.string(),
  name: z.string(),
  /** Order from bottom (0) to top. */
  position: z.number(),
  /** Seen only by owner and writers (`maps.secrets`); others never receive the layer. */
  secret: z.boolean(),
  /** Shown when the map opens; each viewer may toggle it for themselves. */
  visible: z.boolean(),
  version: z.number(),
  /** Its own setting, null for the world's default; a secret layer never reaches readers. */
  visibility: z.nullable(z.enum(visibilities)),
});
export type MapLayer = z.infer<typeof mapLayerResponse>;

// ── Features: pins, regions, paths ──────────────────────────────────────────

export const mapFeatureKinds = ['pin', 'region', 'path'] as const;
export type MapFeatureKind = (typeof mapFeatureKinds)[number];

/** Pin icons; without one a pin takes its document type's icon, a free label the `label` icon. */
export const mapPinIcons = [
  'pin',
  'label',
  'city',
  'castle',
  'village',
  'mountain',
  'forest',
  'water',
  'ruin',
  'battle',
  'port',
  'temple',
  'cave',
  'star',
  'skull',
  'flag',
] as const;
export type MapPinIcon = (typeof mapPinIcons)[number];

const coordinate = z
  .number({ error: 'VALIDATION.MAP_GEOMETRY_INVALID' })
  .check(
    z.gte(-1e7, { error: 'VALIDATION.MAP_GEOMETRY_INVALID' }),
    z.lte(1e7, { error: 'VALIDATION.MAP_GEOMETRY_INVALID' }),
  );
const point = z.tuple([coordinate, coordinate]);
const pointList = z
  .array(point, { error: 'VALIDATION.MAP_GEOMETRY_INVALID' })
  .check(z.maxLength(mapFeatureLimits.maxVertices, { error: 'VALIDATION.MAP_TOO_MANY_VERTICES' }));

/**
 * A pin's point, a region's outline (open: the last point joins the first by
 * itself; at least 3 points, no crossing edges) or a path's points (at least
 * 2). That everything lies on the picture is checked by the server, which
 * knows its size (40059).
 */
export const mapGeometry = z.union([
  z.strictObject({ kind: z.literal('pin'), point }),
  z.strictObject({ kind: z.literal('region'), points: pointList }),
  z.strictObject({ kind: z.literal('path'), points: pointList }),
]);
export type MapGeometry = z.infer<typeof mapGeometry>;

/** POST and PUT body of a pin, region or path. */
export const mapFeatureRequest = z
  .strictObject({
    geometry: mapGeometry,
    /** Null: the map's base layer, which every map has and nobody can hide from others. */
    layerId: z._default(z.optional(z.nullable(idField)), null),
    /** May be empty when the feature links a document (the document's name shows). */
    name: z._default(
      z.optional(
        z.string().check(z.trim(), z.maxLength(200, { error: 'VALIDATION.NAME_TOO_LONG' })),
      ),
      '',
    ),
    description: z._default(z.optional(descriptionField), ''),
    documentId: z._default(z.optional(z.nullable(idField)), null),
    /** A pin may open a child map. */
    childMapId: z._default(z.optional(z.nullable(idField)), null),
    /** A timeline event placed here. */
    eventId: z._default(z.optional(z.nullable(idField)), null),
    /** Null: the document type's colour (or the theme's for free labels). */
    color: z._default(z.optional(z.nullable(colorField)), null),
    icon: z._default(
      z.optional(z.nullable(z.enum(mapPinIcons, { error: 'VALIDATION.INVALID_VALUE' }))),
      null,
    ),
    /** On the world's calendar: shown from this date (null: always was) … */
    from: z._default(z.optional(z.nullable(dateParts)), null),
    /** … until this date, exclusive (null: still is). */
    until: z._default(z.optional(z.nullable(dateParts)), null),
  })
  .check(
    z.refine((feature) => feature.name !== '' || feature.documentId != null, {
      error: 'VALIDATION.MAP_FEATURE_NAME_REQUIRED',
      path: ['name'],
    }),
    z.refine(
      (feature) =>
        feature.from == null ||
        feature.until == null ||
        compareDateParts(feature.until, feature.from) > 0,
      { error: 'VALIDATION.MAP_UNTIL_BEFORE_FROM', path: ['until'] },
    ),
    z.refine((feature) => feature.geometry.kind === 'pin' || feature.childMapId == null, {
      error: 'VALIDATION.MAP_CHILD_ON_PIN_ONLY',
      path: ['childMapId'],
    }),
    z.refine(
      (feature) =>
        feature.geometry.kind === 'pin' ||
        mapGeometryProblem(feature.geometry.kind, feature.geometry.points as MapPoint[]) === null,
      { error: 'VALIDATION.MAP_GEOMETRY_INVALID', path: ['geometry'] },
    ),
  );
export type MapFeatureRequest = z.input<typeof mapFeatureRequest>;

export const mapFeatureUpdateRequest = z.extend(mapFeatureRequest, {
  version: z.number().check(z.int(), z.minimum(1)),
});
export type MapFeatureUpdateRequest = z.input<typeof mapFeatureUpdateRequest>;

export const mapFeatureResponse = z.object({
  id: z.string(),
  geometry: mapGeometry,
  layerId: z.nullable(z.string()),
  name: z.string(),
  description: z.string(),
  documentId: z.nullable(z.string()),
  /** The linked document as pins and hover cards need it. */
  document: z.nullable(z.object({ id: z.string(), name: z.string(), type: z.string() })),
  childMapId: z.nullable(z.string()),
  eventId: z.nullable(z.string()),
  /** The linked timeline event as the place's panel names it. */
  event: z.nullable(z.object({ id: z.string(), name: z.string() })),
  color: z.nullable(z.string()),
  icon: z.nullable(z.enum(mapPinIcons)),
  from: z.nullable(dateParts),
  until: z.nullable(dateParts),
  version: z.number(),
});
export type MapFeature = z.infer<typeof mapFeatureResponse>;

const userRef = z.nullable(z.object({ id: z.string(), userName: z.string() }));

/** One map with everything its viewer draws: layers and features the caller may see. */
export const mapResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  parentMapId: z.nullable(z.string()),
  parentPinId: z.nullable(z.string()),
  status: z.enum(mapStatuses),
  /** While `tiling`: the share of tiles written, 0 to 1. */
  tilingProgress: z.nullable(z.number()),
  /** The ready picture (the previous one while a new one is cut); null before the first. */
  picture: z.nullable(mapPicture),
  scale: z.nullable(mapScale),
  /** From the top map down to this one's parent. */
  breadcrumb: z.array(mapRef),
  children: z.array(z.extend(mapRef, { parentPinId: z.nullable(z.string()) })),
  layers: z.array(mapLayerResponse),
  features: z.array(mapFeatureResponse),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: userRef,
  updatedBy: userRef,
  /** Its own setting; null follows the world's default (src/shared/visibility.ts). */
  visibility: z.nullable(z.enum(visibilities)),
});
export type MapDetail = z.infer<typeof mapResponse>;

export const mapParams = z.object({ id: idField, mapId: idField });
export const mapLayerParams = z.object({ id: idField, mapId: idField, layerId: idField });
export const mapFeatureParams = z.object({ id: idField, mapId: idField, featureId: idField });

// ── Layers ──────────────────────────────────────────────────────────────────

export const mapLayerRequest = z.strictObject({
  name: nameField,
  secret: z._default(z.optional(z.boolean()), false),
  visible: z._default(z.optional(z.boolean()), true),
  /** Null follows the world's default; left out on update, the layer keeps its setting. */
  visibility: z.optional(visibilityField),
});
export type MapLayerRequest = z.input<typeof mapLayerRequest>;

export const mapLayerUpdateRequest = z.extend(mapLayerRequest, {
  version: z.number().check(z.int(), z.minimum(1)),
});
export type MapLayerUpdateRequest = z.input<typeof mapLayerUpdateRequest>;

/** Every layer id of the map the caller may see, bottom first. */
export const mapLayerOrderRequest = z.strictObject({
  layerIds: z.array(idField).check(z.maxLength(mapFeatureLimits.maxLayers)),
});

/** DELETE a layer: its features move to the base layer unless `deleteFeatures` is true. */
export const mapLayerDeleteQuery = z.object({
  deleteFeatures: z.optional(z.enum(['true', 'false'])),
});

// ── A document's places ─────────────────────────────────────────────────────

/** "On maps" on a document's page: every visible feature that links it. */
export const documentMapPlacesResponse = z.array(
  z.object({
    mapId: z.string(),
    mapName: z.string(),
    featureId: z.string(),
    kind: z.enum(mapFeatureKinds),
    name: z.string(),
  }),
);
export type DocumentMapPlace = z.infer<typeof documentMapPlacesResponse>[number];

/** "On maps" on a timeline event: every visible feature that places it, in the same shape. */
export const eventMapPlacesResponse = documentMapPlacesResponse;
