import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import {
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { mapFeatureLimits } from '../../../shared/maps/map-geometry';
import { loadMap } from '../../queries/maps';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'map');
});
afterAll(() => server.close());

const pin = (x: number, y: number) => ({ kind: 'pin', point: [x, y] });
const date = (year: number) => ({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0 });

async function mapWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const maps = `${world.url}/Maps`;
  const map = (id: string) => `${maps}/${id}`;
  const create = async (body: Record<string, unknown>, token = team.writer.token) => {
    const response = await server.api('POST', maps, { token, body });
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return response.body as { id: string; version: number };
  };
  /** A picture as the tiler leaves it: the routes here need its size only. */
  const givePicture = (mapId: string, width = 1000, height = 800) =>
    server.ctx.db
      .updateTable('maps')
      .set({ status: 'ready', file_key: crypto.randomUUID(), width, height, max_zoom: 2 })
      .where('id', '=', mapId)
      .execute();
  const addFeature = (mapId: string, body: Record<string, unknown>, token = team.writer.token) =>
    server.api('POST', `${map(mapId)}/Features`, { token, body });
  const addLayer = async (mapId: string, body: Record<string, unknown>) => {
    const response = await server.api('POST', `${map(mapId)}/Layers`, {
      token: team.writer.token,
      body,
    });
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return response.body as { id: string; version: number; position: number };
  };
  const addEvent = async (name: string): Promise<string> => {
    const rows = await server.api('GET', `${world.url}/TimelineRows`, { token: team.writer.token });
    const response = await server.api('POST', `${world.url}/Events`, {
      token: team.writer.token,
      body: { name, kind: 'instant', start: date(1), rowId: rows.body[0].id },
    });
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return response.body.id;
  };
  const get = (mapId: string, token = team.viewer.token) =>
    server.api('GET', map(mapId), { token });
  const activities = async () =>
    (
      await server.ctx.db
        .selectFrom('activities')
        .select(['type', 'details'])
        .where('world_id', '=', world.id)
        .orderBy('id')
        .execute()
    ).map((row) => ({ type: row.type, details: JSON.parse(row.details) }));
  return {
    ...world,
    maps,
    map,
    create,
    givePicture,
    addFeature,
    addLayer,
    addEvent,
    get,
    activities,
  };
}

