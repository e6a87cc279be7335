import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  calendarConfigVersion,
  type CalendarConfig,
  type DateParts,
} from '../../src/shared/calendar/calendar-config';
import { formatDate } from '../../src/shared/calendar/calendar-format';
import { createCalendar, type Calendar } from '../../src/shared/calendar/calendar-math';
import { eventScreenPoints } from '../../src/client/features/timeline/model/screen-position';
import { timelineMetrics } from '../../src/client/features/timeline/model/timeline-metrics';
import {
  addMemberByApi,
  createWorldByApi,
  newAccount,
  registerByApi,
  uniqueName,
  type CreatedWorld,
} from './support/accounts';
import { fill, textsOf, type Lang, type Texts, signedInPage } from './support/i18n';

/**
 * Issue 5, Proof (the e2e half): a world's own calendar of 13 uneven months,
 * events of both kinds on several rows, the canvas zoomed to a day, an event
 * dragged and the drag undone, and calendar changes refused with 4005 and
 * 4006 naming the events in the way, in English; the calendar conflict and
 * an event created through its validation messages again in Russian.
 */
test.describe.configure({ mode: 'parallel' });
test.use({
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
});

const day = 86_400;

/** Thirteen months, no two neighbours alike; the last is a short festival month. */
const months = {
  en: [
    ['Frostfall', 'Fro', 31],
    ['Thaw', 'Tha', 28],
    ['Seedtime', 'See', 31],
    ['Rains', 'Rai', 30],
    ['Bloom', 'Blo', 35],
    ['Highsun', 'Hig', 30],
    ['Embers', 'Emb', 31],
    ['Harvest', 'Har', 33],
    ['Mists', 'Mis', 29],
    ['Leaffall', 'Lea', 31],
    ['Gales', 'Gal', 30],
    ['Longnight', 'Lon', 40],
    ['Midwinter', 'Mid', 5],
  ],
  ru: [
    ['Стужень', 'Сту', 31],
    ['Капельник', 'Кап', 28],
    ['Сев', 'Сев', 31],
    ['Ливень', 'Лив', 30],
    ['Цветень', 'Цве', 35],
    ['Зной', 'Зно', 30],
    ['Угольник', 'Уго', 31],
    ['Жатва', 'Жат', 33],
    ['Туманник', 'Тум', 29],
    ['Листопад', 'Лис', 31],
    ['Ветреник', 'Вет', 30],
    ['Долгоночь', 'Дол', 40],
    ['Солнцеворот', 'Сол', 5],
  ],
} as const;

function calendarOf(lang: Lang): CalendarConfig {
  return {
    version: calendarConfigVersion,
    startYear: 1000,
    endYear: 1500,
    months: months[lang].map(([name, shortName, days]) => ({ name, shortName, days })),
    dateParts: ['year', 'month', 'day', 'hour', 'minute', 'second'],
  };
}

const at = (year: number, month: number, dayOfMonth: number, hour = 0): DateParts => ({
  year,
  month,
  day: dayOfMonth,
  hour,
  minute: 0,
  second: 0,
});

async function newWorld(request: APIRequestContext, prefix: string) {
  const owner = newAccount(prefix);
  const { token } = await registerByApi(request, owner);
  const stamp = uniqueName('t').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Chronicle ${stamp}`,
    urlName: `chronicle-${stamp}`,
  });
  return { owner, token, world, home: `/${world.ownerUserName}/${world.urlName}` };
}

function apiOf(request: APIRequestContext, token: string, world: CreatedWorld) {
  const headers = { authorization: `Bearer ${token}` };
  const base = `/api/Setting/${world.id}`;
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(`${base}${path}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
    },
    async send<T>(method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
      const response = await request.fetch(`${base}${path}`, { method, headers, data });
      expect(response.status(), await response.text()).toBeLessThan(300);
      return (await response.json()) as T;
    },
  };
}

