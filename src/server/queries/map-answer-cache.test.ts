import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { MemoryMailer } from '../../../tests/kits/server/memory-mailer';
import {
  createTestServer,
  ManualClock,
  testDatabaseUrl,
  type TestServer,
} from '../../../tests/kits/server/test-server';
import { newImageWorld, signUpTeam, type ImageTeam } from '../../../tests/kits/server/image-world';
import { mapAnswerTables, mapNameTables } from './map-answer-cache';
import * as places from './map-places';
import { loadMapJson } from './maps';

/**
 * The map answer cache is never stale: after each kind of write that can
 * change a map's answer, GET …/Maps/:mapId answers what a fresh read of the
 * database gives, for a caller with `maps.secrets` and one without, and its
 * ETag moves with it. Runs on PostgreSQL too with TEST_DATABASE_URL, where a
 * second instance on the same database sees the first one's writes.
 */
let server: TestServer;
let team: ImageTeam;
const clock = new ManualClock(Date.UTC(2026, 10, 28, 5, 0, 0));

beforeAll(async () => {
  server = await createTestServer({ clock });
  team = await signUpTeam(server, 'mapcache');
});
afterAll(() => server.close());

const pin = (x: number, y: number) => ({ kind: 'pin', point: [x, y] });
const date = (year: number) => ({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0 });

