import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';
import {
  exportWorld,
  importWorld,
  unzip,
  zip,
} from '../../../../tests/kits/server/archive-test-support';

let server: TestServer;
let owner: TestUser;
let worldId: string;

const emptyContents = { v: 1, doc: { type: 'doc', content: [] } };

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('parents-owner');
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: 'nested', name: 'Nested' },
  });
  worldId = world.body.id;
  const ids: Record<string, string> = {};
  for (const name of ['Region', 'City', 'Street', 'Loose']) {
    const created = await server.api('POST', `/api/Setting/${worldId}/Documents`, {
      token: owner.token,
      body: { name, type: 'location', contents: emptyContents },
    });
    ids[name] = created.body.id;
  }
  for (const [child, parent] of [
    ['City', 'Region'],
    ['Street', 'City'],
  ] as const) {
    const moved = await server.api(
      'PUT',
      `/api/Setting/${worldId}/Documents/${ids[child]}/Parent`,
      {
        token: owner.token,
        body: { parentId: ids[parent] },
      },
    );
    expect(moved.status).toBe(200);
  }
});
afterAll(() => server.close());

/** Each document's name with its parent's name, from the tree route. */
async function treeByName(id: string): Promise<Record<string, string | null>> {
  const tree = await server.api('GET', `/api/Setting/${id}/Documents/Tree`, { token: owner.token });
  const items = tree.body.items as { id: string; name: string; parentId: string | null }[];
  const names = new Map(items.map((item) => [item.id, item.name]));
  return Object.fromEntries(
    items.map((item) => [item.name, item.parentId ? (names.get(item.parentId) ?? null) : null]),
  );
}

describe('document parents in world archives', () => {
  it('survive an export and an import', async () => {
    const archive = await exportWorld(server, worldId, owner.token);
    const imported = await importWorld(server, archive, owner.token);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.world.id).not.toBe(worldId);
    expect(await treeByName(imported.body.world.id)).toEqual({
      City: 'Region',
      Loose: null,
      Region: null,
      Street: 'City',
    });
  });

  it('import an archive made before parents with every document at the top level', async () => {
    const files = await unzip(await exportWorld(server, worldId, owner.token));
    const documents = JSON.parse(files.get('data/documents.json')!.toString()) as object[];
    files.set(
      'data/documents.json',
      Buffer.from(
        JSON.stringify(documents.map((document) => ({ ...document, parentId: undefined }))),
      ),
    );
    const imported = await importWorld(server, await zip(files), owner.token);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(Object.values(await treeByName(imported.body.world.id))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('refuse an archive whose documents sit inside each other in a loop, writing nothing', async () => {
    const files = await unzip(await exportWorld(server, worldId, owner.token));
    const documents = JSON.parse(files.get('data/documents.json')!.toString()) as {
      id: string;
      name: string;
      parentId: string | null;
    }[];
    const street = documents.find((document) => document.name === 'Street')!;
    const region = documents.find((document) => document.name === 'Region')!;
    region.parentId = street.id;
    files.set('data/documents.json', Buffer.from(JSON.stringify(documents)));
    const before = await server.api('GET', '/api/Setting', { token: owner.token });
    const refused = await importWorld(server, await zip(files), owner.token);
    expect(refused.status).toBe(400);
    expect(codes(refused)).toEqual(['40049']);
    const after = await server.api('GET', '/api/Setting', { token: owner.token });
    expect(JSON.stringify(after.body)).toBe(JSON.stringify(before.body));
  });
});