/** Picks a date in the event form's date picker (testId event-start / event-end). */
async function pickDate(page: Page, testId: string, calendar: Calendar, date: DateParts) {
  await page.getByTestId(`${testId}-year`).fill(String(date.year));
  await page.getByTestId(`${testId}-month`).click();
  await page
    .getByRole('option', { name: calendar.config.months[date.month - 1]!.name, exact: true })
    .click();
  await page.getByTestId(`${testId}-day`).fill(String(date.day));
  await page.getByTestId(`${testId}-hour`).fill(String(date.hour));
  await page.getByTestId(`${testId}-minute`).fill(String(date.minute));
  await page.getByTestId(`${testId}-second`).fill(String(date.second));
  await expect(page.getByTestId(`${testId}-shown`)).toContainText(
    formatDate(calendar, date, 'long'),
  );
}

async function chooseRow(page: Page, rowName: string) {
  await page.getByTestId('event-row').click();
  await page.getByRole('option', { name: rowName, exact: true }).click();
}

/**
 * The view of the canvas, as it publishes it (absolute seconds). Both ends are read in one
 * step: two separate reads can straddle a publish and mix two views (half of a zoom-out's span
 * read as a whole step, after which the next zoom-in landed on the value already read).
 */
async function visibleRange(canvas: Locator): Promise<{ from: number; to: number }> {
  const [from, to] = await canvas.evaluate((element) => [
    element.getAttribute('data-visible-from'),
    element.getAttribute('data-visible-to'),
  ]);
  return { from: Number(from), to: Number(to) };
}

async function span(canvas: Locator): Promise<number> {
  const { from, to } = await visibleRange(canvas);
  return to - from;
}

/** Saves the calendar form and waits for the refusal that names the events in the way. */
async function expectCalendarRefused(
  page: Page,
  t: Texts,
  code: '4005' | '4006',
  names: string[],
  notNames: string[] = [],
) {
  await page.getByTestId('calendar-save').click();
  const alert = page.getByTestId('calendar-events-conflict');
  await expect(alert).toHaveAttribute('data-code', code);
  await expect(alert).toContainText(t.SERVER_ERROR[code]);
  for (const name of names) await expect(alert).toContainText(name);
  for (const name of notNames) await expect(alert).not.toContainText(name);
}

