import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../tests/kits/server/test-server';
import { eventListResponse } from '../../src/shared/schemas/timeline';
import { createCalendar } from '../../src/shared/calendar/calendar-math';
import type { GenerateContext } from './context';
import { events } from './events';
import { Random } from './random';

let server: TestServer;
let worldId: string;
let token: string;

function generate(count: number, seed: number, rows: string): Promise<string> {
  return server.ctx.db.transaction().execute((trx) => {
    const ctx: GenerateContext = {
      db: trx,
      random: new Random(seed),
      seed,
      epoch: new Date('2026-11-01T00:00:00Z'),
      made: { users: [], worlds: [] },
      options: { 'into-world': worldId, 'event-rows': rows },
    };
    return events.run(ctx, count);
  });
}

beforeAll(async () => {
  server = await createTestServer();
  const owner = await server.signUp('event-generator');
  token = owner.token;
  worldId = (
    await server.api('POST', '/api/Setting', {
      token,
      body: { urlName: 'gen-events', name: 'Gen events' },
    })
  ).body.id;
  // A calendar of its own: generated dates must respect uneven months and a day-only precision.
  const config = {
    version: 1,
    startYear: 100,
    endYear: 400,
    months: [31, 7, 40, 12].map((days, index) => ({
      name: `M${index + 1}`,
      shortName: `M${index + 1}`,
      days,
    })),
    dateParts: ['year', 'month', 'day'],
  };
  expect(
    (
      await server.api('PUT', `/api/Setting/${worldId}/Timeline`, {
        token,
        body: { config, version: 1 },
      })
    ).status,
  ).toBe(200);
  for (const name of ['Ash', 'Bell']) {
    await server.api('POST', `/api/Setting/${worldId}/Documents`, {
      token,
      body: { name, type: 'note', contents: { v: 1, doc: { type: 'doc', content: [] } } },
    });
  }
});
afterAll(() => server.close());

describe('the events generator', () => {
  it('writes events the app reads: valid dates on the world calendar, rows, links, feed, search', async () => {
    expect(await generate(300, 3, '6')).toMatch(
      /^300 events on 6 rows \(\d+ document links\) in world /,
    );
    const list = await server.api('GET', `/api/Setting/${worldId}/Events`, { token });
    expect(eventListResponse.safeParse(list.body).success).toBe(true);
    expect(list.body.total).toBe(300);
    const calendar = createCalendar(
      (await server.api('GET', `/api/Setting/${worldId}/Timeline`, { token })).body.config,
    );
    for (const event of list.body.items) {
      expect(calendar.validate(event.start)).toEqual([]);
      expect(event.start).toMatchObject({ hour: 0, minute: 0, second: 0 });
      if (event.end)
        expect(calendar.toSeconds(event.end)).toBeGreaterThan(calendar.toSeconds(event.start));
    }
    const kinds = new Set(list.body.items.map((event: { kind: string }) => event.kind));
    expect(kinds).toEqual(new Set(['instant', 'lasting']));
    expect(list.body.documents.map((document: { name: string }) => document.name)).toEqual([
      'Ash',
      'Bell',
    ]);
    const rows = (await server.api('GET', `/api/Setting/${worldId}/TimelineRows`, { token })).body;
    expect(rows).toHaveLength(6);
    expect(rows[0].name).toBe('Main');
    expect(rows.reduce((sum: number, row: { events: number }) => sum + row.events, 0)).toBe(300);

    // A calendar change still sees every generated event.
    const saved = await server.api('PUT', `/api/Setting/${worldId}/Timeline`, {
      token,
      body: { config: { ...calendar.config, endYear: 150 }, version: 2 },
    });
    expect(saved.body.Exceptions[0].Code).toBe('4006');

    const first = list.body.items[0];
    const search = await server.api(
      'GET',
      `/api/Setting/${worldId}/Search?query=${encodeURIComponent(first.name.split(' ')[0])}`,
      { token },
    );
    expect(search.body.items.some((hit: { kind: string }) => hit.kind === 'event')).toBe(true);
    const feed = await server.api('GET', `/api/Setting/${worldId}/Feed?limit=5`, { token });
    expect(feed.body.items[0].type).toBe('create_new_event');
  });
});
