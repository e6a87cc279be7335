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
let writer: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('row-owner');
  writer = await server.signUp('row-writer');
  viewer = await server.signUp('row-viewer');
});
afterAll(() => server.close());

interface Row {
  id: string;
  name: string;
  position: number;
  events: number;
}

async function newWorld(urlName: string) {
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName, name: urlName },
  });
  const id: string = world.body.id;
  for (const [user, role] of [
    [writer, 'writer'],
    [viewer, 'viewer'],
  ] as const) {
    await server.api('POST', `/api/Setting/${id}/Members`, {
      token: owner.token,
      body: { userName: user.userName, role },
    });
  }
  const rowsUrl = `/api/Setting/${id}/TimelineRows`;
  const list = async (): Promise<Row[]> =>
    (await server.api('GET', rowsUrl, { token: viewer.token })).body;
  const addRow = (name: string, token = writer.token, lang: 'en' | 'ru' = 'en') =>
    server.api('POST', rowsUrl, { token, lang, body: { name } });
  const addEvent = async (name: string, rowId: string) => {
    const created = await server.api('POST', `/api/Setting/${id}/Events`, {
      token: writer.token,
      body: {
        name,
        kind: 'instant',
        start: { year: 5, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
        rowId,
      },
    });
    expect(created.status).toBe(200);
    return created.body as { id: string; version: number };
  };
  return { id, rowsUrl, list, addRow, addEvent, main: (await list())[0]! };
}

