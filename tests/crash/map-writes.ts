import { callApi, isOk } from '../support/http';
import { multipart } from '../kits/server/test-images';
import { deleted, isDeleted, type Entity, type Snapshot, type World } from './ledger';
import { create, send, update, versionOf, type WriteContext } from './content-writes';

type Write = (context: WriteContext, world: World) => Promise<void>;

/** How often each map write is chosen; one whose records are missing makes them first. */
const writes: [Write, number][] = [
  [createMap, 3],
  [updateMap, 3],
  [uploadPicture, 3],
  [createLayer, 3],
  [updateLayer, 3],
  [deleteLayer, 1],
  [createFeature, 6],
  [updateFeature, 6],
  [deleteFeature, 2],
  [deleteMap, 1],
];
const totalWeight = writes.reduce((sum, [, weight]) => sum + weight, 0);

/** One write to the world's maps: a map, its picture, a layer, a pin, region or path, or a deletion. */
export async function writeMapContent(context: WriteContext, world: World): Promise<void> {
  let roll = context.random.next() * totalWeight;
  for (const [write, weight] of writes) {
    roll -= weight;
    if (roll < 0) return write(context, world);
  }
}

/** Records that stand: acknowledged, not deleted, no deletion in flight. */
const standing = (entities: readonly Entity[]) =>
  entities.filter((entity) => !isDeleted(entity.state) && !isDeleted(entity.pending));

const mapPath = (mapId: string) => `/Maps/${mapId}`;

/** "kind:x,y;x,y" — a feature's geometry as the checks compare it. */
export function geometryText(geometry: {
  kind: string;
  point?: readonly number[];
  points?: readonly (readonly number[])[];
}): string {
  const points = geometry.point ? [geometry.point] : (geometry.points ?? []);
  return `${geometry.kind}:${points.map((point) => point.join(',')).join(';')}`;
}

/** The scale as the checks compare it: "unitsPerPixel unit", or "none". */
export function scaleText(scale: { unitsPerPixel: number; unit: string } | null): string {
  return scale ? `${scale.unitsPerPixel} ${scale.unit}` : 'none';
}

// ── Maps ────────────────────────────────────────────────────────────────────

async function createMap(context: WriteContext, world: World): Promise<void> {
  const name = `Map ${context.unique('m')}`;
  const description = `drawn ${context.unique('t')}`;
  await create(
    context,
    world,
    { kind: 'map', count: 'maps', list: 'maps', what: `create map ${name}` },
    () => send(context, world, 'POST', '/Maps', { name, description }),
    (body) => ({
      id: String(body['id']),
      state: { name, description, scale: 'none', picture: 'none', version: 1 },
    }),
  );
}

async function updateMap(context: WriteContext, world: World): Promise<void> {
  const maps = standing(world.content.maps);
  if (maps.length === 0) return createMap(context, world);
  const map = context.random.pick(maps);
  const version = versionOf(map);
  const name = `Map ${context.unique('m')}`;
  const description = `redrawn ${context.unique('t')}`;
  const scale =
    context.random.next() < 0.5 ? null : { unitsPerPixel: context.random.int(1, 50), unit: 'km' };
  await update(
    context,
    map,
    { ...map.state, name, description, scale: scaleText(scale), version: version + 1 },
    { count: 'mapUpdates', what: `update map ${map.id}` },
    () =>
      send(context, world, 'PUT', mapPath(map.id), {
        name,
        description,
        parentMapId: null,
        parentPinId: null,
        scale,
        version,
      }),
  );
}

/**
 * A map's first picture, cut into tiles in the background: acknowledged, it
 * must show as tiling or ready after any crash, and once ready its pyramid whole.
 */
async function uploadPicture(context: WriteContext, world: World): Promise<void> {
  const maps = standing(world.content.maps).filter((map) => map.state['picture'] === 'none');
  if (maps.length === 0) return createMap(context, world);
  const map = context.random.pick(maps);
  const picture = context.random.pick(context.pictures);
  map.picture = { width: picture.width, height: picture.height, ready: false };
  const body = multipart('map.png', picture.data, 'image/png');
  await update(
    context,
    map,
    { ...map.state, picture: 'given' },
    { count: 'mapPictures', what: `upload the picture of map ${map.id}` },
    () =>
      callApi(context.baseUrl, 'POST', `/api/Setting/${world.id}${mapPath(map.id)}/Picture`, {
        token: world.owner.token,
        raw: { data: body.payload, contentType: body.contentType },
        timeoutMs: 30_000,
      }),
  );
}

