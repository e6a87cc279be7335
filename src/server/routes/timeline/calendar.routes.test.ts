import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultCalendarConfig,
  type CalendarConfig,
} from '../../../shared/calendar/calendar-config';
import { createCalendar } from '../../../shared/calendar/calendar-math';
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

const date = (year: number, month = 1, day = 1, hour = 0, minute = 0, second = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
});

/** Thirteen months of uneven length, as a fantasy world might count them. */
function thirteenMonths(
  days = [30, 28, 31, 35, 29, 31, 30, 33, 27, 31, 30, 32, 10],
): CalendarConfig {
  return {
    version: 1,
    startYear: 0,
    endYear: 2000,
    months: days.map((count, index) => ({
      name: `Month ${index + 1}`,
      shortName: `M${index + 1}`,
      days: count,
    })),
    dateParts: ['year', 'month', 'day', 'hour', 'minute', 'second'],
  };
}

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('cal-owner');
  writer = await server.signUp('cal-writer');
});
afterAll(() => server.close());

async function newWorld(urlName: string) {
  const world = await server.api('POST', '/api/Setting', {
    token: owner.token,
    body: { urlName, name: urlName },
  });
  const id: string = world.body.id;
  await server.api('POST', `/api/Setting/${id}/Members`, {
    token: owner.token,
    body: { userName: writer.userName, role: 'writer' },
  });
  const rows = await server.api('GET', `/api/Setting/${id}/TimelineRows`, { token: owner.token });
  const rowId: string = rows.body[0].id;
  const addEvent = async (
    name: string,
    start: ReturnType<typeof date>,
    end: ReturnType<typeof date> | null = null,
  ) => {
    const created = await server.api('POST', `/api/Setting/${id}/Events`, {
      token: writer.token,
      body: { name, kind: end ? 'lasting' : 'instant', start, end, rowId },
    });
    expect(created.status).toBe(200);
    return created.body.id as string;
  };
  const saveCalendar = (
    config: unknown,
    version: number,
    lang: 'en' | 'ru' = 'en',
    token = owner.token,
  ) => server.api('PUT', `/api/Setting/${id}/Timeline`, { token, lang, body: { config, version } });
  return { id, rows: rows.body, addEvent, saveCalendar };
}