test('en: a 13-month calendar, events on rows, zoom to a day, drag and undo, calendar conflicts', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const lang = 'en';
  const t = textsOf(lang);
  const { token, world, home } = await newWorld(request, 'tlen');
  const api = apiOf(request, token, world);
  const config = calendarOf(lang);
  const calendar = createCalendar(config);
  const page = await signedInPage(browser, lang, token);

  // ── World settings → Timeline: thirteen months of uneven length ──────────
  await page.goto(`${home}/details?tab=timeline`);
  const form = page.getByTestId('calendar-form');
  await expect(form).toBeVisible();
  // SPEC §5's timeline messages, under the field, before anything is sent.
  await page.getByTestId('calendar-end-year').fill('0');
  await page.getByTestId('calendar-end-year').blur();
  await expect(form.getByText(t.VALIDATION.MORE_THAN_ZERO)).toBeVisible();
  await page.getByTestId('calendar-start-year').fill('-5');
  await page.getByTestId('calendar-start-year').blur();
  await expect(form.getByText(t.VALIDATION.NOT_NEGATIVE)).toBeVisible();
  await page.getByTestId('calendar-start-year').fill(String(config.startYear));
  await page.getByTestId('calendar-end-year').fill(String(config.endYear));
  await page.getByTestId('add-month').click();
  const rows = page.getByTestId('calendar-month-row');
  await expect(rows).toHaveCount(13);
  for (const [index, month] of config.months.entries()) {
    await page.getByTestId('month-name').nth(index).fill(month.name);
    await page.getByTestId('month-short-name').nth(index).fill(month.shortName);
    await page.getByTestId('month-days').nth(index).fill(String(month.days));
  }
  await expect(page.getByTestId('calendar-year-length')).toHaveText(
    fill(t.TIMELINE.CALENDAR.YEAR_LENGTH_other, { count: calendar.daysInYear, months: 13 }),
  );
  await page.getByTestId('calendar-save').click();
  await expect(page.getByText(t.TIMELINE.CALENDAR.SAVED)).toBeVisible();
  const saved = await api.get<{ config: CalendarConfig; version: number }>('/Timeline');
  expect(saved.config).toEqual(config);

  // ── The timeline: two more rows, a lasting and an instant event ──────────
  await page.goto(`${home}/timeline`);
  await expect(page.getByTestId('timeline-canvas')).toBeVisible();
  await expect(page.getByTestId('timeline-empty')).toBeVisible();
  for (const name of ['Wars', 'Kings']) {
    await page.getByTestId('new-row-name').fill(name);
    await page.getByTestId('add-row').click();
    await expect(page.getByTestId('timeline-row-item').filter({ hasText: name })).toBeVisible();
  }

  const siege = { name: 'Siege of the Ford', start: at(1200, 2, 5, 6), end: at(1200, 2, 5, 18) };
  await page.getByTestId('create-event').click();
  await page.getByTestId('event-name').fill('Si');
  await pickDate(page, 'event-start', calendar, siege.start);
  await pickDate(page, 'event-end', calendar, at(1200, 2, 4, 18));
  await chooseRow(page, 'Wars');
  await page.getByTestId('event-submit').click();
  await expect(page.getByText(t.VALIDATION.EVENT_NAME_TOO_SHORT)).toBeVisible();
  await expect(page.getByText(t.VALIDATION.EVENT_END_BEFORE_START)).toBeVisible();
  // A day the month lacks is caught by the picker itself.
  await page.getByTestId('event-end-day').fill('30');
  await expect(
    page.getByTestId('event-end').getByText(t.VALIDATION.DATE_DAY_OUT_OF_RANGE),
  ).toBeVisible();
  await page.getByTestId('event-name').fill(siege.name);
  await pickDate(page, 'event-end', calendar, siege.end);
  await page.getByTestId('event-submit').click();
  await expect(page.getByTestId('event-modal')).toBeHidden();

  const crowning = { name: 'Crowning of Aldric', date: at(1200, 13, 4, 12) };
  await page.getByTestId('create-event').click();
  await page.getByTestId('event-name').fill(crowning.name);
  await page.getByTestId('event-kind').getByText(t.TIMELINE.KINDS.instant, { exact: true }).click();
  await expect(page.getByTestId('event-end')).toBeHidden();
  await pickDate(page, 'event-start', calendar, crowning.date);
  await chooseRow(page, 'Kings');
  await page.getByTestId('event-submit').click();
  await expect(page.getByTestId('event-modal')).toBeHidden();

  const lines = page.getByTestId('events-line');
  await expect(lines).toHaveCount(2);
  const siegeLine = lines.filter({ hasText: siege.name });
  await expect(siegeLine.getByTestId('events-line-start')).toHaveText(
    formatDate(calendar, siege.start, 'long'),
  );
  await expect(siegeLine.getByTestId('events-line-end')).toHaveText(
    formatDate(calendar, siege.end, 'long'),
  );
  await expect(
    lines.filter({ hasText: crowning.name }).getByTestId('events-line-start'),
  ).toHaveText(formatDate(calendar, crowning.date, 'long'));

  // ── Zoom: the whole calendar, then down to a day around the siege ────────
  const canvas = page.getByTestId('timeline-canvas');
  await page.getByTestId('timeline-fit-all').click();
  await expect.poll(() => span(canvas)).toBeGreaterThan(400 * calendar.secondsInYear);
  // A click in the table selects the siege and centres the canvas on it.
  await siegeLine.click();
  await expect(page.getByTestId('selected-event')).toHaveCount(1);
  await expect.poll(() => span(canvas)).toBeLessThan(30 * day);
  // The toolbar zooms about the centre: out to several days, then in to a day. One click at a
  // time, each waited for until the view has changed: the canvas publishes its view at most every
  // 200 ms, so a span read after a burst of clicks can be one step behind the view.
  let shown = await span(canvas);
  for (let step = 0; step < 4; step++) {
    await page.getByTestId('timeline-zoom-out').click();
    const before = shown;
    await expect.poll(async () => (shown = await span(canvas))).toBeGreaterThan(before);
  }
  expect(shown).toBeGreaterThan(2 * day);
  for (let step = 0; step < 40 && shown > day; step++) {
    await page.getByTestId('timeline-zoom-in').click();
    const before = shown;
    await expect.poll(async () => (shown = await span(canvas))).toBeLessThan(before);
  }
  await expect.poll(() => span(canvas)).toBeLessThanOrEqual(day);
  const siegeStart = calendar.toSeconds(siege.start);
  const siegeEnd = calendar.toSeconds(siege.end);
  const view = await visibleRange(canvas);
  expect(view.from).toBeLessThan((siegeStart + siegeEnd) / 2);
  expect(view.to).toBeGreaterThan((siegeStart + siegeEnd) / 2);

  // ── Drag the siege three hours later; the tables follow; undo puts it back ──
  const selectedStart = page.getByTestId('selected-event-start');
  await expect(selectedStart).toHaveText(formatDate(calendar, siege.start, 'long'));
  const surface = await page.getByTestId('timeline-surface').boundingBox();
  if (!surface) throw new Error('no timeline surface');
  const rowTops = ((await canvas.getAttribute('data-row-tops')) ?? '').split(',').map(Number);
  const visibleRowNames = ['Main', 'Wars', 'Kings'];
  const points = eventScreenPoints({
    visibleFrom: view.from,
    visibleTo: view.to,
    surfaceWidth: surface.width,
    scrollTop: Number(await canvas.getAttribute('data-scroll-top')),
    rowTop: rowTops[visibleRowNames.indexOf('Wars')]!,
    lane: 0,
    startSeconds: siegeStart,
    endSeconds: siegeEnd,
  });
  const pixelsPerSecond = (surface.width - timelineMetrics.rowHeaderWidth) / (view.to - view.from);
  const x = surface.x + points.centre.x;
  const y = surface.y + points.centre.y;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 1.5 * 3600 * pixelsPerSecond, y, { steps: 5 });
  await page.mouse.move(x + 3 * 3600 * pixelsPerSecond, y, { steps: 5 });
  await page.mouse.up();

  await expect(selectedStart).not.toHaveText(formatDate(calendar, siege.start, 'long'));
  await expect
    .poll(async () => {
      const list = await api.get<{
        items: { name: string; start: DateParts; end: DateParts; version: number }[];
      }>('/Events');
      const moved = list.items.find((item) => item.name === siege.name)!;
      return {
        shift: calendar.toSeconds(moved.start) - siegeStart,
        length: calendar.toSeconds(moved.end) - calendar.toSeconds(moved.start),
      };
    })
    .toMatchObject({ length: siegeEnd - siegeStart });
  const afterDrag = await api.get<{ items: { name: string; start: DateParts }[] }>('/Events');
  const shift =
    calendar.toSeconds(afterDrag.items.find((item) => item.name === siege.name)!.start) -
    siegeStart;
  // Three hours, give or take the pixels a mouse cannot split.
  expect(Math.abs(shift - 3 * 3600)).toBeLessThan(20 * 60);
  await expect(siegeLine.getByTestId('events-line-start')).toHaveText(
    formatDate(calendar, calendar.fromSeconds(siegeStart + shift), 'long'),
  );

  // Undo by keyboard (the button does the same): the previous dates go back with a new version.
  await expect(page.getByTestId('timeline-undo')).toBeEnabled();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(selectedStart).toHaveText(formatDate(calendar, siege.start, 'long'));
  await expect(siegeLine.getByTestId('events-line-start')).toHaveText(
    formatDate(calendar, siege.start, 'long'),
  );
  await expect(page.getByTestId('timeline-undo')).toBeDisabled();
  await expect
    .poll(async () => {
      const list = await api.get<{ items: { name: string; start: DateParts; version: number }[] }>(
        '/Events',
      );
      const event = list.items.find((item) => item.name === siege.name)!;
      return { start: event.start, version: event.version };
    })
    .toEqual({ start: siege.start, version: 3 });

  // ── A viewer reads the same timeline without a single edit control ──────
  const viewer = newAccount('tlview');
  const { token: viewerToken } = await registerByApi(request, viewer);
  await addMemberByApi(request, token, world.id, { userName: viewer.userName, role: 'viewer' });
  const viewerPage = await signedInPage(browser, lang, viewerToken);
  await viewerPage.goto(`${home}/timeline`);
  await expect(viewerPage.getByTestId('events-line')).toHaveCount(2);
  await expect(viewerPage.getByTestId('toggle-row')).toHaveCount(3);
  await expect(viewerPage.getByTestId('create-event')).toHaveCount(0);
  await expect(viewerPage.getByTestId('timeline-undo')).toHaveCount(0);
  await expect(viewerPage.getByTestId('add-row-form')).toHaveCount(0);
  await expect(viewerPage.getByTestId('delete-row')).toHaveCount(0);
  await viewerPage.getByTestId('events-line').filter({ hasText: crowning.name }).dblclick();
  await expect(viewerPage.getByTestId('event-details-name')).toHaveText(crowning.name);
  await expect(viewerPage.getByTestId('event-details-edit')).toHaveCount(0);
  await viewerPage.goto(`${home}/details?tab=timeline`);
  await expect(viewerPage.getByTestId('calendar-summary')).toContainText(
    t.TIMELINE.CALENDAR.OWNER_ONLY,
  );
  await expect(viewerPage.getByTestId('calendar-form')).toHaveCount(0);
  await viewerPage.context().close();

  // ── The calendar cannot drop the events' dates: 4006 and 4005 name them ──
  await page.goto(`${home}/details?tab=timeline`);
  await page.getByTestId('calendar-start-year').fill('1201');
  await expectCalendarRefused(page, t, '4006', [siege.name, crowning.name]);
  await page.getByTestId('calendar-start-year').fill(String(config.startYear));
  // Midwinter shrinks to 3 days: the crowning on its 4th day has no date left.
  await page.getByTestId('month-days').nth(12).fill('3');
  await expectCalendarRefused(page, t, '4005', [crowning.name], [siege.name]);
  expect((await api.get<{ config: CalendarConfig }>('/Timeline')).config).toEqual(config);

  // ── The document page's Events tab and the deep link back ───────────────
  const document = await api.send<{ id: string }>('POST', '/Documents', {
    name: 'Aldric',
    type: 'character',
    tags: [],
    description: '',
    contents: { v: 1, doc: { type: 'doc', content: [] } },
  });
  await page.goto(`${home}/documents/${document.id}?tab=events`);
  await expect(page.getByTestId('document-events')).toContainText(t.TIMELINE.DOCUMENT_TAB.EMPTY);
  await page.getByTestId('document-create-event').click();
  await page.getByTestId('event-name').fill('Aldric comes of age');
  await page.getByTestId('event-kind').getByText(t.TIMELINE.KINDS.instant, { exact: true }).click();
  await pickDate(page, 'event-start', calendar, at(1190, 7, 30));
  await expect(page.getByTestId('event-modal').getByText('Aldric', { exact: true })).toBeVisible();
  await page.getByTestId('event-submit').click();
  const linked = page.getByTestId('document-event');
  await expect(linked).toHaveCount(1);
  await expect(linked).toContainText(formatDate(calendar, at(1190, 7, 30), 'long'));
  // On a phone the event is a card, its date whole and nothing scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('columnheader')).toHaveCount(0);
  await expect(linked).toContainText(formatDate(calendar, at(1190, 7, 30), 'long'));
  expect(
    await page.evaluate(() => window.document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await linked.getByRole('link', { name: 'Aldric comes of age' }).click();
  await expect(page).toHaveURL(/\/timeline\?event=/);
  await expect(page.getByTestId('selected-event')).toHaveCount(1);
  await expect(page.getByTestId('selected-event')).toContainText('Aldric comes of age');
  await page.context().close();
});