/** Deleting a map takes its layers and features: theirs is in flight with it, and lands with it. */
async function deleteMap(context: WriteContext, world: World): Promise<void> {
  const maps = standing(world.content.maps);
  if (maps.length < 2) return createMap(context, world);
  const map = context.random.pick(maps);
  const parts = [...world.content.mapLayers, ...world.content.mapFeatures].filter(
    (entity) => entity.mapId === map.id,
  );
  await remove(context, map, parts, () =>
    send(context, world, 'DELETE', mapPath(map.id), undefined),
  );
}

async function remove(
  context: WriteContext,
  entity: Entity,
  parts: readonly Entity[],
  request: () => ReturnType<typeof send>,
): Promise<void> {
  const going = [entity, ...parts.filter((part) => !isDeleted(part.state))];
  for (const record of going) {
    record.pending = deleted;
    record.round = context.round;
  }
  const answer = await request();
  for (const record of going) record.pending = undefined;
  if (!context.accepted(answer, `delete ${entity.kind} ${entity.id}`)) return;
  for (const record of going) record.state = deleted;
  context.ledger.acknowledged.mapDeletes++;
}

// ── Layers ──────────────────────────────────────────────────────────────────

async function createLayer(context: WriteContext, world: World): Promise<void> {
  const maps = standing(world.content.maps);
  if (maps.length === 0) return createMap(context, world);
  const map = context.random.pick(maps);
  const name = `Layer ${context.unique('y')}`;
  const secret = context.random.next() < 0.3;
  await create(
    context,
    world,
    { kind: 'mapLayer', count: 'mapLayers', list: 'mapLayers', what: `add layer ${name}` },
    () => send(context, world, 'POST', `${mapPath(map.id)}/Layers`, { name, secret }),
    (body) => ({
      id: String(body['id']),
      mapId: map.id,
      state: { name, secret: String(secret), version: 1 },
    }),
  );
}

async function updateLayer(context: WriteContext, world: World): Promise<void> {
  const layers = standing(world.content.mapLayers);
  if (layers.length === 0) return createLayer(context, world);
  const layer = context.random.pick(layers);
  const version = versionOf(layer);
  const name = `Layer ${context.unique('y')}`;
  const secret = context.random.next() < 0.3;
  await update(
    context,
    layer,
    { name, secret: String(secret), version: version + 1 },
    { count: 'mapLayerUpdates', what: `update layer ${layer.id}` },
    () =>
      send(context, world, 'PUT', `${mapPath(layer.mapId ?? '')}/Layers/${layer.id}`, {
        name,
        secret,
        version,
      }),
  );
}

/** With its features (`deleteFeatures=true`), which go with it. */
async function deleteLayer(context: WriteContext, world: World): Promise<void> {
  const layers = standing(world.content.mapLayers);
  if (layers.length < 2) return createLayer(context, world);
  const layer = context.random.pick(layers);
  const features = world.content.mapFeatures.filter(
    (feature) => feature.state['layerId'] === layer.id,
  );
  await remove(context, layer, features, () =>
    send(
      context,
      world,
      'DELETE',
      `${mapPath(layer.mapId ?? '')}/Layers/${layer.id}?deleteFeatures=true`,
      undefined,
    ),
  );
}

// ── Pins, regions and paths ─────────────────────────────────────────────────

type Geometry =
  | { kind: 'pin'; point: [number, number] }
  | { kind: 'region' | 'path'; points: [number, number][] };

/** A pin, a small triangle or a short path, on a picture of this size. */
function someGeometry(
  context: WriteContext,
  kind: Geometry['kind'],
  size: { width: number; height: number },
): Geometry {
  const x = context.random.int(1, size.width - 12);
  const y = context.random.int(1, size.height - 12);
  if (kind === 'pin') return { kind, point: [x, y] };
  if (kind === 'path')
    return {
      kind,
      points: [
        [x, y],
        [x + 10, y + 5],
      ],
    };
  return {
    kind,
    points: [
      [x, y],
      [x + 10, y],
      [x, y + 10],
    ],
  };
}

