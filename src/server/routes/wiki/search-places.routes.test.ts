import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/kits/server/test-server';
import {
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { exportWorld, importWorld } from '../../../../tests/kits/server/archive-test-support';

/**
 * Search finds pins, regions and paths by name, description and linked
 * document; a place on a secret layer only by roles with `maps.secrets`,
 * through every write that moves it in or out of secrecy.
 */
let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'place');
});
afterAll(() => server.close());

const pin = { kind: 'pin', point: [10, 10] };
const region = {
  kind: 'region',
  points: [
    [0, 0],
    [100, 0],
    [50, 80],
  ],
};
const path = {
  kind: 'path',
  points: [
    [0, 0],
    [100, 100],
  ],
};

interface Hit {
  kind: string;
  id: string;
  title: string;
  snippet: string;
  place?: { mapId: string; mapName: string; kind: string; secret: boolean };
}

async function placeWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const call = async (method: string, url: string, body?: Record<string, unknown>) => {
    const response = await server.api(method, `${world.url}${url}`, {
      token: team.writer.token,
      body,
    });
    if (response.status >= 300) throw new Error(`${url}: ${JSON.stringify(response.body)}`);
    return response.body as { id: string; version: number };
  };
  const createMap = async (name: string) => {
    const map = await call('POST', '/Maps', { name });
    // A picture as the tiler leaves it: features need its size only.
    await server.ctx.db
      .updateTable('maps')
      .set({ status: 'ready', file_key: crypto.randomUUID(), width: 1000, height: 800 })
      .where('id', '=', map.id)
      .execute();
    return map.id;
  };
  const search = async (query: string, token: string, limit = 20) => {
    const response = await server.api(
      'GET',
      `${world.url}/Search?query=${encodeURIComponent(query)}&limit=${limit}`,
      { token },
    );
    expect(response.status).toBe(200);
    return response.body.items as Hit[];
  };
  const places = async (query: string, token: string) =>
    (await search(query, token)).filter((hit) => hit.kind === 'map_place');
  return { ...world, call, createMap, search, places };
}

