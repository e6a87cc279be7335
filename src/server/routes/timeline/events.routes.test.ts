import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventListResponse } from '../../../shared/schemas/timeline';
import {
  codes,
  createTestServer,
  messages,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';

let server: TestServer;
let owner: TestUser;
let writer: TestUser;
let artist: TestUser;
let worldId: string;
let mainRowId: string;

const emptyContents = { v: 1, doc: { type: 'doc', content: [] } };
const date = (year: number, month = 1, day = 1, hour = 0, minute = 0, second = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
});

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('ev-owner');
  writer = await server.signUp('ev-writer');
  artist = await server.signUp('ev-artist');
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName: 'chronicle', name: 'Chronicle' },
  });
  worldId = world.body.id;
  for (const [user, role] of [
    [writer, 'writer'],
    [artist, 'artist'],
  ] as const) {
    await server.api('POST', `/api/Setting/${worldId}/Members`, {
      token: owner.token,
      body: { userName: user.userName, role },
    });
  }
  const rows = await server.api('GET', `/api/Setting/${worldId}/TimelineRows`, {
    token: owner.token,
  });
  mainRowId = rows.body[0].id;
});
afterAll(() => server.close());

const events = (world = worldId) => `/api/Setting/${world}/Events`;

async function createDocument(name: string, world = worldId, token = owner.token): Promise<string> {
  const created = await server.api('POST', `/api/Setting/${world}/Documents`, {
    token,
    body: { name, type: 'note', contents: emptyContents },
  });
  return created.body.id;
}

function createEvent(
  body: Record<string, unknown>,
  options: { token?: string; lang?: 'en' | 'ru' } = {},
) {
  return server.api('POST', events(), {
    token: options.token ?? writer.token,
    lang: options.lang ?? 'en',
    body: { kind: 'instant', start: date(1200), rowId: mainRowId, ...body },
  });
}