/**
 * A map that shows its picture: features lie on it, so the server takes them
 * only then. The client asks once; a map still tiling gets a layer instead.
 */
/**
 * A map whose picture is cut, to place things on: one known ready, else the
 * first of a few given pictures the server now says is ready.
 */
async function readyMap(context: WriteContext, world: World): Promise<Entity | undefined> {
  const withPicture = standing(world.content.maps).filter(
    (map) => map.state['picture'] === 'given' && map.picture,
  );
  const ready = withPicture.filter((map) => map.picture?.ready);
  if (ready.length > 0) return context.random.pick(ready);
  for (const map of withPicture.slice(-3)) {
    const answer = await send(context, world, 'GET', mapPath(map.id), undefined);
    const status = (answer.body as { status?: string } | undefined)?.status;
    if (!isOk(answer) || status !== 'ready') continue;
    if (map.picture) map.picture.ready = true;
    return map;
  }
  return undefined;
}

/** Places need a cut picture: a world without one gets a picture, else its layers a change meanwhile. */
async function withoutReadyMap(context: WriteContext, world: World): Promise<void> {
  const given = standing(world.content.maps).some((map) => map.state['picture'] === 'given');
  if (!given) return uploadPicture(context, world);
  return context.random.next() < 0.5 ? createLayer(context, world) : updateLayer(context, world);
}

async function createFeature(context: WriteContext, world: World): Promise<void> {
  const map = await readyMap(context, world);
  if (!map?.picture) return withoutReadyMap(context, world);
  const layers = standing(world.content.mapLayers).filter((layer) => layer.mapId === map.id);
  const layerId =
    layers.length > 0 && context.random.next() < 0.6 ? context.random.pick(layers).id : null;
  const geometry = someGeometry(
    context,
    context.random.pick(['pin', 'region', 'path'] as const),
    map.picture,
  );
  const name = `Place ${context.unique('p')}`;
  await create(
    context,
    world,
    { kind: 'mapFeature', count: 'mapFeatures', list: 'mapFeatures', what: `place ${name}` },
    () => send(context, world, 'POST', `${mapPath(map.id)}/Features`, { geometry, layerId, name }),
    (body) => ({
      id: String(body['id']),
      mapId: map.id,
      state: featureState(name, geometry, layerId, 1),
    }),
  );
}

function featureState(
  name: string,
  geometry: Geometry,
  layerId: string | null,
  version: number,
): Snapshot {
  return { name, geometry: geometryText(geometry), layerId: layerId ?? 'base', version };
}

async function updateFeature(context: WriteContext, world: World): Promise<void> {
  const features = standing(world.content.mapFeatures);
  if (features.length === 0) return createFeature(context, world);
  const feature = context.random.pick(features);
  const map = world.content.maps.find((candidate) => candidate.id === feature.mapId);
  if (!map?.picture) return;
  const version = versionOf(feature);
  const kind = String(feature.state['geometry']).split(':')[0] as Geometry['kind'];
  const geometry = someGeometry(context, kind, map.picture);
  const layer = String(feature.state['layerId']);
  const layerId = layer === 'base' ? null : layer;
  const name = `Place ${context.unique('p')}`;
  await update(
    context,
    feature,
    featureState(name, geometry, layerId, version + 1),
    { count: 'mapFeatureUpdates', what: `move ${kind} ${feature.id}` },
    () =>
      send(context, world, 'PUT', `${mapPath(map.id)}/Features/${feature.id}`, {
        geometry,
        layerId,
        name,
        version,
      }),
  );
}

async function deleteFeature(context: WriteContext, world: World): Promise<void> {
  const features = standing(world.content.mapFeatures);
  if (features.length < 3) return createFeature(context, world);
  const feature = context.random.pick(features);
  await remove(context, feature, [], () =>
    send(
      context,
      world,
      'DELETE',
      `${mapPath(feature.mapId ?? '')}/Features/${feature.id}`,
      undefined,
    ),
  );
}