test('ru: Russian messages for an event and a calendar conflict', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const lang = 'ru';
  const t = textsOf(lang);
  const { token, world, home } = await newWorld(request, 'tlru');
  const api = apiOf(request, token, world);
  const config = calendarOf(lang);
  const calendar = createCalendar(config);
  const current = await api.get<{ version: number }>('/Timeline');
  await api.send('PUT', '/Timeline', { config, version: current.version });
  await api.send('POST', '/TimelineRows', { name: 'Войны' });
  const page = await signedInPage(browser, lang, token);

  await page.goto(`${home}/timeline`);
  await expect(page.getByRole('heading', { level: 1, name: t.TIMELINE.PAGE.TITLE })).toBeVisible();
  await expect(page.getByTestId('timeline-empty')).toContainText(t.TIMELINE.PAGE.EMPTY_TITLE);
  const battle = { name: 'Битва у брода', start: at(1300, 12, 38, 9), end: at(1300, 13, 2, 17) };
  await page.getByTestId('create-event').click();
  await page.getByTestId('event-name').fill('Бу');
  await pickDate(page, 'event-start', calendar, battle.start);
  await pickDate(page, 'event-end', calendar, at(1300, 12, 1));
  await chooseRow(page, 'Войны');
  await page.getByTestId('event-submit').click();
  await expect(page.getByText(t.VALIDATION.EVENT_NAME_TOO_SHORT)).toBeVisible();
  await expect(page.getByText(t.VALIDATION.EVENT_END_BEFORE_START)).toBeVisible();
  await page.getByTestId('event-start-hour').fill('24');
  await expect(page.getByTestId('event-start').getByText(t.VALIDATION.HOURS_MAX)).toBeVisible();
  await page.getByTestId('event-start-hour').fill(String(battle.start.hour));
  await page.getByTestId('event-name').fill(battle.name);
  await pickDate(page, 'event-end', calendar, battle.end);
  await page.getByTestId('event-submit').click();
  await expect(page.getByTestId('event-modal')).toBeHidden();
  const line = page.getByTestId('events-line').filter({ hasText: battle.name });
  await expect(line.getByTestId('events-line-start')).toHaveText(
    formatDate(calendar, battle.start, 'long'),
  );
  await line.click();
  await expect(page.getByTestId('selected-event')).toContainText(t.TIMELINE.KINDS.lasting);
  // From the 38th of a 40-day month to the 2nd of the next: 4 days 8 hours, in Russian plurals.
  await expect(page.getByTestId('selected-event')).toContainText('4 дня 8 часов');

  await page.goto(`${home}/details?tab=timeline`);
  await page.getByTestId('calendar-end-year').fill('1299');
  await expectCalendarRefused(page, t, '4006', [battle.name]);
  await page.getByTestId('calendar-end-year').fill(String(config.endYear));
  await page.getByTestId('month-days').nth(11).fill('37');
  await expectCalendarRefused(page, t, '4005', [battle.name]);
  await page.context().close();
});