describe('events', () => {
  it('creates instant and lasting events, lists them in date order with their documents, and feeds the activity', async () => {
    const port = await createDocument('Saltmere');
    const later = await createEvent({
      name: 'Founding of Saltmere',
      start: date(1201, 3, 4),
      documentIds: [port, port],
    });
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({
      name: 'Founding of Saltmere',
      kind: 'instant',
      start: date(1201, 3, 4),
      end: null,
      rowId: mainRowId,
      documentIds: [port],
      documents: [{ id: port, name: 'Saltmere', type: 'note' }],
      version: 1,
      description: '',
      createdBy: { userName: 'ev-writer' },
    });
    const earlier = await createEvent({
      name: 'The Long Winter',
      kind: 'lasting',
      start: date(1190, 11, 30, 23, 59, 59),
      end: date(1191, 2, 28),
      description: 'Ice on the harbour',
    });
    expect(earlier.status).toBe(200);
    const open = await createEvent({
      name: 'The Tidewarden watch',
      kind: 'lasting',
      start: date(1195),
    });
    expect(open.body.end).toBeNull();

    const list = await server.api('GET', events(), { token: artist.token });
    expect(list.status).toBe(200);
    // The list skips the zod serializer for speed; it must still match its schema.
    expect(eventListResponse.safeParse(list.body).success).toBe(true);
    expect(list.body.items.map((event: { name: string }) => event.name)).toEqual([
      'The Long Winter',
      'The Tidewarden watch',
      'Founding of Saltmere',
    ]);
    expect(list.body.total).toBe(3);
    expect(list.body.documents).toEqual([{ id: port, name: 'Saltmere', type: 'note' }]);
    expect(list.body.items[2]).toMatchObject({
      name: 'Founding of Saltmere',
      end: null,
      documentIds: [port],
    });
    expect(list.body.items[0]).toEqual({
      id: earlier.body.id,
      name: 'The Long Winter',
      kind: 'lasting',
      start: date(1190, 11, 30, 23, 59, 59),
      end: date(1191, 2, 28),
      rowId: mainRowId,
      documentIds: [],
      version: 1,
    });

    const byDocument = await server.api('GET', `${events()}?documentId=${port}`, {
      token: owner.token,
    });
    expect(byDocument.body.items.map((event: { id: string }) => event.id)).toEqual([later.body.id]);

    const feed = await server.api('GET', `/api/Setting/${worldId}/Feed`, { token: owner.token });
    expect(feed.body.items[0]).toMatchObject({
      type: 'create_new_event',
      details: { name: 'The Tidewarden watch' },
    });
  });

  it('answers SPEC §5 messages in the caller language', async () => {
    const short = await createEvent({ name: 'Ab' });
    expect(short.status).toBe(400);
    expect(messages(short)).toEqual(["Event's name should be more than 2 symbols."]);
    const shortRu = await createEvent({ name: 'Ab' }, { lang: 'ru' });
    expect(messages(shortRu)).toEqual(['Название события должно быть длиннее 2 символов.']);

    const backwards = await createEvent({
      name: 'Backwards',
      kind: 'lasting',
      start: date(1200, 5),
      end: date(1200, 4),
    });
    expect(messages(backwards)).toEqual(['The end date must be more than the start date']);
    const backwardsRu = await createEvent(
      { name: 'Backwards', kind: 'lasting', start: date(1200, 5), end: date(1200, 5) },
      { lang: 'ru' },
    );
    expect(messages(backwardsRu)).toEqual(['Дата окончания должна быть позже даты начала']);

    const hours = await createEvent({ name: 'Late night', start: date(1200, 1, 1, 24) });
    expect(messages(hours)).toEqual(['Maximum 23 hours']);
    const instantEnd = await createEvent({ name: 'A blink', end: date(1201) });
    expect(messages(instantEnd)).toEqual(['An instant event has no end date']);
  });

  it('checks dates against the world calendar, the row and the documents against the world', async () => {
    // The default calendar: February has 28 days, years run 0..3000.
    const february = await createEvent({ name: 'Leap day', start: date(1200, 2, 29) });
    expect(february.status).toBe(400);
    expect(codes(february)).toEqual(['400']);
    expect(messages(february)).toEqual(['This month has fewer days']);
    const februaryRu = await createEvent(
      { name: 'Leap day', start: date(1200, 2, 29) },
      { lang: 'ru' },
    );
    expect(messages(februaryRu)).toEqual(['В этом месяце меньше дней']);
    const thirteenth = await createEvent({
      name: 'Month thirteen',
      kind: 'lasting',
      start: date(1200),
      end: date(1200, 13),
    });
    expect(messages(thirteenth)).toEqual(['This calendar has no such month']);
    const far = await createEvent({ name: 'Far future', start: date(3001) });
    expect(messages(far)).toEqual(['The year is outside the calendar of this world']);

    const other = await server.api('POST', '/api/Setting', {
      token: owner.token,
      body: { urlName: 'elsewhere', name: 'Elsewhere' },
    });
    const otherRows = await server.api('GET', `/api/Setting/${other.body.id}/TimelineRows`, {
      token: owner.token,
    });
    const foreignRow = await createEvent({ name: 'Wrong row', rowId: otherRows.body[0].id });
    expect(messages(foreignRow)).toEqual(['Choose a row of this timeline']);
    const foreignDocument = await createDocument('Foreign', other.body.id);
    const linked = await createEvent(
      { name: 'Wrong link', documentIds: [foreignDocument] },
      { lang: 'ru' },
    );
    expect(messages(linked)).toEqual(['Связывать можно только документы этого мира']);
    const list = await server.api('GET', `/api/Setting/${other.body.id}/Events`, {
      token: owner.token,
    });
    expect(list.body.items).toEqual([]);
  });

  it('refuses a stale edit with 409 and records renames', async () => {
    const created = await createEvent({ name: 'First draft' });
    const url = `${events()}/${created.body.id}`;
    const body = {
      name: 'Second draft',
      kind: 'lasting',
      start: date(1300),
      end: date(1301),
      rowId: mainRowId,
      version: 1,
    };
    const first = await server.api('PUT', url, { token: owner.token, body });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      name: 'Second draft',
      kind: 'lasting',
      end: date(1301),
      version: 2,
      updatedBy: { userName: 'ev-owner' },
    });
    const stale = await server.api('PUT', url, {
      token: writer.token,
      body: { ...body, name: 'Third draft' },
    });
    expect(stale.status).toBe(409);
    expect(codes(stale)).toEqual(['4091']);
    const feed = await server.api('GET', `/api/Setting/${worldId}/Feed`, { token: owner.token });
    expect(feed.body.items[0]).toMatchObject({
      type: 'update_event',
      details: { name: 'Second draft', previousName: 'First draft' },
    });
    const detail = await server.api('GET', url, { token: artist.token });
    expect(detail.body.name).toBe('Second draft');
  });

  it('lets writers and owners edit, artists only read', async () => {
    const refused = await createEvent({ name: 'Artist event' }, { token: artist.token });
    expect(refused.status).toBe(403);
    expect(codes(refused)).toEqual(['4031']);
    const created = await createEvent({ name: 'Short-lived' });
    expect(
      (await server.api('DELETE', `${events()}/${created.body.id}`, { token: artist.token }))
        .status,
    ).toBe(403);
    expect(
      (await server.api('DELETE', `${events()}/${created.body.id}`, { token: owner.token })).status,
    ).toBe(204);
    expect(
      (await server.api('GET', `${events()}/${created.body.id}`, { token: owner.token })).status,
    ).toBe(404);
    const feed = await server.api('GET', `/api/Setting/${worldId}/Feed`, { token: owner.token });
    expect(feed.body.items[0]).toMatchObject({
      type: 'delete_event',
      details: { name: 'Short-lived' },
    });
  });

  it('is found by the top-bar search by name and description until deleted', async () => {
    const created = await createEvent({
      name: 'Moonfall night',
      description: 'The sky cracked over the archipelago',
    });
    const byName = await server.api('GET', `/api/Setting/${worldId}/Search?query=moonfall`, {
      token: artist.token,
    });
    expect(byName.body.items).toContainEqual(
      expect.objectContaining({ kind: 'event', id: created.body.id, title: 'Moonfall night' }),
    );
    const byDescription = await server.api('GET', `/api/Setting/${worldId}/Search?query=archipel`, {
      token: artist.token,
    });
    expect(byDescription.body.items.map((hit: { id: string }) => hit.id)).toContain(
      created.body.id,
    );
    await server.api('DELETE', `${events()}/${created.body.id}`, { token: owner.token });
    const gone = await server.api('GET', `/api/Setting/${worldId}/Search?query=moonfall`, {
      token: artist.token,
    });
    expect(gone.body.items.map((hit: { id: string }) => hit.id)).not.toContain(created.body.id);
  });

  it('unlinks events from a deleted document and keeps the events', async () => {
    const bell = await createDocument('The Drowned Bell');
    const created = await createEvent({ name: 'The bell rings', documentIds: [bell] });
    expect(
      (
        await server.api('DELETE', `/api/Setting/${worldId}/Documents/${bell}`, {
          token: owner.token,
        })
      ).status,
    ).toBe(204);
    const detail = await server.api('GET', `${events()}/${created.body.id}`, {
      token: owner.token,
    });
    expect(detail.body).toMatchObject({ name: 'The bell rings', documentIds: [], documents: [] });
  });

  it('counts events on the dashboard and in the analytics', async () => {
    const list = await server.api('GET', events(), { token: owner.token });
    const summary = await server.api('GET', `/api/Setting/${worldId}/Summary`, {
      token: owner.token,
    });
    expect(summary.body.counts.events).toBe(list.body.total);
    const analytics = await server.api('GET', `/api/Setting/${worldId}/Analytics`, {
      token: owner.token,
    });
    const perMonth = analytics.body.eventsPerMonth.reduce(
      (sum: number, month: { count: number }) => sum + month.count,
      0,
    );
    expect(perMonth).toBe(list.body.total);
  });
});

describe('deleting a world', () => {
  it('removes its calendar, rows, events and links', async () => {
    const world = await server.api('POST', '/api/Setting', {
      token: owner.token,
      body: { urlName: 'doomed', name: 'Doomed' },
    });
    const id = world.body.id;
    const rows = await server.api('GET', `/api/Setting/${id}/TimelineRows`, { token: owner.token });
    const documentId = await createDocument('Doomed hero', id);
    const created = await server.api('POST', events(id), {
      token: owner.token,
      body: {
        name: 'Last stand',
        kind: 'instant',
        start: date(10),
        rowId: rows.body[0].id,
        documentIds: [documentId],
      },
    });
    expect(created.status).toBe(200);
    expect(
      (
        await server.api('DELETE', `/api/Setting/${id}`, {
          token: owner.token,
          body: { name: 'Doomed' },
        })
      ).status,
    ).toBe(204);
    const db = server.ctx.db;
    for (const table of ['calendars', 'timeline_rows', 'events', 'event_documents'] as const) {
      const left = await db
        .selectFrom(table)
        .select('world_id')
        .where('world_id', '=', id)
        .execute();
      expect({ table, left: left.length }).toEqual({ table, left: 0 });
    }
  });
});