describe('search finds map places', () => {
  it('by name, description and linked document, naming the map; follows edits and deletes', async () => {
    const w = await placeWorld('places-basic');
    const mapId = await w.createMap('Westmarch');
    const documentId = await w.addDocument('Thornwood Keep');
    const tower = await w.call('POST', `/Maps/${mapId}/Features`, {
      geometry: pin,
      name: 'Old Tower',
      description: 'Ruins by the crossing',
    });
    const marsh = await w.call('POST', `/Maps/${mapId}/Features`, {
      geometry: region,
      name: 'Greyfen',
      description: 'A drowned marsh',
    });
    const keep = await w.call('POST', `/Maps/${mapId}/Features`, { geometry: path, documentId });
    const viewer = team.viewer.token;

    expect(await w.places('tower', viewer)).toEqual([
      {
        kind: 'map_place',
        id: tower.id,
        title: 'Old Tower',
        titleMarked: 'Old \u0002Tower\u0003',
        snippet: 'Ruins by the crossing',
        place: { mapId, mapName: 'Westmarch', kind: 'pin', secret: false },
      },
    ]);
    expect((await w.places('drowned', viewer)).map((hit) => hit.id)).toEqual([marsh.id]);
    // A place named only by its document is found, and titled, by the document's name.
    expect(await w.places('thornwood', viewer)).toEqual([
      expect.objectContaining({ id: keep.id, title: 'Thornwood Keep', place: expect.anything() }),
    ]);

    // Renamed: found by the new name only.
    await w.call('PUT', `/Maps/${mapId}/Features/${tower.id}`, {
      geometry: pin,
      name: 'Watchtower',
      version: tower.version,
    });
    expect(await w.places('old', viewer)).toEqual([]);
    expect((await w.places('watchtower', viewer)).map((hit) => hit.id)).toEqual([tower.id]);

    // The linked document renamed: the place follows it.
    await w.call('PUT', `/Documents/${documentId}`, {
      name: 'Briarwood Keep',
      type: 'character',
      version: 1,
    });
    expect(await w.places('thornwood', viewer)).toEqual([]);
    expect((await w.places('briarwood', viewer)).map((hit) => hit.id)).toEqual([keep.id]);

    // A named place keeps the document's name in its entry until the link goes.
    await w.call('PUT', `/Maps/${mapId}/Features/${marsh.id}`, {
      geometry: region,
      name: 'Greyfen',
      documentId,
      version: marsh.version,
    });
    expect((await w.places('briarwood', viewer)).map((hit) => hit.id).sort()).toEqual(
      [keep.id, marsh.id].sort(),
    );
    await w.call('DELETE', `/Documents/${documentId}`);
    // The unnamed place took the document's name when the document went; the named one lost it.
    expect((await w.places('briarwood', viewer)).map((hit) => hit.id)).toEqual([keep.id]);

    await w.call('DELETE', `/Maps/${mapId}/Features/${tower.id}`);
    expect(await w.places('watchtower', viewer)).toEqual([]);
    await w.call('DELETE', `/Maps/${mapId}`);
    expect(await w.places('greyfen', team.owner.token)).toEqual([]);
    expect(await w.places('briarwood', team.owner.token)).toEqual([]);
  });

  it('never shows a viewer a place on a secret layer, however it got there', async () => {
    const w = await placeWorld('places-secret');
    const mapId = await w.createMap('Underdark');
    const layer = await w.call('POST', `/Maps/${mapId}/Layers`, { name: 'GM', secret: true });
    const lair = await w.call('POST', `/Maps/${mapId}/Features`, {
      geometry: pin,
      layerId: layer.id,
      name: 'Wyrm Lair',
      description: 'The hoard of Vexmoor',
    });
    const road = await w.call('POST', `/Maps/${mapId}/Features`, {
      geometry: path,
      name: 'Wyrm Road',
    });
    const ids = async (query: string, token: string) =>
      (await w.places(query, token)).map((hit) => hit.id).sort();
    const both = [lair.id, road.id].sort();

    // Writers and the owner have maps.secrets; artists and viewers do not.
    for (const token of [team.owner.token, team.writer.token])
      expect(await ids('wyrm', token)).toEqual(both);
    expect((await w.places('vexmoor', team.writer.token)).map((hit) => hit.place?.secret)).toEqual([
      true,
    ]);
    for (const token of [team.artist.token, team.viewer.token]) {
      expect(await ids('wyrm', token)).toEqual([road.id]);
      expect(await w.search('vexmoor', token)).toEqual([]);
    }
    // The secret place is left out before the page is cut: a page of one is the public place.
    expect((await w.search('wyrm', team.viewer.token, 1)).map((hit) => hit.id)).toEqual([road.id]);

    // The layer made public, then secret again.
    let version = layer.version;
    const setLayer = async (secret: boolean) => {
      await w.call('PUT', `/Maps/${mapId}/Layers/${layer.id}`, { name: 'GM', secret, version });
      version += 1;
    };
    await setLayer(false);
    expect(await ids('vexmoor', team.viewer.token)).toEqual([lair.id]);
    await setLayer(true);
    expect(await ids('vexmoor', team.viewer.token)).toEqual([]);

    // Moved to the base layer and back.
    await w.call('PUT', `/Maps/${mapId}/Features/${lair.id}`, {
      geometry: pin,
      name: 'Wyrm Lair',
      description: 'The hoard of Vexmoor',
      version: lair.version,
    });
    expect(await ids('vexmoor', team.viewer.token)).toEqual([lair.id]);
    await w.call('PUT', `/Maps/${mapId}/Features/${lair.id}`, {
      geometry: pin,
      layerId: layer.id,
      name: 'Wyrm Lair',
      description: 'The hoard of Vexmoor',
      version: lair.version + 1,
    });
    expect(await ids('vexmoor', team.viewer.token)).toEqual([]);
    expect(await ids('vexmoor', team.writer.token)).toEqual([lair.id]);

    // The secret layer deleted: its places move to the base layer, which everyone sees.
    await w.call('DELETE', `/Maps/${mapId}/Layers/${layer.id}`);
    expect(await ids('vexmoor', team.viewer.token)).toEqual([lair.id]);

    // Deleted with its places: nobody finds them.
    const hidden = await w.call('POST', `/Maps/${mapId}/Layers`, { name: 'GM 2', secret: true });
    const vault = await w.call('POST', `/Maps/${mapId}/Features`, {
      geometry: pin,
      layerId: hidden.id,
      name: 'Sunken Vault',
    });
    expect(await ids('sunken', team.writer.token)).toEqual([vault.id]);
    await w.call('DELETE', `/Maps/${mapId}/Layers/${hidden.id}?deleteFeatures=true`);
    expect(await ids('sunken', team.writer.token)).toEqual([]);
  });

  it('keeps secret places secret in a world imported from an archive', async () => {
    const w = await placeWorld('places-archive');
    const mapId = await w.createMap('Isles');
    const layer = await w.call('POST', `/Maps/${mapId}/Layers`, { name: 'GM', secret: true });
    const documentId = await w.addDocument('Saltmere');
    await w.call('POST', `/Maps/${mapId}/Features`, {
      geometry: pin,
      layerId: layer.id,
      name: 'Smugglers Cove',
    });
    await w.call('POST', `/Maps/${mapId}/Features`, { geometry: pin, documentId });
    // No picture to carry: the archive holds the map's rows only.
    await server.ctx.db
      .updateTable('maps')
      .set({ status: 'empty', file_key: null })
      .where('id', '=', mapId)
      .execute();
    const archive = await exportWorld(server, w.id, team.owner.token);
    const imported = await importWorld(server, archive, team.owner.token);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const url = `/api/Setting/${imported.body.world.id}/Search?query=`;
    const find = async (query: string, token: string) =>
      (await server.api('GET', `${url}${query}`, { token })).body.items
        .filter((hit: Hit) => hit.kind === 'map_place')
        .map((hit: Hit) => [hit.title, hit.place?.mapName]);
    expect(await find('smugglers', team.owner.token)).toEqual([['Smugglers Cove', 'Isles']]);
    expect(await find('smugglers', team.viewer.token)).toEqual([]);
    expect(await find('saltmere', team.viewer.token)).toEqual([['Saltmere', 'Isles']]);
  });
});