describe('timeline rows', () => {
  it('adds rows under the others, with unique names whatever their case', async () => {
    const world = await newWorld('rows-add');
    const north = await world.addRow('  North coast ');
    expect(north.status).toBe(200);
    expect(north.body).toEqual({
      id: expect.any(String),
      name: 'North coast',
      position: 1,
      events: 0,
      visibility: null,
    });
    const again = await world.addRow('north COAST');
    expect(again.status).toBe(409);
    expect(codes(again)).toEqual(['40037']);
    expect(messages(again)).toEqual(['A row with the same name already exists']);
    const againRu = await world.addRow('Main', owner.token, 'ru');
    expect(messages(againRu)).toEqual(['Ряд с таким названием уже существует']);
    const empty = await world.addRow('   ', owner.token, 'ru');
    expect(messages(empty)).toEqual(['Укажите название']);
    const long = await world.addRow('x'.repeat(101));
    expect(messages(long)).toEqual(['Row name must be at most 100 chars']);
    expect((await world.addRow('Viewer row', viewer.token)).status).toBe(403);
    expect((await world.list()).map((row) => [row.name, row.position])).toEqual([
      ['Main', 0],
      ['North coast', 1],
    ]);
    const feed = await server.api('GET', `/api/Setting/${world.id}/Feed`, { token: owner.token });
    expect(feed.body.items[0]).toMatchObject({
      type: 'create_timeline_row',
      details: { name: 'North coast' },
    });
  });

  it('renames a row, keeping its place and events', async () => {
    const world = await newWorld('rows-rename');
    const side = await world.addRow('Side');
    await world.addEvent('On the side', side.body.id);
    const renamed = await server.api('PUT', `${world.rowsUrl}/${side.body.id}`, {
      token: writer.token,
      body: { name: 'Sideline' },
    });
    expect(renamed.body).toEqual({
      id: side.body.id,
      name: 'Sideline',
      position: 1,
      events: 1,
      visibility: null,
    });
    const clash = await server.api('PUT', `${world.rowsUrl}/${side.body.id}`, {
      token: writer.token,
      body: { name: 'MAIN' },
    });
    expect(codes(clash)).toEqual(['40037']);
    const sameName = await server.api('PUT', `${world.rowsUrl}/${side.body.id}`, {
      token: writer.token,
      body: { name: 'sideline' },
    });
    expect(sameName.body.name).toBe('sideline');
    const feed = await server.api('GET', `/api/Setting/${world.id}/Feed`, { token: owner.token });
    expect(feed.body.items[1]).toMatchObject({
      type: 'update_timeline_row',
      details: { name: 'Sideline', previousName: 'Side' },
    });
  });

  it('reorders rows only with the full list of the world rows', async () => {
    const world = await newWorld('rows-order');
    const b = (await world.addRow('B')).body as Row;
    const c = (await world.addRow('C')).body as Row;
    const order = `${world.rowsUrl}/Order`;
    const reordered = await server.api('PUT', order, {
      token: writer.token,
      body: { rowIds: [c.id, world.main.id, b.id] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.map((row: Row) => [row.name, row.position])).toEqual([
      ['C', 0],
      ['Main', 1],
      ['B', 2],
    ]);
    const missing = await server.api('PUT', order, {
      token: writer.token,
      body: { rowIds: [c.id, b.id] },
    });
    expect(missing.status).toBe(400);
    expect(messages(missing)).toEqual(['The new order must list every row of the timeline once']);
    const twice = await server.api('PUT', order, {
      token: writer.token,
      lang: 'ru',
      body: { rowIds: [c.id, c.id, b.id] },
    });
    expect(messages(twice)).toEqual([
      'Новый порядок должен перечислить каждый ряд хронологии ровно один раз',
    ]);
    expect(
      (
        await server.api('PUT', order, {
          token: viewer.token,
          body: { rowIds: [b.id, c.id, world.main.id] },
        })
      ).status,
    ).toBe(403);
    expect((await world.list()).map((row) => row.name)).toEqual(['C', 'Main', 'B']);
  });

  it('deletes a row, moving its events to another row, and keeps at least one row', async () => {
    const world = await newWorld('rows-delete');
    const empty = (await world.addRow('Empty')).body as Row;
    const busy = (await world.addRow('Busy')).body as Row;
    const event = await world.addEvent('Battle of the reef', busy.id);

    expect(
      (await server.api('DELETE', `${world.rowsUrl}/${empty.id}`, { token: writer.token })).status,
    ).toBe(204);
    expect((await world.list()).map((row) => [row.name, row.position])).toEqual([
      ['Main', 0],
      ['Busy', 1],
    ]);

    const refused = await server.api('DELETE', `${world.rowsUrl}/${busy.id}`, {
      token: writer.token,
    });
    expect(refused.status).toBe(409);
    expect(codes(refused)).toEqual(['40036']);
    expect(messages(refused)).toEqual(['The row has events: choose a row to move them to']);
    const refusedRu = await server.api('DELETE', `${world.rowsUrl}/${busy.id}`, {
      token: writer.token,
      lang: 'ru',
    });
    expect(messages(refusedRu)).toEqual(['В ряду есть события: выберите ряд, куда их перенести']);
    const toItself = await server.api(
      'DELETE',
      `${world.rowsUrl}/${busy.id}?moveEventsTo=${busy.id}`,
      { token: writer.token },
    );
    expect(messages(toItself)).toEqual(['Choose a row of this timeline']);
    const other = await newWorld('rows-delete-other');
    const elsewhere = await server.api(
      'DELETE',
      `${world.rowsUrl}/${busy.id}?moveEventsTo=${other.main.id}`,
      { token: writer.token },
    );
    expect(messages(elsewhere)).toEqual(['Choose a row of this timeline']);

    const moved = await server.api(
      'DELETE',
      `${world.rowsUrl}/${busy.id}?moveEventsTo=${world.main.id}`,
      { token: writer.token },
    );
    expect(moved.status).toBe(204);
    const detail = await server.api('GET', `/api/Setting/${world.id}/Events/${event.id}`, {
      token: viewer.token,
    });
    expect(detail.body).toMatchObject({ rowId: world.main.id, version: event.version + 1 });
    expect(await world.list()).toEqual([
      { id: world.main.id, name: 'Main', position: 0, events: 1, visibility: null },
    ]);
    const feed = await server.api('GET', `/api/Setting/${world.id}/Feed`, { token: owner.token });
    expect(feed.body.items[0]).toMatchObject({
      type: 'delete_timeline_row',
      details: { name: 'Busy', movedEvents: 1, movedTo: 'Main' },
    });

    const last = await server.api('DELETE', `${world.rowsUrl}/${world.main.id}`, {
      token: owner.token,
    });
    expect(last.status).toBe(409);
    expect(codes(last)).toEqual(['40038']);
    expect(messages(last)).toEqual(['A timeline keeps at least one row']);
    expect(
      (await server.api('DELETE', `${world.rowsUrl}/no-such-row`, { token: owner.token })).status,
    ).toBe(404);
  });
});