describe('calendar', () => {
  it('starts every world with the default calendar and one row named Main', async () => {
    const world = await newWorld('fresh');
    const calendar = await server.api('GET', `/api/Setting/${world.id}/Timeline`, {
      token: writer.token,
    });
    expect(calendar.status).toBe(200);
    expect(calendar.body).toEqual({ config: defaultCalendarConfig(), version: 1, updatedAt: null });
    expect(world.rows).toEqual([
      { id: expect.any(String), name: 'Main', position: 0, events: 0, visibility: null },
    ]);
  });

  it("names a new world's months and first row in its creator's language", async () => {
    const created = await server.api('POST', '/api/Setting', {
      token: owner.token,
      lang: 'ru',
      body: { urlName: 'fresh-ru', name: 'fresh-ru' },
    });
    const id: string = created.body.id;
    const calendar = await server.api('GET', `/api/Setting/${id}/Timeline`, { token: owner.token });
    expect(calendar.body.config).toEqual(defaultCalendarConfig('ru'));
    expect(calendar.body.config.months[0]).toEqual({ name: 'Январь', shortName: 'Янв', days: 31 });
    const rows = await server.api('GET', `/api/Setting/${id}/TimelineRows`, { token: owner.token });
    expect(rows.body.map((row: { name: string }) => row.name)).toEqual(['Основная']);
  });

  it('lets only the owner save a calendar, version-checked, with a feed activity', async () => {
    const world = await newWorld('owned');
    const refused = await world.saveCalendar(thirteenMonths(), 1, 'en', writer.token);
    expect(refused.status).toBe(403);
    expect(codes(refused)).toEqual(['4031']);
    const saved = await world.saveCalendar(thirteenMonths(), 1);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      config: thirteenMonths(),
      version: 2,
      updatedAt: expect.any(String),
    });
    const stale = await world.saveCalendar(defaultCalendarConfig(), 1);
    expect(stale.status).toBe(409);
    expect(codes(stale)).toEqual(['4091']);
    const feed = await server.api('GET', `/api/Setting/${world.id}/Feed`, { token: owner.token });
    expect(feed.body.items[0]).toMatchObject({
      type: 'update_calendar',
      user: { userName: 'cal-owner' },
    });
    const read = await server.api('GET', `/api/Setting/${world.id}/Timeline`, {
      token: writer.token,
    });
    expect(read.body.config.months).toHaveLength(13);
  });

  it('answers the SPEC §5 timeline rules in the caller language', async () => {
    const world = await newWorld('rules');
    const backwards = await world.saveCalendar(
      { ...thirteenMonths(), startYear: 10, endYear: 5 },
      1,
    );
    expect(backwards.status).toBe(400);
    expect(messages(backwards)).toEqual(['The end year must be more than the start year']);
    const negative = await world.saveCalendar({ ...thirteenMonths(), startYear: -1 }, 1, 'ru');
    expect(messages(negative)).toEqual(['Должно быть больше или равно нулю']);
    const emptyMonth = await world.saveCalendar(thirteenMonths([30, 0]), 1);
    expect(messages(emptyMonth)).toEqual(['Should be more than zero']);
    const noMonths = await world.saveCalendar({ ...thirteenMonths(), months: [] }, 1);
    expect(messages(noMonths)).toEqual(['A calendar needs at least one month']);
  });

  it('keeps the eras of a calendar, and a calendar stored without eras reads as before', async () => {
    const world = await newWorld('eras');
    const before = await server.api('GET', `/api/Setting/${world.id}/Timeline`, {
      token: writer.token,
    });
    expect('eras' in before.body.config).toBe(false);
    const eras = [
      { name: 'First Age', shortName: 'FA', startYear: 0 },
      { name: 'Second Age', shortName: 'SA', startYear: 1200 },
    ];
    const saved = await world.saveCalendar({ ...thirteenMonths(), eras }, 1);
    expect(saved.status).toBe(200);
    const read = await server.api('GET', `/api/Setting/${world.id}/Timeline`, {
      token: writer.token,
    });
    expect(read.body.config.eras).toEqual(eras);
  });

  it('refuses eras out of order, outside the years or sharing a name, in the caller language', async () => {
    const world = await newWorld('bad-eras');
    const first = { name: 'First Age', shortName: 'FA', startYear: 0 };
    const late = await world.saveCalendar(
      { ...thirteenMonths(), eras: [first, { ...first, name: 'Late', startYear: 2001 }] },
      1,
    );
    expect(late.status).toBe(400);
    expect(messages(late)).toEqual(['An era must start within the years of the calendar']);
    const twice = await world.saveCalendar(
      { ...thirteenMonths(), eras: [first, { ...first, startYear: 5 }] },
      1,
      'ru',
    );
    expect(messages(twice)).toEqual(['У двух эпох одинаковое название']);
    const backwards = await world.saveCalendar(
      { ...thirteenMonths(), eras: [{ ...first, startYear: 3 }] },
      1,
      'ru',
    );
    expect(messages(backwards)).toEqual(['Первая эпоха начинается в год начала календаря']);
    const read = await server.api('GET', `/api/Setting/${world.id}/Timeline`, {
      token: owner.token,
    });
    expect(read.body.version).toBe(1);
  });

  it('refuses with 4005 a calendar that drops the dates of events, naming them', async () => {
    const world = await newWorld('dropped');
    await world.addEvent('Midwinter feast', date(100, 12, 31));
    await world.addEvent('Harvest', date(100, 9, 30));
    await world.addEvent('Thaw', date(100, 3, 1));
    const shorter = defaultCalendarConfig();
    shorter.months[11] = { name: 'December', shortName: 'Dec', days: 30 };
    const refused = await world.saveCalendar(shorter, 1);
    expect(refused.status).toBe(400);
    expect(codes(refused)).toEqual(['4005']);
    expect(messages(refused)).toEqual([
      'Cannot change the timeline because there are events on these dates: Midwinter feast',
    ]);
    const fewer = {
      ...defaultCalendarConfig(),
      months: defaultCalendarConfig().months.slice(0, 9),
    };
    fewer.months[8] = { name: 'September', shortName: 'Sep', days: 29 };
    const refusedRu = await world.saveCalendar(fewer, 1, 'ru');
    expect(messages(refusedRu)).toEqual([
      'Нельзя изменить хронологию: на эти даты есть события: Harvest, Midwinter feast',
    ]);
    const calendar = await server.api('GET', `/api/Setting/${world.id}/Timeline`, {
      token: owner.token,
    });
    expect(calendar.body.version).toBe(1);
  });

  it('refuses with 4006 a calendar whose years leave events outside, naming ten and counting the rest', async () => {
    const world = await newWorld('outside');
    for (let index = 1; index <= 12; index++)
      await world.addEvent(`Reign ${String(index).padStart(2, '0')}`, date(2500 + index));
    await world.addEvent('Early', date(5), date(20));
    const refused = await world.saveCalendar(
      { ...defaultCalendarConfig(), startYear: 10, endYear: 2000 },
      1,
    );
    expect(refused.status).toBe(400);
    expect(codes(refused)).toEqual(['4006']);
    const names = [
      'Early',
      ...Array.from({ length: 9 }, (_, index) => `Reign ${String(index + 1).padStart(2, '0')}`),
    ];
    expect(messages(refused)).toEqual([
      `Cannot change the timeline because there are events outside these dates: ${names.join(', ')}, … +3`,
    ]);
    const endOnly = await world.saveCalendar(
      { ...defaultCalendarConfig(), startYear: 0, endYear: 15 },
      1,
      'ru',
    );
    expect(codes(endOnly)).toEqual(['4006']);
    expect(messages(endOnly)[0]).toMatch(
      /^Нельзя изменить хронологию: есть события за пределами этих дат: Early, Reign 01/,
    );
  });

  it('recomputes every event sort key when the calendar changes', async () => {
    const world = await newWorld('recompute');
    const ids = [
      await world.addEvent('Spring', date(300, 4, 10, 6, 30)),
      await world.addEvent('Autumn', date(300, 10, 2), date(301, 1, 30)),
      await world.addEvent('Long ago', date(3)),
    ];
    const config = thirteenMonths();
    const saved = await world.saveCalendar(config, 1);
    expect(saved.status).toBe(200);
    const calendar = createCalendar(config);
    const rows = await server.ctx.db
      .selectFrom('events')
      .select(['id', 'start_seconds', 'end_seconds'])
      .where('world_id', '=', world.id)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ids[0]!)).toMatchObject({
      start_seconds: calendar.toSeconds(date(300, 4, 10, 6, 30)),
    });
    expect(byId.get(ids[1]!)).toMatchObject({
      start_seconds: calendar.toSeconds(date(300, 10, 2)),
      end_seconds: calendar.toSeconds(date(301, 1, 30)),
    });
    expect(typeof byId.get(ids[2]!)?.start_seconds).toBe('number');
    const list = await server.api('GET', `/api/Setting/${world.id}/Events`, { token: owner.token });
    expect(list.body.items.map((event: { name: string }) => event.name)).toEqual([
      'Long ago',
      'Spring',
      'Autumn',
    ]);
    // A 13th-month date exists now.
    await world.addEvent('Intercalary feast', date(300, 13, 10));
  });
});