test('en: eras added in the settings show in dates; 0 fits all without focusing the canvas', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const lang = 'en';
  const t = textsOf(lang);
  const { token, world, home } = await newWorld(request, 'tlera');
  const api = apiOf(request, token, world);
  const config = calendarOf(lang);
  const current = await api.get<{ version: number }>('/Timeline');
  await api.send('PUT', '/Timeline', { config, version: current.version });
  const [row] = await api.get<{ id: string }[]>('/TimelineRows');
  const siege = { name: 'Siege of Harrowgate', start: at(1250, 3, 5), end: at(1252, 1, 1) };
  await api.send('POST', '/Events', { ...siege, kind: 'lasting', rowId: row!.id });
  const page = await signedInPage(browser, lang, token);

  await page.goto(`${home}/details?tab=timeline`);
  await expect(page.getByTestId('calendar-no-eras')).toHaveText(t.TIMELINE.CALENDAR.NO_ERAS);
  await page.getByTestId('add-era').click();
  await page.getByTestId('add-era').click();
  const eras = [
    { name: 'First Age', shortName: 'FA', startYear: config.startYear },
    // A long name, as worlds give them: the events table must not cut the date for it.
    { name: 'Second Age of the Long Twilight', shortName: 'SA', startYear: 1200 },
  ];
  for (const [index, era] of eras.entries()) {
    await page.getByTestId('era-name').nth(index).fill(era.name);
    await page.getByTestId('era-short-name').nth(index).fill(era.shortName);
  }
  // The first era starts with the calendar; the second is typed.
  await expect(page.getByTestId('era-start-year').first()).toHaveValue(String(config.startYear));
  await page.getByTestId('era-start-year').nth(1).fill('1000');
  await page.getByTestId('era-start-year').nth(1).blur();
  await expect(page.getByText(t.VALIDATION.ERA_START_ORDER)).toBeVisible();
  await page.getByTestId('era-start-year').nth(1).fill(String(eras[1]!.startYear));
  await page.getByTestId('calendar-save').click();
  await expect(page.getByText(t.TIMELINE.CALENDAR.SAVED)).toBeVisible();
  expect((await api.get<{ config: CalendarConfig }>('/Timeline')).config.eras).toEqual(eras);

  const calendar = createCalendar({ ...config, eras });
  const long = formatDate(calendar, siege.start, 'long');
  expect(long).toContain('1250, Second Age');
  await page.goto(`${home}/timeline`);
  const line = page.getByTestId('events-line').filter({ hasText: siege.name });
  // The table abbreviates the era so the day, year and time stay in sight; the title has it all.
  const start = line.getByTestId('events-line-start');
  await expect(start).toHaveText(formatDate(calendar, siege.start, 'medium'));
  await expect(start).toHaveText(/^5 Seedtime 1250 SA, 00:00:00$/);
  await expect(start).toHaveAttribute('title', long);
  await expect(line.getByTestId('events-line-end')).toHaveAttribute(
    'title',
    formatDate(calendar, siege.end, 'long'),
  );
  const cut = (cell: Locator) =>
    cell.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(await cut(start)).toBe(false);
  expect(await cut(line.getByTestId('events-line-end'))).toBe(false);
  // A phone: the list stacks, the date still whole, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(start).toHaveAttribute('title', long);
  await start.scrollIntoViewIfNeeded();
  expect(await cut(start)).toBe(false);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const list = document.querySelector('[data-testid=all-events] [role=table]');
        return [
          document.documentElement.scrollWidth <= window.innerWidth,
          list ? list.scrollWidth <= list.clientWidth : false,
        ];
      }),
    )
    .toEqual([true, true]);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The keys belong to the page: zoom in with the toolbar, then 0 with the focus on nothing.
  const canvas = page.getByTestId('timeline-canvas');
  const whole = calendar.endSeconds - calendar.startSeconds;
  await expect.poll(() => span(canvas)).toBe(whole);
  await page.getByTestId('timeline-zoom-in').click();
  await expect.poll(() => span(canvas)).toBeLessThan(whole);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('0');
  await expect.poll(() => span(canvas)).toBe(whole);
  await page.context().close();
});