describe('maps', () => {
  it('creates a map without a picture, lists it and answers it', async () => {
    const w = await mapWorld('maps-basic');
    const created = await server.api('POST', w.maps, {
      token: team.artist.token,
      body: { name: ' Aerth ', description: 'The world' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Aerth',
      description: 'The world',
      status: 'empty',
      picture: null,
      tilingProgress: null,
      parentMapId: null,
      breadcrumb: [],
      children: [],
      layers: [],
      features: [],
      version: 1,
      createdBy: { userName: team.artist.userName },
    });
    const refused = await server.api('POST', w.maps, {
      token: team.viewer.token,
      body: { name: 'Nope' },
    });
    expect(refused.status).toBe(403);
    const list = await server.api('GET', w.maps, { token: team.viewer.token });
    expect(list.body).toEqual([
      expect.objectContaining({ id: created.body.id, name: 'Aerth', pinCount: 0, thumbUrl: null }),
    ]);
    expect((await w.activities()).at(-1)).toEqual({
      type: 'create_map',
      details: { mapId: created.body.id, mapName: 'Aerth' },
    });
  });

  it('answers 40057 for a map of another world or none', async () => {
    const w = await mapWorld('maps-missing');
    const other = await mapWorld('maps-missing-other');
    const foreign = await other.create({ name: 'Elsewhere' });
    for (const id of [crypto.randomUUID(), foreign.id]) {
      const response = await w.get(id);
      expect(response.status).toBe(404);
      expect(codes(response)).toEqual(['40057']);
    }
    const put = await server.api('PUT', w.map(foreign.id), {
      token: team.writer.token,
      body: { name: 'X', version: 1 },
    });
    expect(codes(put)).toEqual(['40057']);
  });

  it('renames and scales on version, and refuses a stale one with 409', async () => {
    const w = await mapWorld('maps-update');
    const map = await w.create({ name: 'Aerth' });
    const body = { name: 'Earth', scale: { unitsPerPixel: 2.5, unit: 'km' }, version: 1 };
    const saved = await server.api('PUT', w.map(map.id), { token: team.writer.token, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Earth',
      scale: { unitsPerPixel: 2.5, unit: 'km' },
      version: 2,
    });
    const stale = await server.api('PUT', w.map(map.id), { token: team.writer.token, body });
    expect(stale.status).toBe(409);
    expect(codes(stale)).toEqual(['4091']);
    const artist = await server.api('PUT', w.map(map.id), {
      token: team.artist.token,
      body: { ...body, version: 2 },
    });
    expect(artist.status).toBe(403);
    expect((await w.activities()).at(-1)).toEqual({
      type: 'update_map',
      details: { mapId: map.id, mapName: 'Earth', previousName: 'Aerth', version: 2 },
    });
  });

  it('hangs maps in a tree, with breadcrumb and children, and refuses cycles', async () => {
    const w = await mapWorld('maps-tree');
    const world = await w.create({ name: 'World' });
    await w.givePicture(world.id);
    const harbourPin = (await w.addFeature(world.id, { geometry: pin(5, 5), name: 'Harbour' }))
      .body;
    const region = (
      await w.addFeature(world.id, {
        geometry: {
          kind: 'region',
          points: [
            [0, 0],
            [10, 0],
            [5, 9],
          ],
        },
        name: 'Coast',
      })
    ).body;
    const city = await w.create({
      name: 'City',
      parentMapId: world.id,
      parentPinId: harbourPin.id,
    });
    const house = await w.create({ name: 'House', parentMapId: city.id });
    const got = await w.get(house.id);
    expect(got.body.breadcrumb).toEqual([
      { id: world.id, name: 'World' },
      { id: city.id, name: 'City' },
    ]);
    expect((await w.get(world.id)).body.children).toEqual([
      { id: city.id, name: 'City', parentPinId: harbourPin.id },
    ]);
    // The parent pin opens its new map.
    const worldFeatures = (await w.get(world.id)).body.features as { id: string }[];
    expect(worldFeatures.find((feature) => feature.id === harbourPin.id)).toMatchObject({
      childMapId: city.id,
    });

    // A parent pin must be a pin of the parent map.
    for (const body of [
      { name: 'Bad', parentMapId: world.id, parentPinId: region.id },
      { name: 'Bad', parentMapId: city.id, parentPinId: harbourPin.id },
      { name: 'Bad', parentPinId: harbourPin.id },
    ]) {
      const refused = await server.api('POST', w.maps, { token: team.writer.token, body });
      expect(refused.status).toBe(400);
      expect(codes(refused)).toEqual(['40058']);
    }

    for (const parentMapId of [world.id, house.id]) {
      const body = { name: 'World', parentMapId: parentMapId, version: 1 };
      const cycle = await server.api('PUT', w.map(world.id), { token: team.writer.token, body });
      expect(cycle.status).toBe(400);
      expect(codes(cycle)).toEqual(['40060']);
    }
    const selfPin = await w.addFeature(world.id, {
      geometry: pin(1, 1),
      name: 'Self',
      childMapId: world.id,
    });
    expect(codes(selfPin)).toEqual(['40060']);
  });

  it('deletes a map: children move to the top and pins open nothing', async () => {
    const w = await mapWorld('maps-delete');
    const world = await w.create({ name: 'World' });
    const city = await w.create({ name: 'City', parentMapId: world.id });
    const other = await w.create({ name: 'Other' });
    await w.givePicture(other.id);
    const door = await w.addFeature(other.id, {
      geometry: pin(3, 3),
      name: 'Door',
      childMapId: world.id,
    });
    expect(door.body.childMapId).toBe(world.id);
    // A map without a parent hangs under the map whose pin opens it.
    expect((await w.get(world.id)).body).toMatchObject({
      parentMapId: other.id,
      parentPinId: door.body.id,
    });
    const artist = await server.api('DELETE', w.map(world.id), { token: team.artist.token });
    expect(artist.status).toBe(403);
    const deleted = await server.api('DELETE', w.map(world.id), { token: team.writer.token });
    expect(deleted.status).toBe(204);
    expect((await w.get(world.id)).status).toBe(404);
    expect((await w.get(city.id)).body).toMatchObject({ parentMapId: null, parentPinId: null });
    const otherMap = (await w.get(other.id)).body;
    expect(otherMap.features[0]).toMatchObject({ id: door.body.id, childMapId: null });
    expect((await w.activities()).at(-1)).toEqual({
      type: 'delete_map',
      details: { mapId: world.id, mapName: 'World' },
    });
  });
  it('goes with its world', async () => {
    const w = await mapWorld('maps-world-gone');
    const parent = await w.create({ name: 'World' });
    await w.givePicture(parent.id);
    const child = await w.create({ name: 'City', parentMapId: parent.id });
    const layer = await w.addLayer(parent.id, { name: 'Roads' });
    await w.addFeature(parent.id, {
      geometry: pin(1, 1),
      name: 'Gate',
      layerId: layer.id,
      childMapId: child.id,
    });
    const deleted = await server.api('DELETE', w.url, {
      token: team.owner.token,
      body: { name: 'maps-world-gone' },
    });
    expect(deleted.status).toBe(204);
    for (const table of ['maps', 'map_layers', 'map_features'] as const) {
      const left = await server.ctx.db
        .selectFrom(table)
        .select('id')
        .where('world_id', '=', w.id)
        .execute();
      expect(left, table).toEqual([]);
    }
  });
});

describe('map features', () => {
  it('refuses drawing before the map has a picture, and points off it', async () => {
    const w = await mapWorld('features-picture');
    const map = await w.create({ name: 'Blank' });
    const early = await w.addFeature(map.id, { geometry: pin(1, 1), name: 'Too early' });
    expect(early.status).toBe(400);
    expect(codes(early)).toEqual(['40059']);
    await w.givePicture(map.id, 100, 50);
    for (const geometry of [
      pin(101, 10),
      pin(-1, 10),
      {
        kind: 'path',
        points: [
          [0, 0],
          [50, 51],
        ],
      },
    ]) {
      const off = await w.addFeature(map.id, { geometry, name: 'Off' });
      expect(codes(off)).toEqual(['40059']);
    }
    const edge = await w.addFeature(map.id, { geometry: pin(100, 50), name: 'Corner' });
    expect(edge.status).toBe(200);
  });

  it('places, edits on version and deletes a pin, with its document and dates', async () => {
    const w = await mapWorld('features-crud');
    const map = await w.create({ name: 'Aerth' });
    await w.givePicture(map.id);
    const documentId = await w.addDocument('Minas Tirith');
    const from = { year: 100, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
    const created = await w.addFeature(map.id, {
      geometry: pin(10, 20),
      documentId,
      icon: 'city',
      from,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      geometry: pin(10, 20),
      layerId: null,
      name: '',
      documentId,
      document: { id: documentId, name: 'Minas Tirith', type: 'character' },
      icon: 'city',
      from,
      until: null,
      version: 1,
    });
    expect((await w.activities()).at(-1)).toEqual({
      type: 'create_map_feature',
      details: {
        mapId: map.id,
        mapName: 'Aerth',
        featureId: created.body.id,
        kind: 'pin',
        name: 'Minas Tirith',
      },
    });
    const feature = `${w.map(map.id)}/Features/${created.body.id}`;
    const body = {
      geometry: {
        kind: 'region',
        points: [
          [0, 0],
          [100, 0],
          [50, 80],
        ],
      },
      name: 'Gondor',
      documentId,
      until: { year: 200, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
      from,
      version: 1,
    };
    const saved = await server.api('PUT', feature, { token: team.writer.token, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Gondor', version: 2, geometry: body.geometry });
    const stale = await server.api('PUT', feature, { token: team.writer.token, body });
    expect(stale.status).toBe(409);
    expect(codes(stale)).toEqual(['4091']);
    const viewer = await server.api('PUT', feature, {
      token: team.viewer.token,
      body: { ...body, version: 2 },
    });
    expect(viewer.status).toBe(403);

    const places = await server.api('GET', `${w.url}/Documents/${documentId}/MapPlaces`, {
      token: team.viewer.token,
    });
    expect(places.body).toEqual([
      {
        mapId: map.id,
        mapName: 'Aerth',
        featureId: created.body.id,
        kind: 'region',
        name: 'Gondor',
      },
    ]);
    expect((await w.get(map.id)).body.features).toHaveLength(1);
    const deleted = await server.api('DELETE', feature, { token: team.writer.token });
    expect(deleted.status).toBe(204);
    const again = await server.api('DELETE', feature, { token: team.writer.token });
    expect(again.status).toBe(404);
    expect(codes(again)).toEqual(['40058']);
    expect((await w.get(map.id)).body.features).toEqual([]);
  });

  it('answers a map as its presenter does, with an ETag that a refetch gets 304 for', async () => {
    const w = await mapWorld('features-etag');
    const map = await w.create({ name: 'Aerth' });
    await w.givePicture(map.id);
    const documentId = await w.addDocument('Minas Tirith');
    const eventId = await w.addEvent('The siege');
    const from = date(100);
    const made = [
      await w.addFeature(map.id, { geometry: pin(10.5, 2e-7), documentId, eventId, from }),
      await w.addFeature(map.id, {
        geometry: {
          kind: 'path',
          points: [
            [0, 0],
            [5, 5],
            [9, 1],
          ],
        },
        name: 'Road "north"',
        color: '#ff0000',
      }),
      await w.addFeature(map.id, { geometry: pin(3, 4), name: 'Damaged' }),
      await w.addFeature(map.id, { geometry: pin(5, 6), name: 'Spaced' }),
    ];
    expect(made.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // Stored text the writer never makes: read as before, one pin at the origin when unreadable.
    for (const [index, geometry] of [
      [2, '{oops'],
      [3, '{ "kind": "pin", "point": [5, 6] }'],
    ] as const)
      await server.ctx.db
        .updateTable('map_features')
        .set({ geometry })
        .where('id', '=', made[index]!.body.id)
        .execute();

    const got = await w.get(map.id);
    expect(got.status).toBe(200);
    const presented = await loadMap(server.ctx, w.id, map.id, false);
    expect({ ...got.body, picture: null }).toEqual(
      JSON.parse(JSON.stringify({ ...presented, picture: null })),
    );
    expect(got.body.features.map((f: { geometry: unknown }) => f.geometry)).toEqual([
      pin(10.5, 2e-7),
      {
        kind: 'path',
        points: [
          [0, 0],
          [5, 5],
          [9, 1],
        ],
      },
      pin(0, 0),
      pin(5, 6),
    ]);
    expect(got.body.features[0]).toMatchObject({
      document: { id: documentId, name: 'Minas Tirith', type: 'character' },
      event: { id: eventId, name: 'The siege' },
      from,
    });

    const etag = String(got.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(got.headers['cache-control']).toBe('private, no-cache');
    const again = await server.api('GET', w.map(map.id), {
      token: team.viewer.token,
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.etag).toBe(etag);

    await w.addFeature(map.id, { geometry: pin(7, 7), name: 'New' });
    const changed = await server.api('GET', w.map(map.id), {
      token: team.viewer.token,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.features).toHaveLength(5);
  });

  it('links documents, events, layers and maps of its own world only', async () => {
    const w = await mapWorld('features-refs');
    const other = await mapWorld('features-refs-other');
    const map = await w.create({ name: 'Here' });
    await w.givePicture(map.id);
    const otherMap = await w.create({ name: 'Second' });
    const otherLayer = await w.addLayer(otherMap.id, { name: 'Elsewhere' });
    const foreignDocument = await other.addDocument('Foreign');
    const foreignMap = await other.create({ name: 'Foreign map' });
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ documentId: foreignDocument }, '400', 'Link documents of this world only'],
      [{ eventId: crypto.randomUUID() }, '400', 'Link events of this world only'],
      [{ layerId: otherLayer.id }, '40058'],
      [{ childMapId: foreignMap.id }, '40057'],
    ];
    for (const [fields, code, message] of cases) {
      const response = await w.addFeature(map.id, { geometry: pin(1, 1), name: 'N', ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(codes(response)).toEqual([code]);
      if (message) expect(messages(response)).toEqual([message]);
    }
    const noName = await w.addFeature(map.id, { geometry: pin(1, 1) });
    expect(noName.status).toBe(400);
    const crossing = await w.addFeature(map.id, {
      geometry: {
        kind: 'region',
        points: [
          [0, 0],
          [10, 10],
          [10, 0],
          [0, 10],
        ],
      },
      name: 'Bow tie',
    });
    expect(crossing.status).toBe(400);
    expect(await server.ctx.db.selectFrom('map_features').selectAll().execute()).not.toContainEqual(
      expect.objectContaining({ name: 'Bow tie' }),
    );
  });

  it('answers 40061 when a map is full', async () => {
    const w = await mapWorld('features-full');
    const map = await w.create({ name: 'Crowded' });
    await w.givePicture(map.id);
    const now = new Date().toISOString();
    const rows = Array.from({ length: mapFeatureLimits.maxFeatures }, () => ({
      id: crypto.randomUUID(),
      world_id: w.id,
      map_id: map.id,
      layer_id: null,
      kind: 'pin',
      geometry: JSON.stringify(pin(1, 1)),
      name: 'p',
      description: '',
      document_id: null,
      child_map_id: null,
      event_id: null,
      color: null,
      icon: null,
      from_date: null,
      until_date: null,
      version: 1,
      created_by: null,
      updated_by: null,
      created_at: now,
      updated_at: now,
    }));
    for (let start = 0; start < rows.length; start += 1000)
      await server.ctx.db
        .insertInto('map_features')
        .values(rows.slice(start, start + 1000))
        .execute();
    const full = await w.addFeature(map.id, { geometry: pin(2, 2), name: 'One more' });
    expect(full.status).toBe(409);
    expect(codes(full)).toEqual(['40061']);
  });

  it('keeps the name of a deleted document on the features that linked it', async () => {
    const w = await mapWorld('features-document-gone');
    const map = await w.create({ name: 'Aerth' });
    await w.givePicture(map.id);
    const documentId = await w.addDocument('Rivendell');
    const plain = await w.addFeature(map.id, { geometry: pin(1, 1), documentId });
    const named = await w.addFeature(map.id, { geometry: pin(2, 2), name: 'Imladris', documentId });
    const deleted = await server.api('DELETE', `${w.url}/Documents/${documentId}`, {
      token: team.writer.token,
    });
    expect(deleted.status).toBe(204);
    const features = (await w.get(map.id)).body.features;
    expect(features).toEqual([
      expect.objectContaining({
        id: plain.body.id,
        name: 'Rivendell',
        documentId: null,
        version: 2,
      }),
      expect.objectContaining({
        id: named.body.id,
        name: 'Imladris',
        documentId: null,
        version: 2,
      }),
    ]);
  });
});

describe('map layers', () => {
  it('adds, renames, orders and deletes layers', async () => {
    const w = await mapWorld('layers-crud');
    const map = await w.create({ name: 'Aerth' });
    await w.givePicture(map.id);
    const roads = await w.addLayer(map.id, { name: 'Roads' });
    const rivers = await w.addLayer(map.id, { name: 'Rivers', visible: false });
    expect([roads.position, rivers.position]).toEqual([0, 1]);
    const renamed = await server.api('PUT', `${w.map(map.id)}/Layers/${roads.id}`, {
      token: team.writer.token,
      body: { name: 'Old roads', version: 1 },
    });
    expect(renamed.body).toMatchObject({ name: 'Old roads', version: 2, visible: true });
    const stale = await server.api('PUT', `${w.map(map.id)}/Layers/${roads.id}`, {
      token: team.writer.token,
      body: { name: 'Again', version: 1 },
    });
    expect(codes(stale)).toEqual(['4091']);

    const order = `${w.map(map.id)}/Layers/Order`;
    const incomplete = await server.api('PUT', order, {
      token: team.writer.token,
      body: { layerIds: [rivers.id] },
    });
    expect(incomplete.status).toBe(400);
    const ordered = await server.api('PUT', order, {
      token: team.writer.token,
      body: { layerIds: [rivers.id, roads.id] },
    });
    expect(
      ordered.body.map((layer: { id: string; position: number }) => [layer.id, layer.position]),
    ).toEqual([
      [rivers.id, 0],
      [roads.id, 1],
    ]);

    const bridge = await w.addFeature(map.id, {
      geometry: pin(5, 5),
      name: 'Bridge',
      layerId: roads.id,
    });
    const ford = await w.addFeature(map.id, {
      geometry: pin(6, 6),
      name: 'Ford',
      layerId: rivers.id,
    });
    const keep = await server.api('DELETE', `${w.map(map.id)}/Layers/${roads.id}`, {
      token: team.writer.token,
    });
    expect(keep.status).toBe(204);
    const drop = await server.api(
      'DELETE',
      `${w.map(map.id)}/Layers/${rivers.id}?deleteFeatures=true`,
      { token: team.writer.token },
    );
    expect(drop.status).toBe(204);
    const after = (await w.get(map.id)).body;
    expect(after.layers).toEqual([]);
    expect(after.features).toEqual([
      expect.objectContaining({ id: bridge.body.id, layerId: null }),
    ]);
    expect(after.features.map((f: { id: string }) => f.id)).not.toContain(ford.body.id);
    const missing = await server.api('DELETE', `${w.map(map.id)}/Layers/${roads.id}`, {
      token: team.writer.token,
    });
    expect(missing.status).toBe(404);
    expect(codes(missing)).toEqual(['40058']);
  });

  it('answers 40061 past the layer limit', async () => {
    const w = await mapWorld('layers-full');
    const map = await w.create({ name: 'Layered' });
    for (let i = 0; i < mapFeatureLimits.maxLayers; i += 1)
      await w.addLayer(map.id, { name: `L${i}` });
    const full = await server.api('POST', `${w.map(map.id)}/Layers`, {
      token: team.writer.token,
      body: { name: 'One more' },
    });
    expect(full.status).toBe(409);
    expect(codes(full)).toEqual(['40061']);
  });
});

describe('secret layers', () => {
  it('never show their layer, features, count or names to viewers and artists', async () => {
    const w = await mapWorld('layers-secret');
    const map = await w.create({ name: 'Aerth' });
    await w.givePicture(map.id);
    const documentId = await w.addDocument('Hidden lair');
    const secret = await w.addLayer(map.id, { name: 'GM notes', secret: true });
    const open = await w.addLayer(map.id, { name: 'Towns' });
    const lair = await w.addFeature(map.id, {
      geometry: pin(1, 1),
      name: 'The lair',
      documentId,
      layerId: secret.id,
    });
    expect(lair.status).toBe(200);
    const town = await w.addFeature(map.id, {
      geometry: pin(2, 2),
      name: 'Town',
      layerId: open.id,
    });
    const child = await w.create({
      name: 'Lair map',
      parentMapId: map.id,
      parentPinId: lair.body.id,
    });

    for (const token of [team.owner.token, team.writer.token]) {
      const full = (await w.get(map.id, token)).body;
      expect(full.layers.map((l: { id: string }) => l.id)).toEqual([secret.id, open.id]);
      expect(full.features).toHaveLength(2);
    }
    for (const token of [team.viewer.token, team.artist.token]) {
      const got = await w.get(map.id, token);
      expect(JSON.stringify(got.body)).not.toMatch(/GM notes|The lair|Hidden lair/);
      expect(got.body.layers.map((l: { id: string }) => l.id)).toEqual([open.id]);
      expect(got.body.features.map((f: { id: string }) => f.id)).toEqual([town.body.id]);
      expect(got.body.children).toEqual([{ id: child.id, name: 'Lair map', parentPinId: null }]);
      expect((await w.get(child.id, token)).body.parentPinId).toBeNull();
      const list = await server.api('GET', w.maps, { token });
      expect(list.body.find((m: { id: string }) => m.id === map.id).pinCount).toBe(1);
      const places = await server.api('GET', `${w.url}/Documents/${documentId}/MapPlaces`, {
        token,
      });
      expect(places.body).toEqual([]);
    }
    const ownerList = await server.api('GET', w.maps, { token: team.owner.token });
    expect(ownerList.body.find((m: { id: string }) => m.id === map.id).pinCount).toBe(2);
    expect(
      (
        await server.api('GET', `${w.url}/Documents/${documentId}/MapPlaces`, {
          token: team.writer.token,
        })
      ).body,
    ).toHaveLength(1);

    // An artist makes maps but cannot hang one from a pin it cannot see.
    const hidden = await server.api('POST', w.maps, {
      token: team.artist.token,
      body: { name: 'Peek', parentMapId: map.id, parentPinId: lair.body.id },
    });
    expect(codes(hidden)).toEqual(['40058']);

    // The feed and live notices reach everyone: no name of the secret layer or its features.
    const secretActivities = (await w.activities()).filter(
      (activity) => activity.details.secret === true,
    );
    expect(secretActivities.map((activity) => activity.type)).toEqual([
      'update_map_layers',
      'create_map_feature',
    ]);
    for (const activity of secretActivities)
      expect(activity.details).toEqual({ mapId: map.id, mapName: 'Aerth', secret: true });
    const feed = await server.api('GET', `${w.url}/Feed`, { token: team.viewer.token });
    // The document itself is no secret: only what the layer holds is.
    expect(JSON.stringify(feed.body)).not.toMatch(/GM notes|The lair/);
  });
});

describe("an event's places", () => {
  it('lists the features placing an event that the caller may see, by map name then age', async () => {
    const w = await mapWorld('event-places');
    const other = await mapWorld('event-places-other');
    const eventId = await w.addEvent('The siege');
    const elsewhere = await w.addEvent('Elsewhere');
    const foreign = await other.addEvent('Foreign');
    const zeta = await w.create({ name: 'Zeta' });
    const alpha = await w.create({ name: 'Alpha' });
    for (const map of [zeta, alpha]) await w.givePicture(map.id);
    const secret = await w.addLayer(alpha.id, { name: 'GM notes', secret: true });
    const documentId = await w.addDocument('Minas Tirith');
    const add = async (mapId: string, body: Record<string, unknown>) => {
      const response = await w.addFeature(mapId, { geometry: pin(1, 1), ...body });
      if (response.status !== 200) throw new Error(JSON.stringify(response.body));
      return response.body.id as string;
    };
    const onZeta = await add(zeta.id, { name: 'Gate', eventId });
    const first = await add(alpha.id, {
      geometry: {
        kind: 'region',
        points: [
          [0, 0],
          [9, 0],
          [5, 5],
        ],
      },
      documentId,
      eventId,
    });
    const hidden = await add(alpha.id, { name: 'Tunnel', eventId, layerId: secret.id });
    const second = await add(alpha.id, { name: 'Road', eventId });
    await add(alpha.id, { name: 'Not here', eventId: elsewhere });
    await add(alpha.id, { name: 'Unlinked' });

    const places = (token: string, id = eventId, url = w.url) =>
      server.api('GET', `${url}/Events/${id}/MapPlaces`, { token });
    const place = (
      mapId: string,
      mapName: string,
      featureId: string,
      kind: string,
      name: string,
    ) => ({ mapId, mapName, featureId, kind, name });
    const visible = [
      place(alpha.id, 'Alpha', first, 'region', 'Minas Tirith'),
      place(alpha.id, 'Alpha', second, 'pin', 'Road'),
      place(zeta.id, 'Zeta', onZeta, 'pin', 'Gate'),
    ];
    for (const token of [team.viewer.token, team.artist.token]) {
      const answer = await places(token);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(visible);
    }
    for (const token of [team.writer.token, team.owner.token])
      expect((await places(token)).body).toEqual([
        visible[0],
        place(alpha.id, 'Alpha', hidden, 'pin', 'Tunnel'),
        ...visible.slice(1),
      ]);

    // Another world's event, in this world's route or its own to an outsider.
    const missing = await places(team.viewer.token, foreign);
    expect(missing.status).toBe(404);
    expect(codes(missing)).toEqual(['404']);
    expect((await places(team.outsider.token, eventId)).status).toBe(403);
    expect((await places(team.viewer.token, crypto.randomUUID())).status).toBe(404);
    expect((await places(team.viewer.token, foreign, other.url)).body).toEqual([]);
  });
});

describe('concurrent map edits', () => {
  it('let one of many saves on the same version through, and stack new layers in order', async () => {
    const w = await mapWorld('maps-concurrent');
    const map = await w.create({ name: 'Busy' });
    await w.givePicture(map.id);
    const created = await w.addFeature(map.id, { geometry: pin(1, 1), name: 'Pin' });
    const feature = `${w.map(map.id)}/Features/${created.body.id}`;
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.api('PUT', feature, {
          token: team.writer.token,
          body: { geometry: pin(i, i), name: `Pin ${i}`, version: 1 },
        }),
      ),
    );
    expect(saves.filter((save) => save.status === 200)).toHaveLength(1);
    expect(saves.filter((save) => save.status === 409)).toHaveLength(9);
    const layers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        server.api('POST', `${w.map(map.id)}/Layers`, {
          token: team.writer.token,
          body: { name: `Layer ${i}` },
        }),
      ),
    );
    expect(layers.map((layer) => layer.body.position).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
  });
});

describe('map search', () => {
  it('finds a map by name, follows a rename and forgets a deleted one', async () => {
    const w = await mapWorld('maps-search');
    const search = async (query: string) =>
      (
        await server.api('GET', `${w.url}/Search?query=${encodeURIComponent(query)}`, {
          token: team.viewer.token,
        })
      ).body.items.filter((hit: { kind: string }) => hit.kind === 'map');
    const map = await w.create({ name: 'Westmarch', description: 'Frontier lands' });
    expect(await search('westmarch')).toEqual([
      expect.objectContaining({ kind: 'map', id: map.id, title: 'Westmarch' }),
    ]);
    await server.api('PUT', w.map(map.id), {
      token: team.writer.token,
      body: { name: 'Eastmarch', version: 1 },
    });
    expect(await search('westmarch')).toEqual([]);
    expect(await search('eastmarch')).toHaveLength(1);
    await server.api('DELETE', w.map(map.id), { token: team.writer.token });
    expect(await search('eastmarch')).toEqual([]);
  });
});
