import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';

let server: TestServer;
let owner: TestUser;
let worldId: string;

const contents = (words: string) => ({
  v: 1,
  doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }] },
});

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('seeker');
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: 'deep', name: 'Deep' },
  });
  worldId = world.body.id;
  const add = (name: string, words: string, tags: string[] = []) =>
    server.api('POST', `/api/Setting/${worldId}/Documents`, {
      token: owner.token,
      body: { name, type: 'lore', tags, contents: contents(words) },
    });
  await add('The Drowned Bell', 'A bell rings beneath the harbour when storms come.');
  await add('Harbour Master', 'Keeps the ledger of ships. Hears the bell at night.', ['Saltmere']);
  await add('Ёлка', 'Зимнее дерево у маяка.');
});
afterAll(() => server.close());

const search = (query: string) =>
  server.api('GET', `/api/Setting/${worldId}/Search?query=${encodeURIComponent(query)}`, {
    token: owner.token,
  });

describe('GET api/Setting/{id}/Search', () => {
  it('ranks title matches first and marks the matched words', async () => {
    const response = await search('bell');
    expect(response.status).toBe(200);
    expect(response.body.items.map((hit: { title: string }) => hit.title)).toEqual([
      'The Drowned Bell',
      'Harbour Master',
    ]);
    expect(response.body.items[0].titleMarked).toBe('The Drowned \u0002Bell\u0003');
    expect(response.body.items[1].snippet).toContain('\u0002bell\u0003');
  });

  it('matches the last word as a prefix while the user types, and needs every word', async () => {
    expect((await search('harb')).body.items).toHaveLength(2);
    expect(
      (await search('ledger harb')).body.items.map((hit: { title: string }) => hit.title),
    ).toEqual(['Harbour Master']);
    expect((await search('saltmere')).body.items).toHaveLength(1);
  });

  it('finds Cyrillic words and shrugs off query syntax', async () => {
    expect((await search('маяк')).body.items.map((hit: { title: string }) => hit.title)).toEqual([
      'Ёлка',
    ]);
    expect((await search('"bell* OR (NEAR')).status).toBe(200);
    expect((await search('   ')).body.items).toEqual([]);
  });

  it('forgets deleted documents and stays inside the world', async () => {
    const other = await server.api('POST', '/api/Setting', {
      token: owner.token,
      body: { urlName: 'other', name: 'Other' },
    });
    const elsewhere = await server.api('GET', `/api/Setting/${other.body.id}/Search?query=bell`, {
      token: owner.token,
    });
    expect(elsewhere.body.items).toEqual([]);
    const [first] = (await search('drowned')).body.items;
    await server.api('DELETE', `/api/Setting/${worldId}/Documents/${first.id}`, {
      token: owner.token,
    });
    expect((await search('drowned')).body.items).toEqual([]);
  });

  it('forgets a deleted world entirely', async () => {
    const doomed = await server.api('POST', '/api/Setting', {
      token: owner.token,
      body: { urlName: 'doomed', name: 'Doomed' },
    });
    await server.api('POST', `/api/Setting/${doomed.body.id}/Documents`, {
      token: owner.token,
      body: { name: 'Wreck', type: 'lore', contents: contents('timbers') },
    });
    await server.api('DELETE', `/api/Setting/${doomed.body.id}`, {
      token: owner.token,
      body: { name: 'Doomed' },
    });
    const worldId = doomed.body.id as string;
    const left =
      server.ctx.dialect === 'postgres'
        ? await sql<{
            n: number;
          }>`SELECT count(*) AS n FROM search_index WHERE world_id = ${worldId}`.execute(
            server.ctx.db,
          )
        : await sql<{ n: number }>`SELECT
            (SELECT count(*) FROM search_refs WHERE world_id = ${worldId})
            + (SELECT count(*) FROM sqlite_schema WHERE name LIKE ${`search_index_w${worldId.replace(/-/g, '')}%`})
            AS n`.execute(server.ctx.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});
