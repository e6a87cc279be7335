import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  type TestServer,
} from '../../../../tests/kits/server/test-server';
import {
  exportWorld,
  importWorld,
  tokenOf,
  unzip,
  zip,
} from '../../../../tests/kits/server/archive-test-support';
import { demoOwner, demoSeeder } from '../demo-seeder';

let server: TestServer;
let worldId: string;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  ({ worldId } = await demoSeeder(server.ctx));
  await server.ctx.mapJobs.idle();
  expect((await mapsOf(worldId)).map((map) => map.status)).toEqual(['ready', 'ready']);
  token = await tokenOf(server, demoOwner.userName);
}, 60_000);
afterAll(() => server.close());

async function mapsOf(id: string) {
  return server.ctx.db
    .selectFrom('maps')
    .select(['name', 'status', 'width', 'height', 'file_key'])
    .where('world_id', '=', id)
    .orderBy('name')
    .execute();
}

describe('maps in world archives', () => {
  it('carries a map whose pyramid has no source picture without one, and the import makes it empty with its pins', async () => {
    const isles = await server.ctx.db
      .selectFrom('maps')
      .select(['id', 'file_key'])
      .where('world_id', '=', worldId)
      .where('name', '=', 'The Shattered Isles')
      .executeTakeFirstOrThrow();
    // What a pyramid cut before sources were kept looks like, in either store.
    const store = server.ctx.mapTiles;
    const openSource = store.openSource.bind(store);
    store.openSource = (world, fileKey) =>
      fileKey === isles.file_key ? Promise.resolve(null) : openSource(world, fileKey);
    let archive: Buffer;
    try {
      archive = await exportWorld(server, worldId, token);
    } finally {
      store.openSource = openSource;
    }
    const files = await unzip(archive);
    expect([...files.keys()].filter((name) => name.startsWith('maps/'))).toHaveLength(1);
    const rows = JSON.parse(files.get('data/maps.json')!.toString()) as {
      name: string;
      picture: string | null;
    }[];
    expect(rows.find((row) => row.name === 'The Shattered Isles')?.picture).toBeNull();

    const imported = await importWorld(server, archive, token);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.mapsTiling).toBe(1);
    await server.ctx.mapJobs.idle();
    expect(await mapsOf(imported.body.world.id)).toMatchObject([
      { name: 'Saltmere', status: 'ready', width: 2048 },
      // No picture: empty, its features still in the pixels they were drawn in.
      { name: 'The Shattered Isles', status: 'empty', width: 4096, height: 3072, file_key: null },
    ]);
    expect(imported.body.counts).toMatchObject({ maps: 2, mapLayers: 2, mapFeatures: 17 });
  }, 60_000);

  it('imports an archive made before maps as a world without them', async () => {
    const files = await unzip(await exportWorld(server, worldId, token));
    for (const name of [...files.keys()])
      if (name.startsWith('maps/') || name.startsWith('data/map')) files.delete(name);
    const imported = await importWorld(server, await zip(files), token);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.counts).toMatchObject({ maps: 0, mapLayers: 0, mapFeatures: 0 });
    expect(imported.body.mapsTiling).toBe(0);
  }, 60_000);

  it('refuses an archive whose feature sits on another map’s layer, and keeps nothing', async () => {
    const files = await unzip(await exportWorld(server, worldId, token));
    const layers = JSON.parse(files.get('data/map-layers.json')!.toString()) as { id: string }[];
    const features = JSON.parse(files.get('data/map-features.json')!.toString()) as {
      mapId: string;
      layerId: string | null;
    }[];
    const maps = JSON.parse(files.get('data/maps.json')!.toString()) as {
      id: string;
      name: string;
    }[];
    const city = maps.find((map) => map.name === 'Saltmere')!;
    const onCity = features.find((feature) => feature.mapId === city.id)!;
    onCity.layerId = layers[0]!.id;
    files.set('data/map-features.json', Buffer.from(JSON.stringify(features)));
    const uploadsBefore = fs.readdirSync(path.join(server.dataDir, 'maps', '.uploads')).length;
    const worlds = async () =>
      (await server.ctx.db.selectFrom('worlds').select('id').execute()).length;
    const worldsBefore = await worlds();
    const imported = await importWorld(server, await zip(files), token);
    expect(imported.status).toBe(400);
    expect(codes(imported)).toEqual(['40049']);
    expect(await worlds()).toBe(worldsBefore);
    expect(fs.readdirSync(path.join(server.dataDir, 'maps', '.uploads'))).toHaveLength(
      uploadsBefore,
    );
  }, 60_000);
});
