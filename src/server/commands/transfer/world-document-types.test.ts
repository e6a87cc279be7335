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
import { documentTypes } from '../../../shared/wiki/document-types';
import type { DocumentTypeInfo } from '../../../shared/schemas/document-type';

let server: TestServer;
let owner: TestUser;
let worldId: string;
let spaceshipKey: string;

const emptyContents = { v: 1, doc: { type: 'doc', content: [] } };

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('types-owner');
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: 'typed', name: 'Typed' },
  });
  worldId = world.body.id;
  const types = `/api/Setting/${worldId}/DocumentTypes`;
  const spaceship = await server.api('POST', types, {
    token: owner.token,
    body: { name: 'Spaceship', plural: 'Spaceships', icon: 'rocket', color: 'violet' },
  });
  expect(spaceship.status, JSON.stringify(spaceship.body)).toBe(200);
  spaceshipKey = spaceship.body.key;
  const character = (await typesOf(worldId)).find((type) => type.key === 'character')!;
  const renamed = await server.api('PUT', `${types}/${character.id}`, {
    token: owner.token,
    body: {
      name: 'Hero',
      plural: 'Heroes',
      icon: 'crown',
      color: 'red',
      position: character.position,
      version: character.version,
    },
  });
  expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  for (const [name, type] of [
    ['Endeavour', spaceshipKey],
    ['Ada', 'character'],
    ['Harbour', 'location'],
  ]) {
    const created = await server.api('POST', `/api/Setting/${worldId}/Documents`, {
      token: owner.token,
      body: { name, type, contents: emptyContents },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  }
});
afterAll(() => server.close());

async function typesOf(id: string): Promise<DocumentTypeInfo[]> {
  const response = await server.api('GET', `/api/Setting/${id}/DocumentTypes`, {
    token: owner.token,
  });
  expect(response.status).toBe(200);
  return response.body;
}

/** What an import must keep of each type: everything but its id, version and counts. */
async function typeFields(id: string) {
  return (await typesOf(id)).map(({ key, name, plural, icon, color, position }) => ({
    key,
    name,
    plural,
    icon,
    color,
    position,
  }));
}

/** Each document's name with its type key. */
async function documentTypesOf(id: string): Promise<Record<string, string>> {
  const rows = await server.ctx.db
    .selectFrom('documents')
    .select(['name', 'type'])
    .where('world_id', '=', id)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.type]));
}

async function archiveFiles(): Promise<Map<string, Buffer>> {
  return unzip(await exportWorld(server, worldId, owner.token));
}

describe('document types in world archives', () => {
  it('survive an export and an import, documents keeping their types', async () => {
    const files = await archiveFiles();
    const manifest = JSON.parse(files.get('manifest.json')!.toString());
    expect(manifest.counts.documentTypes).toBe(11);
    const imported = await importWorld(server, await zip(files), owner.token);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const newId = imported.body.world.id as string;
    expect(newId).not.toBe(worldId);
    expect(imported.body.counts.documentTypes).toBe(11);
    const types = await typeFields(newId);
    expect(types).toEqual(await typeFields(worldId));
    expect(types).toContainEqual({
      key: spaceshipKey,
      name: 'Spaceship',
      plural: 'Spaceships',
      icon: 'rocket',
      color: 'violet',
      position: 10,
    });
    expect(types).toContainEqual({
      key: 'character',
      name: 'Hero',
      plural: 'Heroes',
      icon: 'crown',
      color: 'red',
      position: 0,
    });
    const oldIds = new Set((await typesOf(worldId)).map((type) => type.id));
    expect((await typesOf(newId)).some((type) => oldIds.has(type.id))).toBe(false);
    expect(await documentTypesOf(newId)).toEqual({
      Endeavour: spaceshipKey,
      Ada: 'character',
      Harbour: 'location',
    });
  });

  it('give an archive made before them the ten built-in types', async () => {
    const files = await archiveFiles();
    files.delete('data/document-types.json');
    const documents = JSON.parse(files.get('data/documents.json')!.toString()) as {
      type: string;
    }[];
    files.set(
      'data/documents.json',
      Buffer.from(JSON.stringify(documents.filter((document) => document.type !== spaceshipKey))),
    );
    const imported = await importWorld(server, await zip(files), owner.token);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const types = await typesOf(imported.body.world.id);
    expect(types.map((type) => type.key)).toEqual([...documentTypes]);
    expect(types.every((type) => type.name === null && type.builtIn)).toBe(true);
  });

  it('make a type for a key that a document names and no type has', async () => {
    const files = await archiveFiles();
    const documents = JSON.parse(files.get('data/documents.json')!.toString()) as {
      name: string;
      type: string;
    }[];
    files.set(
      'data/documents.json',
      Buffer.from(
        JSON.stringify(
          documents.map((document) =>
            document.name === 'Harbour' ? { ...document, type: 'starport' } : document,
          ),
        ),
      ),
    );
    const imported = await importWorld(server, await zip(files), owner.token);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const newId = imported.body.world.id as string;
    const types = await typeFields(newId);
    expect(types).toHaveLength(12);
    expect(types[types.length - 1]).toEqual({
      key: 'starport',
      name: 'starport',
      plural: 'starport',
      icon: 'note',
      color: 'gray',
      position: 11,
    });
    expect((await documentTypesOf(newId)).Harbour).toBe('starport');
  });

  it('refuse an archive with a bad type row, writing nothing', async () => {
    const before = await server.api('GET', '/api/Setting', { token: owner.token });
    for (const change of [
      { icon: 'no-such-icon' },
      { name: 'x'.repeat(61) },
      { key: '' },
      { key: 'character' },
      { name: null },
    ]) {
      const files = await archiveFiles();
      const types = JSON.parse(files.get('data/document-types.json')!.toString()) as {
        key: string;
      }[];
      files.set(
        'data/document-types.json',
        Buffer.from(
          JSON.stringify(
            types.map((type) => (type.key === spaceshipKey ? { ...type, ...change } : type)),
          ),
        ),
      );
      const refused = await importWorld(server, await zip(files), owner.token);
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(codes(refused), JSON.stringify(change)).toEqual(['40049']);
    }
    const after = await server.api('GET', '/api/Setting', { token: owner.token });
    expect(JSON.stringify(after.body)).toBe(JSON.stringify(before.body));
  });
});
