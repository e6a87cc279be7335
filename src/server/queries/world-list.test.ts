import { SqliteDatabase } from '../db/sqlite-driver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRole } from '../../shared/permissions';
import { worldListResponse, worldResponse } from '../../shared/schemas/world';
import { presentWorld } from '../presenters/world';
import {
  createTestServer,
  testDatabaseUrl,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import { worldListJson } from './world-list';

let server: TestServer;
let owner: TestUser;
let member: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp();
  member = await server.signUp();
});
afterAll(() => server.close());

async function createWorld(token: string, urlName: string, name: string, description = '') {
  const created = await server.api('POST', '/api/Setting', {
    token,
    body: { urlName, name, description },
  });
  expect(created.status).toBe(200);
  return created.body as { id: string };
}

/** The answer as the route built it before the database wrote the JSON: rows, presenter, zod. */
async function presentedList(userId: string) {
  const rows = await server.ctx.db
    .selectFrom('world_members')
    .innerJoin('worlds', 'worlds.id', 'world_members.world_id')
    .innerJoin('users as owner', 'owner.id', 'worlds.owner_id')
    .selectAll('worlds')
    .select(['world_members.role', 'owner.user_name as owner_user_name'])
    .where('world_members.user_id', '=', userId)
    .orderBy('worlds.name')
    .execute();
  const worlds = rows.flatMap(({ role, owner_user_name, ...world }) =>
    isRole(role) ? [presentWorld(world, owner_user_name, role)] : [],
  );
  return worldListResponse.parse(worlds);
}

const listOf = (token: string) => server.api('GET', '/api/Setting', { token });
const names = (answer: { body: unknown }) =>
  (answer.body as Array<{ name: string }>).map((world) => world.name);

describe('worldListJson', () => {
  it('writes in the database exactly what the presenter and the zod schema give, in order', async () => {
    expect(JSON.parse(await worldListJson(server.ctx.db, member.id))).toEqual([]);
    await createWorld(
      owner.token,
      'quotes',
      'Zeta "quoted" \\ back\\slash',
      'Line one\nline two\ttab — ünïcödé ✓ 🐉',
    );
    await createWorld(owner.token, 'plain', 'Alpha');
    const shared = await createWorld(owner.token, 'shared', 'Middle-earth');
    const added = await server.api('POST', `/api/Setting/${shared.id}/Members`, {
      token: owner.token,
      body: { userName: member.userName, role: 'viewer' },
    });
    expect(added.status).toBe(200);
    await createWorld(member.token, 'own', 'Beta');

    for (const user of [owner, member]) {
      const json = await worldListJson(server.ctx.db, user.id);
      expect(JSON.parse(json)).toEqual(await presentedList(user.id));
      expect(worldListResponse.safeParse(JSON.parse(json)).success).toBe(true);
    }
    const answer = await listOf(member.token);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toEqual(await presentedList(member.id));
    expect(
      answer.body.map((world: { currentUserRole: string }) => world.currentUserRole).sort(),
    ).toEqual(['owner', 'viewer']);
  });
});

describe('GET api/Setting in OpenAPI', () => {
  it('is still described by the zod schema, though the database writes the answer', async () => {
    const document = (await server.api('GET', '/api/openapi.json')).body;
    const schema =
      document.paths['/api/Setting'].get.responses['200'].content['application/json'].schema;
    expect(schema.type).toBe('array');
    expect(Object.keys(schema.items.properties).sort()).toEqual(
      Object.keys(worldResponse.shape).sort(),
    );
  });
});

describe('GET api/Setting after changes', () => {
  it('shows every change of worlds and memberships at once, also to a member whose list was read before', async () => {
    const ada = await server.signUp();
    const bob = await server.signUp();
    const world = await createWorld(ada.token, 'changing', 'Before');
    expect(names(await listOf(bob.token))).toEqual([]);

    await server.api('POST', `/api/Setting/${world.id}/Members`, {
      token: ada.token,
      body: { userName: bob.userName, role: 'writer' },
    });
    expect(names(await listOf(bob.token))).toEqual(['Before']);

    await server.api('PUT', `/api/Setting/${world.id}`, {
      token: ada.token,
      body: { urlName: 'changing', name: 'After' },
    });
    expect(names(await listOf(bob.token))).toEqual(['After']);

    await server.api('PUT', `/api/Setting/${world.id}/Members/${bob.id}`, {
      token: ada.token,
      body: { role: 'artist' },
    });
    expect((await listOf(bob.token)).body[0].currentUserRole).toBe('artist');

    await server.api('DELETE', `/api/Setting/${world.id}/Members/${bob.id}`, { token: ada.token });
    expect(names(await listOf(bob.token))).toEqual([]);
    expect(names(await listOf(ada.token))).toEqual(['After']);

    const deleted = await server.api('DELETE', `/api/Setting/${world.id}`, {
      token: ada.token,
      body: { name: 'After' },
    });
    expect(deleted.status).toBe(204);
    expect(names(await listOf(ada.token))).toEqual([]);
  });

  it.skipIf(Boolean(testDatabaseUrl))(
    'shows a change written by another connection to the SQLite file from the next moment on',
    async () => {
      if (!server.database.sqliteFile) throw new Error('SQLite has a file');
      const cy = await server.signUp();
      const world = await createWorld(cy.token, 'outside', 'Inside');
      expect(names(await listOf(cy.token))).toEqual(['Inside']);
      const other = new SqliteDatabase(server.database.sqliteFile);
      try {
        other.prepare('UPDATE worlds SET name = ? WHERE id = ?').run('Renamed outside', world.id);
      } finally {
        other.close();
      }
      await new Promise((resolve) => setImmediate(resolve));
      expect(names(await listOf(cy.token))).toEqual(['Renamed outside']);
    },
  );
});
