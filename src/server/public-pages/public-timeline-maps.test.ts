import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../tests/kits/server/test-server';
import {
  fixtureDate,
  makeWorldFixture,
  publishFixtureWorld,
} from '../../../tests/kits/server/world-fixture';
import { addMarkedItems, type MarkedWorld } from '../../../tests/kits/server/marked-items';
import { eventCreator } from '../commands/timeline/event-writer';
import { rowCreator } from '../commands/timeline/row-writer';
import { loadCalendar } from '../model/stored-calendar';
import { eventDate } from './timeline-html';
import { listedEventLimit } from './public-timeline-data';

const indexHtml =
  '<!doctype html><html><head><title>Loreweave</title></head><body><div id="root"></div></body></html>';

let server: TestServer;
let clientDir: string;
let owner: TestUser;
let world: MarkedWorld;
let page: string;
let linkedEvent: { id: string; version: number };
let startText: string;
let endText: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  server = await createTestServer({ clientDir });
  owner = await server.signUp();
  const fixture = await makeWorldFixture(server, owner, []);
  await publishFixtureWorld(server, fixture.worldId, 'members');
  world = await addMarkedItems(server, owner, fixture);
  const actor = { id: owner.id, userName: owner.userName, sessionId: '' };
  const end = { ...fixtureDate, year: fixtureDate.year + 2 };
  // A lasting event on the public row, linking the public document.
  const made = await eventCreator(server.ctx, actor, fixture.worldId, {
    name: 'Siege <of> Saltmere',
    kind: 'lasting',
    start: fixtureDate,
    end,
    rowId: world.public.rowId,
    documentIds: [world.public.documentId, world.membersOnly.documentId],
    description: `Walls fell & ${world.markers.public}`,
  });
  linkedEvent = { id: made.id, version: made.version };
  const { calendar } = await loadCalendar(server.ctx.db, fixture.worldId);
  startText = eventDate(calendar, fixtureDate);
  endText = eventDate(calendar, end);
  page = `/${owner.userName}/${fixture.urlName}`;
}, 120_000);

afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

const noMarkers = (body: string) => {
  expect(body).not.toContain(world.markers.membersOnly);
  expect(body).not.toContain(world.markers.secret);
};

