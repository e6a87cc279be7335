import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codes,
  createTestServer,
  messages,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let worldId: string;
let otherWorldId: string;

const emptyContents = { v: 1, doc: { type: 'doc', content: [] } };

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('tree-owner');
  stranger = await server.signUp('tree-stranger');
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: 'realm', name: 'Realm' },
  });
  worldId = world.body.id;
  const other = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: 'elsewhere', name: 'Elsewhere' },
  });
  otherWorldId = other.body.id;
});
afterAll(() => server.close());

async function create(name: string, inWorld = worldId, visibility?: 'public' | 'members') {
  const created = await server.api('POST', `/api/Setting/${inWorld}/Documents`, {
    token: owner.token,
    body: {
      name,
      type: 'location',
      contents: emptyContents,
      ...(visibility ? { visibility } : {}),
    },
  });
  expect(created.status).toBe(200);
  return created.body.id as string;
}

const move = (id: string, body: object, lang: 'en' | 'ru' = 'en') =>
  server.api('PUT', `/api/Setting/${worldId}/Documents/${id}/Parent`, {
    token: owner.token,
    body,
    lang,
  });
const tree = (token?: string) =>
  server.api('GET', `/api/Setting/${worldId}/Documents/Tree`, { token });
const parentOf = (
  answer: { body: { items: { id: string; parentId: string | null }[] } },
  id: string,
) => answer.body.items.find((item) => item.id === id)?.parentId;

describe('documents tree', () => {
  it('puts a city inside its region and answers the tree with parents', async () => {
    const region = await create('Northreach');
    const city = await create('Frosthaven');
    const moved = await move(city, { parentId: region });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: city, parentId: region, name: 'Frosthaven' });
    const answer = await tree(owner.token);
    expect(parentOf(answer, city)).toBe(region);
    expect(parentOf(answer, region)).toBeNull();
    // Live clients learn of the move through the feed's activity rows.
    const feed = await server.api('GET', `/api/Setting/${worldId}/Feed`, { token: owner.token });
    expect(JSON.stringify(feed.body)).toContain(city);
  });

  it('refuses a loop: itself, its child and a deeper descendant, in the caller language', async () => {
    const region = await create('Southmarch');
    const city = await create('Sunport');
    const street = await create('Harbour Lane');
    expect((await move(city, { parentId: region })).status).toBe(200);
    expect((await move(street, { parentId: city })).status).toBe(200);
    for (const parentId of [region, city, street]) {
      const refused = await move(region, { parentId });
      expect(refused.status).toBe(400);
      expect(codes(refused)).toEqual(['40063']);
    }
    const ru = await move(region, { parentId: street }, 'ru');
    expect(messages(ru)[0]).toContain('Документ нельзя поместить');
    expect(parentOf(await tree(owner.token), region)).toBeNull();
  });

  it('moves back to the top level, and a no-op move writes nothing', async () => {
    const region = await create('Eastfold');
    const city = await create('Dawnmere');
    await move(city, { parentId: region });
    const top = await move(city, { parentId: null });
    expect(top.body.parentId).toBeNull();
    const before = await server.api('GET', `/api/Setting/${worldId}/Feed`, { token: owner.token });
    await move(city, { parentId: null });
    const after = await server.api('GET', `/api/Setting/${worldId}/Feed`, { token: owner.token });
    expect(JSON.stringify(after.body)).toBe(JSON.stringify(before.body));
  });

  it('refuses a parent of another world like an unknown document', async () => {
    const city = await create('Lonely Keep');
    const foreign = await create('Foreign Land', otherWorldId);
    for (const parentId of [foreign, '00000000-0000-4000-8000-000000000000']) {
      const refused = await move(city, { parentId });
      expect(refused.status).toBe(400);
      expect(messages(refused)).toEqual(['Link documents of this world only']);
    }
    expect(parentOf(await tree(owner.token), city)).toBeNull();
  });

  it('refuses a stale version and bad input', async () => {
    const city = await create('Stale Town');
    expect((await move(city, { parentId: null, version: 7 })).status).toBe(409);
    expect((await move(city, { parentId: 42 })).status).toBe(400);
    expect((await move(city, {})).status).toBe(400);
    expect((await move(city, { parentId: null, extra: 1 })).status).toBe(400);
  });

  it('lifts the children of a deleted parent to the top level', async () => {
    const region = await create('Sunken Vale');
    const city = await create('Drowned City');
    await move(city, { parentId: region });
    const deleted = await server.api('DELETE', `/api/Setting/${worldId}/Documents/${region}`, {
      token: owner.token,
    });
    expect(deleted.status).toBe(204);
    expect(parentOf(await tree(owner.token), city)).toBeNull();
  });

  it('shows a reader of a public world only public documents, a hidden parent as none', async () => {
    const region = await create('Secret Province', worldId, 'members');
    const city = await create('Open City', worldId, 'public');
    await move(city, { parentId: region });
    // Published as publishFixtureWorld does, with members-only as the default.
    await server.ctx.db
      .updateTable('worlds')
      .set({ is_public: 1, default_visibility: 'members' })
      .where('id', '=', worldId)
      .execute();
    for (const token of [undefined, stranger.token]) {
      const answer = await tree(token);
      expect(answer.status).toBe(200);
      const names = answer.body.items.map((item: { name: string }) => item.name);
      expect(names).toEqual(['Open City']);
      expect(parentOf(answer, city)).toBeNull();
    }
    expect(parentOf(await tree(owner.token), city)).toBe(region);
  });
});
