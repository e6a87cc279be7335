import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/kits/server/test-server';
import { tokenOf } from '../../../../tests/kits/server/archive-test-support';
import { demoOwner, demoSeeder } from '../demo-seeder';
import type { MapDetail, MapFeature, MapSummary } from '../../../shared/schemas/map';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('the demo maps', () => {
  it('gives the demo world a map of the isles with pins, moving borders, a trade route, GM notes and a city map, cut into tiles after the import', async () => {
    const guest = await server.api('POST', '/api/Account/TryDemo');
    const token = guest.body.token as string;
    const [world] = (await server.api('GET', '/api/Setting', { token })).body;
    const list = async () =>
      (await server.api('GET', `/api/Setting/${world.id}/Maps`, { token })).body as MapSummary[];
    // The import does not wait for the tiles: the maps start `tiling` (or are done already).
    expect((await list()).map((map) => map.name)).toEqual(['Saltmere', 'The Shattered Isles']);
    await server.ctx.mapJobs.idle();
    const maps = await list();
    expect(maps.map((map) => [map.name, map.status, map.width, map.height])).toEqual([
      ['Saltmere', 'ready', 2048, 1536],
      ['The Shattered Isles', 'ready', 4096, 3072],
    ]);
    expect(maps.every((map) => map.thumbUrl !== null)).toBe(true);
    const [city, isles] = maps as [MapSummary, MapSummary];

    const read = async (mapId: string, as: string) =>
      (await server.api('GET', `/api/Setting/${world.id}/Maps/${mapId}`, { token: as }))
        .body as MapDetail;
    const owner = await tokenOf(server, demoOwner.userName);
    const full = await read(isles.id, owner);
    expect(full.picture).toMatchObject({ width: 4096, height: 3072, tileSize: 512, maxZoom: 3 });
    expect(full.layers.map((layer) => [layer.name, layer.secret])).toEqual([
      ['Trade routes', false],
      ['GM notes', true],
    ]);
    // By its own name, or a pin by its document's (a region may link the same document).
    const named = (features: MapFeature[], name: string) =>
      features.find(
        (feature) =>
          feature.name === name ||
          (feature.name === '' &&
            feature.geometry.kind === 'pin' &&
            feature.document?.name === name),
      )!;
    // Borders that move: the Dominion until the end of the Wardens' schism, the League from then.
    const dominion = named(full.features, 'Tidewarden Dominion');
    const league = named(full.features, 'Saltmere League');
    expect(dominion).toMatchObject({ until: { year: 963 }, from: null });
    expect(league).toMatchObject({ from: dominion.until, until: null });
    expect(named(full.features, 'The Salt Road').geometry.kind).toBe('path');
    // The town's pin links its document and opens the city's map.
    const saltmere = named(full.features, 'Saltmere');
    expect(saltmere).toMatchObject({ childMapId: city.id, document: { type: 'location' } });
    expect(named(full.features, 'Where the Lantern really lies').layerId).toBe(full.layers[1]!.id);

    // A guest is a viewer: no GM notes, nothing on them.
    const seen = await read(isles.id, token);
    expect(seen.layers.map((layer) => layer.name)).toEqual(['Trade routes']);
    expect(seen.features).toHaveLength(full.features.length - 1);
    expect(JSON.stringify(seen)).not.toContain('Lantern really lies');

    const town = await read(city.id, token);
    expect(town.breadcrumb).toEqual([{ id: isles.id, name: 'The Shattered Isles' }]);
    expect(town.parentPinId).toBe(saltmere.id);
    expect(town.features.filter((feature) => feature.document?.type === 'character')).toHaveLength(
      2,
    );

    // The feed tells the maps were made; restored pictures add no upload entries.
    const feed = await server.api('GET', `/api/Setting/${world.id}/Feed?limit=100`, { token });
    const types = feed.body.items.map((item: { type: string }) => item.type);
    expect(types.filter((type: string) => type === 'create_map')).toHaveLength(2);
    expect(types).not.toContain('upload_map_picture');

    await demoSeeder(server.ctx);
    expect(await list()).toHaveLength(2);
  }, 60_000);
});
