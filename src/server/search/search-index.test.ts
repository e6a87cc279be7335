import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestServer, type TestServer } from '../../../tests/kits/server/test-server';
import {
  indexEntry,
  indexNewEntries,
  removeEntries,
  removeEntry,
  removeWorld,
  type SearchEntry,
} from './search-index';
import { rankWindow } from './sqlite-search-query';

let server: TestServer;
let worldId: string;
let otherWorldId: string;

const entry = (index: number, title: string, body: string, world = worldId): SearchEntry => ({
  worldId: world,
  kind: 'document',
  refId: `ref-${world.slice(0, 8)}-${index}`,
  title,
  body,
});
const search = (query: string, limit = 20) => server.ctx.search.search(worldId, query, limit);

beforeAll(async () => {
  server = await createTestServer();
  const owner = await server.signUp('indexer');
  const create = async (urlName: string) =>
    (
      await server.api('POST', '/api/Setting', {
        token: owner.token,
        body: { urlName, name: urlName },
      })
    ).body.id as string;
  worldId = await create('big');
  otherWorldId = await create('small');
  // More matches than either engine ranks, the only title match the oldest of them.
  // PostgreSQL ranks proximity among the first matches it finds, SQLite among all phrase hits.
  const entries = [
    entry(0, 'Common ground', 'a field'),
    entry(1, 'The bell tower', 'silver river flows past the bell'),
  ];
  for (let index = 2; index < rankWindow + 200; index++)
    entries.push(entry(index, `Entry ${index}`, `common words, the river and the silver ${index}`));
  await indexNewEntries(server.ctx.db, entries);
  await indexNewEntries(server.ctx.db, [entry(0, 'Common elsewhere', 'common', otherWorldId)]);
});
afterAll(() => server.close());

describe('search over many entries', () => {
  it('puts a title match first however many entries match, and fills the page with the newest', async () => {
    const hits = await search('common');
    expect(hits).toHaveLength(20);
    expect(hits[0]?.title).toBe('Common ground');
    expect(hits[0]?.titleMarked).toBe('\u0002Common\u0003 ground');
    expect(
      hits
        .slice(1)
        .every(
          (hit) => /^Entry \d+$/.test(hit.title) && hit.snippet.includes('\u0002common\u0003'),
        ),
    ).toBe(true);
    expect(hits.every((hit) => hit.title !== 'Common elsewhere')).toBe(true);
  });

  it('ranks the words side by side above the same words apart', async () => {
    const hits = await search('silver river');
    expect(hits[0]?.title).toBe('The bell tower');
  });

  it('replaces an entry when it is indexed again, and forgets it when removed', async () => {
    await indexEntry(server.ctx.db, entry(1, 'The bell tower', 'now about a lighthouse'));
    await indexEntry(server.ctx.db, entry(1, 'The bell tower', 'still about a lighthouse'));
    expect((await search('lighthouse')).map((hit) => hit.title)).toEqual(['The bell tower']);
    await removeEntry(server.ctx.db, 'document', entry(1, '', '').refId);
    expect(await search('lighthouse')).toEqual([]);
  });

  it('leaves hidden kinds out before the page is cut, and answers a secret place as a place', async () => {
    const place = (index: number, kind: 'map_place' | 'map_place_secret', title: string) => ({
      ...entry(index, title, 'beyond the silver river'),
      kind,
      refId: `place-${index}`,
    });
    // Newer than every other entry and a title match: they would fill the page.
    await indexNewEntries(
      server.ctx.db,
      Array.from({ length: 30 }, (_, index) =>
        place(index, 'map_place_secret', `Silver vault ${index}`),
      ),
    );
    await indexNewEntries(server.ctx.db, [place(30, 'map_place', 'Silver ford')]);
    const all = await search('silver', 20);
    expect(all).toHaveLength(20);
    expect(all.every((hit) => hit.kind === 'map_place')).toBe(true);
    const shown = await server.ctx.search.search(worldId, 'silver', 20, ['map_place_secret']);
    expect(shown).toHaveLength(20);
    expect(shown[0]).toMatchObject({ kind: 'map_place', title: 'Silver ford' });
    expect(shown.some((hit) => hit.title.startsWith('Silver vault'))).toBe(false);
    const vaults = await server.ctx.search.search(worldId, 'vault', 20, ['map_place_secret']);
    expect(vaults).toEqual([]);

    await removeEntries(
      server.ctx.db,
      ['map_place', 'map_place_secret'],
      Array.from({ length: 31 }, (_, index) => `place-${index}`),
    );
    expect(await search('vault')).toEqual([]);
    expect(await search('ford')).toEqual([]);
  });

  it("never answers with another world's entries, whatever the words", async () => {
    await indexNewEntries(server.ctx.db, [
      entry(1, 'Lantern of the other world', 'lantern lanterns', otherWorldId),
    ]);
    expect(await search('lantern')).toEqual([]);
    expect(await search('lan')).toEqual([]);
    expect(await search('the lantern')).toEqual([]);
    const there = await server.ctx.search.search(otherWorldId, 'lantern', 20);
    expect(there.map((hit) => hit.title)).toEqual(['Lantern of the other world']);
    expect(await server.ctx.search.search(otherWorldId, 'silver river', 20)).toEqual([]);
  });

  it('forgets a whole world and nothing of the others', async () => {
    await removeWorld(server.ctx.db, worldId);
    await sql`DELETE FROM worlds WHERE id = ${worldId}`.execute(server.ctx.db);
    const left =
      server.ctx.dialect === 'postgres'
        ? await sql<{ n: number }>`SELECT count(*) AS n FROM search_index`.execute(server.ctx.db)
        : await sql<{ n: number }>`SELECT count(*) AS n FROM search_refs`.execute(server.ctx.db);
    expect(Number(left.rows[0]?.n)).toBe(2);
    expect(await server.ctx.search.search(otherWorldId, 'common', 20)).toHaveLength(1);
    expect(await search('common')).toEqual([]);
  });
});