async function cacheWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await server.api(method, `${world.url}${url}`, {
      token: team.writer.token,
      ...(body !== undefined ? { body } : {}),
    });
    if (response.status >= 300) throw new Error(`${url}: ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const map = await call('POST', '/Maps', { name: 'Aerth' });
  await server.ctx.db
    .updateTable('maps')
    .set({ status: 'ready', file_key: crypto.randomUUID(), width: 1000, height: 800, max_zoom: 2 })
    .where('id', '=', map.id)
    .execute();
  const mapUrl = `/Maps/${map.id}`;
  /** GET as the caller does, and the same answer read afresh past the cache. */
  const check = async (token: string, secrets: boolean) => {
    const answer = await server.api('GET', `${world.url}${mapUrl}`, { token });
    expect(answer.status).toBe(200);
    const fresh = JSON.parse(await loadMapJson(server.ctx, world.id, map.id, secrets));
    expect(answer.body).toEqual(fresh);
    return { body: answer.body, etag: answer.headers['etag'] as string };
  };
  /** Both roles, each asked twice (the second from the cache); the writer's answer. */
  const both = async () => {
    await check(team.viewer.token, false);
    const viewer = await check(team.viewer.token, false);
    await check(team.writer.token, true);
    const writer = await check(team.writer.token, true);
    return { viewer, writer };
  };
  /** An instant event on the world's first timeline row, and a rename of it. */
  const addEvent = async (name: string) => {
    const [row] = await call('GET', '/TimelineRows');
    const fields = { kind: 'instant', start: date(1), rowId: row.id };
    const event = await call('POST', '/Events', { name, ...fields });
    const renameEvent = (newName: string) =>
      call('PUT', `/Events/${event.id}`, { name: newName, ...fields, version: event.version });
    return { event, renameEvent };
  };
  return { world, call, map, mapUrl, check, both, addEvent };
}

describe('map answer cache', () => {
  it('answers 304 to a matching If-None-Match and 200 once anything changed', async () => {
    const w = await cacheWorld('cache-etag');
    const first = await w.both();
    const again = await server.api('GET', `${w.world.url}${w.mapUrl}`, {
      token: team.viewer.token,
      headers: { 'if-none-match': first.viewer.etag },
    });
    expect(again.status).toBe(304);
    await w.call('PUT', w.mapUrl, { name: 'Earth', version: w.map.version });
    const changed = await server.api('GET', `${w.world.url}${w.mapUrl}`, {
      token: team.viewer.token,
      headers: { 'if-none-match': first.viewer.etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.name).toBe('Earth');
  });

  it('follows every write to the map, its layers and its places', async () => {
    const w = await cacheWorld('cache-map-writes');
    await w.both();
    const saved = await w.call('PUT', w.mapUrl, { name: 'Earth', version: 1 });
    expect((await w.both()).viewer.body.name).toBe('Earth');

    const secret = await w.call('POST', `${w.mapUrl}/Layers`, { name: 'Plots', secret: true });
    const open = await w.call('POST', `${w.mapUrl}/Layers`, { name: 'Roads' });
    let seen = await w.both();
    expect(seen.viewer.body.layers.map((l: { name: string }) => l.name)).toEqual(['Roads']);
    expect(seen.writer.body.layers).toHaveLength(2);

    const hidden = await w.call('POST', `${w.mapUrl}/Features`, {
      geometry: pin(1, 1),
      name: 'Lair',
      layerId: secret.id,
    });
    const shown = await w.call('POST', `${w.mapUrl}/Features`, {
      geometry: pin(2, 2),
      name: 'Inn',
      layerId: open.id,
    });
    seen = await w.both();
    expect(seen.viewer.body.features.map((f: { name: string }) => f.name)).toEqual(['Inn']);
    expect(seen.writer.body.features).toHaveLength(2);

    await w.call('PUT', `${w.mapUrl}/Features/${shown.id}`, {
      geometry: pin(3, 3),
      name: 'Prancing Pony',
      version: shown.version,
    });
    seen = await w.both();
    expect(seen.viewer.body.features[0]).toMatchObject({ name: 'Prancing Pony', layerId: null });

    // A secret layer made open shows its places to the viewer.
    await w.call('PUT', `${w.mapUrl}/Layers/${secret.id}`, {
      name: 'Plots',
      secret: false,
      version: secret.version,
    });
    seen = await w.both();
    expect(seen.viewer.body.features.map((f: { id: string }) => f.id).sort()).toEqual(
      [hidden.id, shown.id].sort(),
    );
    await w.call('DELETE', `${w.mapUrl}/Layers/${secret.id}?deleteFeatures=true`);
    seen = await w.both();
    expect(seen.viewer.body.features.map((f: { id: string }) => f.id)).toEqual([shown.id]);
    await w.call('DELETE', `${w.mapUrl}/Features/${shown.id}`);
    expect((await w.both()).viewer.body.features).toEqual([]);

    // A child map appears among the children, and a rename of it too.
    const child = await w.call('POST', '/Maps', { name: 'Shire', parentMapId: w.map.id });
    expect((await w.both()).viewer.body.children).toMatchObject([{ name: 'Shire' }]);
    await w.call('PUT', `/Maps/${child.id}`, {
      name: 'The Shire',
      parentMapId: w.map.id,
      version: child.version,
    });
    expect((await w.both()).viewer.body.children).toMatchObject([{ name: 'The Shire' }]);
    expect(saved.version).toBe(2);
  });

  it('keeps the places through writes elsewhere, not through a cascade into them', async () => {
    const w = await cacheWorld('cache-places');
    const child = await w.call('POST', '/Maps', { name: 'Shire', parentMapId: w.map.id });
    const gate = await w.call('POST', `${w.mapUrl}/Features`, {
      geometry: pin(5, 5),
      name: 'Gate',
      childMapId: child.id,
    });
    const first = await w.both();
    const builds = vi.spyOn(places, 'loadMapPlaces');
    try {
      // Another map, and this map's own name: the head is read again, the places are kept.
      await w.call('POST', '/Maps', { name: 'Moon' });
      let seen = await w.both();
      expect(builds).not.toHaveBeenCalled();
      expect(seen.viewer.etag).toBe(first.viewer.etag);
      await w.call('PUT', w.mapUrl, { name: 'Earth', version: w.map.version });
      seen = await w.both();
      expect(builds).not.toHaveBeenCalled();
      expect(seen.viewer.body.name).toBe('Earth');
      expect(seen.viewer.etag).not.toBe(first.viewer.etag);

      // The child map's deletion unlinks the pin by the foreign key alone.
      await w.call('DELETE', `/Maps/${child.id}`);
      seen = await w.both();
      expect(builds).toHaveBeenCalledTimes(2);
      expect(seen.viewer.body.features).toMatchObject([{ id: gate.id, childMapId: null }]);
    } finally {
      builds.mockRestore();
    }
  });

  it('reads again only the places whose stamp moved, and settles a deleted one by a full read', async () => {
    const w = await cacheWorld('cache-fragments');
    const layer = await w.call('POST', `${w.mapUrl}/Layers`, { name: 'Roads' });
    const made = [];
    for (const [index, name] of ['Inn', 'Mill', 'Ford'].entries())
      made.push(
        await w.call('POST', `${w.mapUrl}/Features`, { geometry: pin(index, index), name }),
      );
    const [inn, mill, ford] = made;
    const load = (previous?: Parameters<typeof places.loadMapPlaces>[4]) =>
      places.loadMapPlaces(server.ctx, w.world.id, w.map.id, false, previous);
    const first = await load();

    await w.call('PUT', `${w.mapUrl}/Features/${mill.id}`, {
      geometry: pin(9, 9),
      name: 'Watermill',
      layerId: layer.id,
      version: mill.version,
    });
    const kept = await load(first.fragments);
    expect(kept).toEqual(await load());
    expect(kept.fragments.get(inn.id)).toBe(first.fragments.get(inn.id));
    expect(kept.fragments.get(ford.id)).toBe(first.fragments.get(ford.id));
    expect(kept.fragments.get(mill.id)?.json).toContain('Watermill');

    // The layer's deletion moves its places by the writer; a place deleted behind the stamps' back
    // (here by hand) leaves the earlier fragments unusable for it alone.
    await w.call('DELETE', `${w.mapUrl}/Layers/${layer.id}?deleteFeatures=false`);
    await server.ctx.db.deleteFrom('map_features').where('id', '=', ford.id).execute();
    const after = await load(kept.fragments);
    expect(after).toEqual(await load());
    // Made at one instant of the test's clock: in the order of their random ids.
    expect([...after.ids].sort()).toEqual([inn.id, mill.id].sort());
  });

  it('follows renames, type changes and deletions of linked documents and events', async () => {
    const w = await cacheWorld('cache-links');
    const documentId = await w.world.addDocument('Rivendell');
    const { event, renameEvent } = await w.addEvent('Council');
    const linked = await w.call('POST', `${w.mapUrl}/Features`, {
      geometry: pin(1, 1),
      documentId,
    });
    const placed = await w.call('POST', `${w.mapUrl}/Features`, {
      geometry: pin(2, 2),
      name: 'Hall',
      eventId: event.id,
    });
    /** The viewer's answer to a place (the test clock stands still, so their order is by id). */
    const placeOf = (seen: Awaited<ReturnType<typeof w.both>>, id: string) =>
      seen.viewer.body.features.find((feature: { id: string }) => feature.id === id);
    let seen = await w.both();
    expect(placeOf(seen, linked.id).document).toMatchObject({ name: 'Rivendell' });

    await w.call('PUT', `/Documents/${documentId}`, {
      name: 'Imladris',
      type: 'location',
      version: 1,
    });
    seen = await w.both();
    expect(placeOf(seen, linked.id).document).toMatchObject({
      name: 'Imladris',
      type: 'location',
    });

    await renameEvent('Council of Elrond');
    seen = await w.both();
    expect(placeOf(seen, placed.id).event).toEqual({
      id: event.id,
      name: 'Council of Elrond',
    });

    await w.call('DELETE', `/Documents/${documentId}`);
    await w.call('DELETE', `/Events/${event.id}`);
    seen = await w.both();
    expect(placeOf(seen, linked.id)).toMatchObject({ documentId: null, document: null });
    expect(placeOf(seen, placed.id)).toMatchObject({ eventId: null, event: null });
  });

  it('keeps the answer through edits of text and of unlinked documents, not through renames', async () => {
    const w = await cacheWorld('cache-names');
    const linkedId = await w.world.addDocument('Rivendell');
    const otherId = await w.world.addDocument('Mordor');
    const secretId = await w.world.addDocument('Lair');
    const { event, renameEvent } = await w.addEvent('Council');
    const plots = await w.call('POST', `${w.mapUrl}/Layers`, { name: 'Plots', secret: true });
    await w.call('POST', `${w.mapUrl}/Features`, { geometry: pin(1, 1), documentId: linkedId });
    await w.call('POST', `${w.mapUrl}/Features`, {
      geometry: pin(2, 2),
      name: 'Hall',
      eventId: event.id,
    });
    await w.call('POST', `${w.mapUrl}/Features`, {
      geometry: pin(3, 3),
      documentId: secretId,
      layerId: plots.id,
    });
    const versions = { [linkedId]: 1, [otherId]: 1, [secretId]: 1 };
    const save = async (id: string, fields: { name: string; type: string; text?: string }) => {
      const { text, ...rest } = fields;
      const saved = await w.call('PUT', `/Documents/${id}`, {
        ...rest,
        ...(text !== undefined
          ? {
              contents: {
                v: 1,
                doc: {
                  type: 'doc',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
                },
              },
            }
          : {}),
        version: versions[id],
      });
      versions[id] = saved.version;
    };
    const builds = vi.spyOn(places, 'loadMapPlaces');
    try {
      const first = await w.both();
      const nameVersion = server.database.tableVersions.versionOf(mapNameTables);
      builds.mockClear();

      // Text of the linked document, and anything of an unlinked one: no rebuild, same ETags.
      await save(linkedId, { name: 'Rivendell', type: 'character', text: 'The Last Homely House' });
      await save(otherId, { name: 'Mordor', type: 'location', text: 'Where the shadows lie' });
      expect(server.database.tableVersions.versionOf(mapNameTables)).not.toBe(nameVersion);
      let seen = await w.both();
      expect(builds).not.toHaveBeenCalled();
      expect(seen.viewer.etag).toBe(first.viewer.etag);
      expect(seen.writer.etag).toBe(first.writer.etag);

      // A document linked from a secret layer only: the viewer's answer stays, the writer's moves.
      await save(secretId, { name: 'Dark Lair', type: 'character' });
      seen = await w.both();
      expect(seen.viewer.etag).toBe(first.viewer.etag);
      expect(seen.writer.etag).not.toBe(first.writer.etag);

      // A rename, a type change, an event's rename: rebuilt, with new ETags.
      let previous = seen;
      const changes: [string, () => Promise<unknown>][] = [
        ['renamed', () => save(linkedId, { name: 'Imladris', type: 'character' })],
        ['retyped', () => save(linkedId, { name: 'Imladris', type: 'location' })],
        ['event renamed', () => renameEvent('Council of Elrond')],
      ];
      for (const [label, change] of changes) {
        builds.mockClear();
        await change();
        seen = await w.both();
        expect(builds, label).toHaveBeenCalledTimes(2);
        expect(seen.viewer.etag, label).not.toBe(previous.viewer.etag);
        expect(seen.writer.etag, label).not.toBe(previous.writer.etag);
        previous = seen;
      }
      const names = seen.viewer.body.features.map(
        (f: { document: { name: string; type: string } | null; event: { name: string } | null }) =>
          f.document ?? f.event,
      );
      expect(names).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'Imladris', type: 'location' }),
          { id: event.id, name: 'Council of Elrond' },
        ]),
      );
    } finally {
      builds.mockRestore();
    }
  });

  it("follows a rename of the map's editor, the next URL expiry step and a world's deletion", async () => {
    const w = await cacheWorld('cache-world');
    await w.both();
    await server.ctx.db
      .updateTable('users')
      .set({ user_name: 'mapcache-scribe' })
      .where('id', '=', team.writer.id)
      .execute();
    expect((await w.both()).viewer.body.createdBy).toMatchObject({ userName: 'mapcache-scribe' });
    await server.ctx.db
      .updateTable('users')
      .set({ user_name: team.writer.userName })
      .where('id', '=', team.writer.id)
      .execute();

    const before = (await w.both()).viewer.body.picture.tileUrl;
    clock.advance(31 * 60 * 1000);
    const after = (await w.both()).viewer.body.picture.tileUrl;
    expect(after).not.toBe(before);

    // Another connection's write (a script beside the server) is seen through data_version.
    if (server.database.sqliteFile) {
      const Sqlite = (await import('better-sqlite3')).default;
      const other = new Sqlite(server.database.sqliteFile);
      other.prepare('UPDATE maps SET name = ? WHERE id = ?').run('Arda', w.map.id);
      other.close();
      await new Promise((resolve) => setImmediate(resolve));
      expect((await w.both()).viewer.body.name).toBe('Arda');
    }

    const deleted = await server.api('DELETE', w.world.url, {
      token: team.owner.token,
      body: { name: 'cache-world' },
    });
    expect(deleted.status).toBe(204);
    const gone = await server.api('GET', `${w.world.url}${w.mapUrl}`, {
      token: team.viewer.token,
    });
    expect([403, 404]).toContain(gone.status);
    await expect(loadMapJson(server.ctx, w.world.id, w.map.id, false)).rejects.toThrow();
  });
});

const reason = 'needs PostgreSQL (TEST_DATABASE_URL): instances share one database';

describe.skipIf(!testDatabaseUrl)(`two instances on one PostgreSQL (${reason})`, () => {
  let other: { built: BuiltApp; database: Database };

  beforeAll(async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      server.ctx.db,
    );
    const database = await openDatabase({
      dataDir: server.dataDir,
      databaseUrl: testDatabaseUrl,
      postgresSchema: rows[0]!.schema,
    });
    const built = await buildApp({
      config: server.ctx.config,
      database,
      mailer: new MemoryMailer(),
      clock,
    });
    await built.app.ready();
    other = { built, database };
  });
  afterAll(async () => {
    await other.built.app.close();
    await other.database.destroy();
  });

  it("drops the other instance's answers once a write here is committed", async () => {
    const w = await cacheWorld('cache-instances');
    const documentId = await w.world.addDocument('Bree');
    await w.call('POST', `${w.mapUrl}/Features`, { geometry: pin(1, 1), documentId });
    const getThere = async () => {
      const answer = await other.built.app.inject({
        method: 'GET',
        url: `${w.world.url}${w.mapUrl}`,
        headers: { authorization: `Bearer ${team.viewer.token}` },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };
    // Listening there (not blind, so its cache files answers): changes come by notice only.
    const versions = other.database.tableVersions;
    await vi.waitFor(() => {
      const version = versions.versionOf(mapAnswerTables);
      expect(versions.versionOf(mapAnswerTables)).toBe(version);
    });
    // Filed in the other instance's cache, then changed here, table by table.
    expect((await getThere()).features[0].document.name).toBe('Bree');
    await getThere();
    await w.call('PUT', `/Documents/${documentId}`, {
      name: 'Bree-land',
      type: 'note',
      version: 1,
    });
    await vi.waitFor(async () =>
      expect((await getThere()).features[0].document.name).toBe('Bree-land'),
    );
    const layer = await w.call('POST', `${w.mapUrl}/Layers`, { name: 'Plots', secret: true });
    await w.call('POST', `${w.mapUrl}/Features`, {
      geometry: pin(2, 2),
      name: 'Hidden',
      layerId: layer.id,
    });
    await w.call('PUT', `${w.mapUrl}/Layers/${layer.id}`, {
      name: 'Plots',
      secret: false,
      version: layer.version,
    });
    await vi.waitFor(async () => expect((await getThere()).features).toHaveLength(2));
    await w.call('PUT', w.mapUrl, { name: 'Eriador', version: w.map.version });
    await vi.waitFor(async () => expect((await getThere()).name).toBe('Eriador'));
  });
});