describe('the server-rendered timeline page', () => {
  it("holds the public rows' events with their dates, descriptions and public links", async () => {
    const response = await get(`${page}/timeline`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<h2>Row ${world.markers.public}</h2>`);
    expect(html).toContain(`<h3>Event ${world.markers.public}</h3>`);
    expect(html).toContain('<h3>Siege &lt;of&gt; Saltmere</h3>');
    expect(html).toContain(
      `<p><time>${startText}</time> – ${endText}</p><p>Walls fell &amp; ${world.markers.public}</p>`,
    );
    expect(html).toContain(
      `Documents: <a href="${page}/documents/${world.public.documentId}">Doc ${world.markers.public}</a>`,
    );
    expect(html).not.toContain(world.membersOnly.documentId);
    expect(html).toContain('<title>Timeline · ');
    noMarkers(html);
    const ru = await get(`${page}/timeline`, { 'accept-language': 'ru' });
    expect(ru.body).toContain('<title>Хронология · ');
    expect(ru.body).toContain(`Документы: <a href="${page}/documents/`);
  });

  it('shows an event change at once, though the page is cached', async () => {
    expect((await get(`${page}/timeline`)).body).toContain('Siege &lt;of&gt; Saltmere');
    const changed = await server.api(
      'PUT',
      `/api/Setting/${world.fixture.worldId}/Events/${linkedEvent.id}`,
      {
        token: owner.token,
        body: {
          name: 'Siege lifted',
          kind: 'instant',
          start: fixtureDate,
          rowId: world.public.rowId,
          documentIds: [],
          description: '',
          version: linkedEvent.version,
        },
      },
    );
    expect(changed.status).toBe(200);
    const after = (await get(`${page}/timeline`)).body;
    expect(after).toContain('<h3>Siege lifted</h3>');
    expect(after).not.toContain('Saltmere');
  });

  it('lists the earliest events of a large timeline and says the app holds the rest', async () => {
    const actor = { id: owner.id, userName: owner.userName, sessionId: '' };
    const row = await rowCreator(server.ctx, actor, world.fixture.worldId, { name: 'Crowded' });
    await server.ctx.db
      .updateTable('timeline_rows')
      .set({ visibility: 'public' })
      .where('id', '=', row.id)
      .execute();
    const before = (await get(`${page}/timeline`)).body;
    expect(before).not.toContain('More events are on the timeline in the app.');
    const shown = (before.match(/<li><h3>/g) ?? []).length;
    const names = Array.from({ length: listedEventLimit - shown + 1 }, (_, i) => `Tick ${i}`);
    // Written a few at once: one by one they take long on PostgreSQL.
    for (let from = 0; from < names.length; from += 25)
      await Promise.all(
        names.slice(from, from + 25).map((name) =>
          eventCreator(server.ctx, actor, world.fixture.worldId, {
            name,
            kind: 'instant',
            start: { ...fixtureDate, year: fixtureDate.year + 10 },
            end: null,
            rowId: row.id,
            documentIds: [],
            description: '',
          }),
        ),
      );
    const html = (await get(`${page}/timeline`)).body;
    expect((html.match(/<li><h3>/g) ?? []).length).toBe(listedEventLimit);
    expect(html).toContain('More events are on the timeline in the app.');
    await server.ctx.db.deleteFrom('events').where('row_id', '=', row.id).execute();
  }, 120_000);
});

describe('the server-rendered maps pages', () => {
  it("list the public maps' names and descriptions, linking their pages", async () => {
    const response = await get(`${page}/maps`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h2><a href="${page}/maps/${world.fixture.mapId}">`);
    expect(response.body).toContain(`<p>${world.markers.public}</p>`);
    noMarkers(response.body);
    const ru = await get(`${page}/maps`, { 'accept-language': 'ru' });
    expect(ru.body).toContain('<title>Карты · ');
  });

  it('give a public map its page: its public places, their public documents, its thumbnail', async () => {
    const response = await get(`${page}/maps/${world.fixture.mapId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // The fixture's pin links the fixture document, members-only here: its name stays out.
    expect(html).toContain('<h2>Places</h2>');
    expect(html).toContain(`<li><strong>Pin ${world.markers.public}</strong> (Pin)</li>`);
    expect(html).not.toContain(world.fixture.documentId);
    expect(html).not.toContain(world.membersOnly.documentId);
    const image = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
    expect(image).toMatch(new RegExp(`/og${page}/maps/${world.fixture.mapId}$`));
    expect(html).toContain(`<img src="${new URL(image!).pathname}" alt="`);
    const thumb = await get(new URL(image!).pathname);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    noMarkers(html);
    const ru = await get(`${page}/maps/${world.fixture.mapId}`, { 'accept-language': 'ru' });
    expect(ru.body).toContain('<h2>Места</h2>');
    expect(ru.body).toContain('(Метка)');
  });

  it('follow a change of a place, a layer or a map at once, though the pages are cached', async () => {
    const url = `${page}/maps/${world.fixture.mapId}`;
    expect((await get(url)).body).toContain(`Pin ${world.markers.public}`);
    const rename = (table: 'map_features' | 'maps', from: string, to: string) =>
      server.ctx.db.updateTable(table).set({ name: to }).where('name', '=', from).execute();
    await rename('map_features', `Pin ${world.markers.public}`, 'Renamed pin');
    expect((await get(url)).body).toContain('<strong>Renamed pin</strong>');
    await server.ctx.db
      .updateTable('map_layers')
      .set({ visibility: 'members' })
      .where('id', '=', world.fixture.mapLayerId)
      .execute();
    expect((await get(url)).body).not.toContain('Renamed pin');
    await server.ctx.db
      .updateTable('map_layers')
      .set({ visibility: 'public' })
      .where('id', '=', world.fixture.mapLayerId)
      .execute();
    await rename('map_features', 'Renamed pin', `Pin ${world.markers.public}`);
    const mapName = (await get(url)).body.match(/<h1>([^<]*)<\/h1>/)?.[1] ?? '';
    await server.ctx.db
      .updateTable('maps')
      .set({ name: 'Renamed map' })
      .where('id', '=', world.fixture.mapId)
      .execute();
    expect((await get(`${page}/maps`)).body).toContain('>Renamed map</a>');
    await server.ctx.db
      .updateTable('maps')
      .set({ name: mapName })
      .where('id', '=', world.fixture.mapId)
      .execute();
  });

  it('answer a members-only or unknown map exactly like an unknown page', async () => {
    const plain = await get('/some/unknown/page/deep');
    for (const url of [
      `${page}/maps/${world.membersOnly.mapId}`,
      `${page}/maps/${crypto.randomUUID()}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
      expect(response.headers['etag'], url).toBe(plain.headers['etag']);
    }
    for (const url of [
      `/og${page}/maps/${world.membersOnly.mapId}`,
      `/og${page}/maps/${crypto.randomUUID()}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      noMarkers(response.body);
    }
  });

  it('name the timeline, maps page and public maps in the sitemap, never a members-only map', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`${page}/timeline</loc>`);
    expect(sitemap).toContain(`${page}/maps</loc>`);
    expect(sitemap).toContain(`${page}/maps/${world.fixture.mapId}</loc>`);
    expect(sitemap).not.toContain(world.membersOnly.mapId);
  });
});
