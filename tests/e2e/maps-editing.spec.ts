import { expect, test, type Locator, type Page } from '@playwright/test';
import type { MapFeature } from '../../src/shared/schemas/map';
import { addMemberByApi, newAccount, registerByApi } from './support/accounts';
import { fill, journeyLanguages, signedInPage, textsOf } from './support/i18n';
import { look, mapApi, mapPicture, ownMapWorld, screenPoint } from './support/maps';

/**
 * Editing places on a map seeded through the API: a list of a few hundred
 * places scrolls, picks and moves by key (on a phone too, where a pick
 * closes the drawer); resting on a place shows its document's cover and
 * excerpt; a new place being drawn survives stray clicks and Escape, and the
 * next one starts empty; a drag onto a place someone else moved meanwhile
 * asks whose version to keep. In English, and in Russian too with
 * E2E_ALL_LANGUAGES=1; E2E_SHOTS=<folder> keeps screenshots to look at.
 */
test.describe.configure({ mode: 'parallel' });
test.use({
  trace: { mode: 'retain-on-failure', screenshots: true, snapshots: true, sources: true },
});

async function openMap(page: Page, url: string, count: number): Promise<Locator> {
  await page.goto(url);
  const canvas = page.getByTestId('map-canvas');
  await expect(page.getByTestId('map-page')).toHaveAttribute('data-status', 'ready');
  await expect(canvas).toHaveAttribute('data-ready', 'true');
  await expect(canvas).toHaveAttribute('data-features', String(count));
  return canvas;
}

const pinAt = (feature: MapFeature): [number, number] =>
  feature.geometry.kind === 'pin' ? feature.geometry.point : [0, 0];

/** Where a screen point is on the picture: the inverse of screenPoint. */
async function picturePoint(canvas: Locator, x: number, y: number): Promise<[number, number]> {
  const box = (await canvas.boundingBox())!;
  const resolution = Number(await canvas.getAttribute('data-resolution'));
  const [cx, cy] = (await canvas.getAttribute('data-center'))!.split(',').map(Number);
  return [
    cx! + (x - box.x - box.width / 2) * resolution,
    cy! + (y - box.y - box.height / 2) * resolution,
  ];
}

/** Presses a pin and drags it to a picture point; returns where it was dropped on the picture. */
async function dragPin(
  canvas: Locator,
  from: readonly [number, number],
  to: readonly [number, number],
): Promise<[number, number]> {
  const page = canvas.page();
  const start = await screenPoint(canvas, from);
  const end = await screenPoint(canvas, to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 10 });
  await page.mouse.up();
  return picturePoint(canvas, end.x, end.y);
}

const placeName = (index: number) => `Hamlet ${String(index).padStart(3, '0')}`;

for (const lang of journeyLanguages) {
  test(`a few hundred places scroll, pick and move by key (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = textsOf(lang);
    const { api, token, home } = await ownMapWorld(request, 'maplist');
    const map = await api.createMap({ name: 'The Thousand Farms' });
    await api.upload(map.id, await mapPicture());
    const count = 240;
    const places = await api.createFeatures(
      map.id,
      Array.from({ length: count }, (_, index) => ({
        geometry: { kind: 'pin' as const, point: [40 + (index % 20) * 55, 40 + (index >> 4) * 45] },
        name: placeName(index + 1),
      })),
    );

    const page = await signedInPage(browser, lang, token);
    await openMap(page, `${home}/maps/${map.id}`, count);
    const list = page.getByTestId('map-feature-list');
    await expect(list).toHaveAttribute('data-count', String(count));
    await expect(list).toHaveAttribute(
      'aria-label',
      fill((lang === 'ru' ? t.MAPS.FEATURES.LIST_many : t.MAPS.FEATURES.LIST_other)!, { count }),
    );
    const items = list.getByTestId('map-feature-item');
    // Only the rows in view are rendered, and the list scrolls inside the panel.
    await expect(items.first()).toContainText(placeName(1));
    expect(await items.count()).toBeLessThan(60);
    const panel = page.getByTestId('map-side-panel');
    const panelBox = (await panel.boundingBox())!;
    const listBox = (await list.locator('..').boundingBox())!;
    expect(listBox.y + listBox.height).toBeLessThanOrEqual(panelBox.y + panelBox.height + 1);
    await look(page, `list-${lang}`);

    // The arrow keys from the search, then End, Home and a page down.
    await page.getByTestId('map-feature-search').focus();
    await page.keyboard.press('ArrowDown');
    const focused = page.locator('[data-testid="map-feature-item"]:focus');
    await expect(focused).toHaveAttribute('data-feature-id', places[0]!.id);
    await page.keyboard.press('ArrowDown');
    await expect(focused).toHaveAttribute('data-feature-id', places[1]!.id);
    await page.keyboard.press('End');
    await expect(focused).toHaveAttribute('data-feature-id', places[count - 1]!.id);
    await expect(focused.locator('..')).toHaveAttribute('aria-posinset', String(count));
    await expect(items.filter({ hasText: placeName(1) })).toHaveCount(0);
    await page.keyboard.press('ArrowUp');
    await expect(focused).toHaveAttribute('data-feature-id', places[count - 2]!.id);
    await page.keyboard.press('Home');
    await expect(focused).toHaveAttribute('data-feature-id', places[0]!.id);
    await page.keyboard.press('PageDown');
    const paged = Number(await focused.locator('..').getAttribute('aria-posinset'));
    expect(paged).toBeGreaterThan(5);
    await page.keyboard.press('PageUp');
    await expect(focused).toHaveAttribute('data-feature-id', places[0]!.id);
    // Only one row is in the tab order.
    await expect(list.locator('button[tabindex="0"]')).toHaveCount(1);

    // The wheel scrolls the rows into view; a click picks one far down.
    await list.hover();
    const target = places[199]!;
    const row = list.locator(`[data-feature-id="${target.id}"]`);
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(row).toBeVisible({ timeout: 500 });
    }).toPass();
    await row.click();
    await expect(page).toHaveURL(new RegExp(`[?&]feature=${target.id}`));
    await expect(page.getByTestId('map-feature-form')).toHaveAttribute(
      'data-feature-id',
      target.id,
    );

    // Enter in the search picks the first match.
    await page.getByTestId('map-feature-back').click();
    await page.getByTestId('map-feature-search').fill(placeName(42));
    await expect(list).toHaveAttribute('data-count', '1');
    await page.getByTestId('map-feature-search').press('Enter');
    await expect(page.getByTestId('map-feature-form')).toHaveAttribute(
      'data-feature-id',
      places[41]!.id,
    );
    await page.context().close();
  });

  test(`on a phone the long list scrolls in the drawer, and a pick closes it (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = textsOf(lang);
    const { api, token, home } = await ownMapWorld(request, 'mapfonel');
    const map = await api.createMap({ name: 'The Reed Isles' });
    await api.upload(map.id, await mapPicture());
    const places = await api.createFeatures(
      map.id,
      Array.from({ length: 120 }, (_, index) => ({
        geometry: { kind: 'pin' as const, point: [60 + (index % 12) * 90, 60 + (index >> 3) * 45] },
        name: placeName(index + 1),
      })),
    );

    const page = await signedInPage(browser, lang, token);
    await page.setViewportSize({ width: 390, height: 844 });
    const canvas = await openMap(page, `${home}/maps/${map.id}`, 120);
    await page.getByTestId('map-open-panel').click();
    const drawer = page.getByRole('dialog', { name: t.MAPS.PAGE.SIDE_PANEL });
    const list = drawer.getByTestId('map-feature-list');
    await expect(list).toHaveAttribute('data-count', '120');
    // The drawer in place, its list scrolling inside it: the search stays in view.
    const search = drawer.getByTestId('map-feature-search');
    await expect(search).toBeInViewport({ ratio: 1 });
    expect(await list.getByTestId('map-feature-item').count()).toBeLessThan(40);
    const drawerBox = (await drawer.boundingBox())!;
    const scrollerBox = (await list.locator('..').boundingBox())!;
    expect(scrollerBox.y + scrollerBox.height).toBeLessThanOrEqual(
      drawerBox.y + drawerBox.height + 1,
    );
    await look(page, `phone-list-${lang}`);
    await list.hover();
    const target = places[99]!;
    const row = list.locator(`[data-feature-id="${target.id}"]`);
    await expect(async () => {
      await page.mouse.wheel(0, 500);
      await expect(row).toBeVisible({ timeout: 500 });
    }).toPass();
    await row.click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]feature=${target.id}`));

    // A pin drawn on the phone opens its form in the drawer; closing the drawer keeps it.
    await page.getByTestId('map-tool-pin').click();
    await expect(canvas).toHaveAttribute('data-tool', 'pin');
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5);
    const form = drawer.getByTestId('map-feature-form');
    await expect(form).toHaveAttribute('data-feature-id', 'draft');
    // The drawer opens at the top of the form: its title and the name's label in view.
    const title = drawer.getByRole('heading', {
      name: fill(t.MAPS.FEATURE.TITLE_NEW, { kind: t.MAPS.FEATURES.KIND.pin }),
    });
    await expect(title).toBeInViewport({ ratio: 1 });
    await expect(drawer.getByText(t.MAPS.FEATURE.NAME, { exact: true })).toBeInViewport({
      ratio: 1,
    });
    await look(page, `phone-draft-${lang}`);
    await drawer.getByTestId('map-feature-name').fill('Reed Landing');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByTestId('map-open-panel').click();
    await expect(form).toHaveAttribute('data-feature-id', 'draft');
    await expect(drawer.getByTestId('map-feature-name')).toHaveValue('Reed Landing');
    await page.context().close();
  });

  test(`resting on a place shows its document's cover and excerpt (${lang})`, async ({
    browser,
    request,
  }) => {
    const { api, token, home } = await ownMapWorld(request, 'maphover');
    const excerpt = 'A harbour town of salt merchants, built on the ruins of an older port.';
    const doc = await api.createDocument('Saltmere', excerpt);
    await api.uploadImage(doc.id, 'saltmere-harbour.png');
    const map = await api.createMap({ name: 'The Grey Sound' });
    await api.upload(map.id, await mapPicture());
    const town = await api.createFeature(map.id, {
      geometry: { kind: 'pin', point: [420, 380] },
      name: 'Saltmere',
      documentId: doc.id,
      description: 'Ferries leave at dawn.',
    });

    const page = await signedInPage(browser, lang, token);
    const canvas = await openMap(page, `${home}/maps/${map.id}`, 1);
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/Preview')) asked.push(req.url());
    });
    const preview = page.waitForResponse((response) =>
      response.url().endsWith(`/Documents/${doc.id}/Preview`),
    );
    const pin = await screenPoint(canvas, pinAt(town));
    await page.mouse.move(pin.x - 40, pin.y - 40);
    await page.mouse.move(pin.x, pin.y, { steps: 4 });
    const card = page.getByTestId('map-hover-card');
    await expect(card).toContainText('Saltmere');
    await expect(card).toContainText('Ferries leave at dawn.');
    expect((await preview).status()).toBe(200);
    await expect(card.getByTestId('map-hover-excerpt')).toContainText('A harbour town');
    await expect(card.getByTestId('map-hover-cover')).toBeVisible();
    await expect
      .poll(() =>
        card.getByTestId('map-hover-cover').evaluate((image: HTMLImageElement) => image.complete),
      )
      .toBe(true);
    await look(page, `hover-${lang}`);

    // Leaving and coming back shows the card from the cache: one request in all.
    await page.mouse.move(pin.x + 200, pin.y + 150, { steps: 4 });
    await expect(card).toHaveCount(0);
    await page.mouse.move(pin.x, pin.y, { steps: 4 });
    await expect(card.getByTestId('map-hover-excerpt')).toBeVisible();
    expect(asked).toHaveLength(1);
    await page.context().close();
  });

  test(`a new place survives stray clicks, and the next one starts empty (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = textsOf(lang);
    const { api, token, home } = await ownMapWorld(request, 'mapdraft');
    const doc = await api.createDocument('Old Mill');
    const map = await api.createMap({ name: 'The Millbrook' });
    await api.upload(map.id, await mapPicture());
    const bridge = await api.createFeature(map.id, {
      geometry: { kind: 'pin', point: [300, 600] },
      name: 'Stone Bridge',
    });

    const page = await signedInPage(browser, lang, token);
    const canvas = await openMap(page, `${home}/maps/${map.id}`, 1);
    const form = page.getByTestId('map-feature-form');
    const box = (await canvas.boundingBox())!;

    await page.getByTestId('map-tool-pin').click();
    await expect(canvas).toHaveAttribute('data-tool', 'pin');
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.3);
    await expect(form).toHaveAttribute('data-feature-id', 'draft');
    await expect(canvas).toHaveAttribute('data-features', '2');
    await page.getByTestId('map-feature-name').fill('Mill Pond');
    await page.getByTestId('map-feature-document').fill('Old');
    await page.getByRole('option', { name: 'Old Mill' }).click();
    await page.getByTestId('map-feature-color').fill('#aa3311');
    await page.getByTestId('map-feature-name').click();

    // A stray click beside it and Escape on the map keep it as it is.
    await page.mouse.click(box.x + box.width * 0.85, box.y + box.height * 0.8);
    await expect(canvas).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(form).toHaveAttribute('data-feature-id', 'draft');
    await expect(page.getByTestId('map-feature-name')).toHaveValue('Mill Pond');
    await expect(canvas).toHaveAttribute('data-features', '2');
    await look(page, `draft-${lang}`);

    // Picking another place asks first; keeping the new one leaves it be.
    const other = await screenPoint(canvas, pinAt(bridge));
    await page.mouse.click(other.x, other.y);
    const ask = page.getByRole('dialog', { name: t.MAPS.DRAFT.DISCARD_TITLE });
    await expect(ask).toBeVisible();
    await look(page, `draft-ask-${lang}`);
    await ask.getByRole('button', { name: t.MAPS.DRAFT.KEEP }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByTestId('map-feature-name')).toHaveValue('Mill Pond');

    await page.getByTestId('map-feature-save').click();
    await expect(page).toHaveURL(/[?&]feature=/);
    const savedId = new URL(page.url()).searchParams.get('feature')!;
    await expect(form).toHaveAttribute('data-feature-id', savedId);
    const stored = (await api.map(map.id)).features.find((item) => item.id === savedId)!;
    expect(stored).toMatchObject({ name: 'Mill Pond', documentId: doc.id, color: '#aa3311' });

    // The next pin starts with nothing of the first.
    await page.getByTestId('map-tool-pin').click();
    await expect(canvas).toHaveAttribute('data-tool', 'pin');
    await page.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.6);
    await expect(form).toHaveAttribute('data-feature-id', 'draft');
    await expect(page.getByTestId('map-feature-name')).toHaveValue('');
    await expect(page.getByTestId('map-feature-document')).toHaveValue('');
    await expect(page.getByTestId('map-feature-color')).toHaveValue('');
    await page.getByTestId('map-feature-name').fill('Weir');

    // Discarding it for another place: the bridge's form, the new pin gone.
    await page.mouse.click(other.x, other.y);
    await ask.getByRole('button', { name: t.MAPS.DRAFT.DISCARD }).click();
    await expect(form).toHaveAttribute('data-feature-id', bridge.id);
    await expect(canvas).toHaveAttribute('data-features', '2');
    await page.context().close();
  });

  test(`a drag onto a place someone moved meanwhile asks whose to keep (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = textsOf(lang);
    const { api, token, world, home } = await ownMapWorld(request, 'mapmove');
    const writer = newAccount('mapmate');
    const writerSession = await registerByApi(request, writer);
    await addMemberByApi(request, token, world.id, { userName: writer.userName, role: 'writer' });
    const theirApi = mapApi(request, writerSession.token, world.id);
    const map = await api.createMap({ name: 'The Windward Reach' });
    await api.upload(map.id, await mapPicture());
    const tower = await api.createFeature(map.id, {
      geometry: { kind: 'pin', point: [400, 300] },
      name: 'Watchtower',
    });

    const page = await signedInPage(browser, lang, token);
    // The live socket's news of saves is held back (pings and the rest go through): the
    // page drags the place as it loaded it, like a user whose drag began before the news.
    let live = false;
    await page.routeWebSocket(/./, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        const text = message.toString();
        if (text.includes('"type":"ready"')) live = true;
        if (!text.includes('"type":"activities"')) socket.send(message);
      });
    });
    // The page's own reads of the map: the other member saves only when none is under way.
    let reading = 0;
    const isMapRead = (url: string) => url.endsWith(`/Maps/${map.id}`);
    page.on('request', (req) => {
      if (isMapRead(req.url())) reading += 1;
    });
    const done = (req: { url(): string }) => {
      if (isMapRead(req.url())) reading -= 1;
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const settled = () => expect.poll(() => reading).toBe(0);

    const canvas = await openMap(page, `${home}/maps/${map.id}`, 1);
    const start = await screenPoint(canvas, pinAt(tower));
    await page.mouse.click(start.x, start.y);
    await expect(page.getByTestId('map-feature-form')).toHaveAttribute('data-feature-id', tower.id);
    await expect.poll(() => live).toBe(true);
    await settled();

    // The other member moves and renames it after the page loaded.
    const theirs = await theirApi.updateFeature(map.id, tower, {
      geometry: { kind: 'pin', point: [800, 500] },
      name: 'Old Watchtower',
    });
    const dialog = page.getByRole('dialog', { name: t.MAPS.CONFLICT.TITLE });
    await dragPin(canvas, [400, 300], [500, 250]);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(fill(t.MAPS.CONFLICT.TEXT, { name: 'Old Watchtower' }));
    await expect(dialog.locator('[data-change]')).toHaveText([
      t.MAPS.CONFLICT.CHANGE.shape,
      t.MAPS.CONFLICT.CHANGE.name,
    ]);
    await look(page, `conflict-${lang}`);

    // Keeping theirs: nothing saved; the pin is where they put it, and moves from there.
    await dialog.getByTestId('map-move-conflict-theirs').click();
    await expect(dialog).toBeHidden();
    expect((await api.map(map.id)).features[0]).toMatchObject({
      version: theirs.version,
      geometry: theirs.geometry,
    });
    await expect(page.getByTestId('map-feature-name')).toHaveValue('Old Watchtower');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/Features/${tower.id}`) && response.request().method() === 'PUT',
    );
    const dropped = await dragPin(canvas, [800, 500], [700, 450]);
    expect((await saved).status()).toBe(200);
    const moved = (await api.map(map.id)).features[0]!;
    expect(moved.version).toBe(theirs.version + 1);
    const point = pinAt(moved);
    expect(Math.hypot(point[0] - dropped[0], point[1] - dropped[1])).toBeLessThan(3);

    // Moved again by them: this time the user's move is applied to their version.
    await settled();
    const again = await theirApi.updateFeature(map.id, moved, {
      geometry: { kind: 'pin', point: [300, 600] },
      description: 'Rebuilt after the storm.',
    });
    const mine = await dragPin(canvas, point, [600, 350]);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-change]')).toHaveText([
      t.MAPS.CONFLICT.CHANGE.shape,
      t.MAPS.CONFLICT.CHANGE.description,
    ]);
    await dialog.getByTestId('map-move-conflict-mine').click();
    await expect(dialog).toBeHidden();
    const final = (await api.map(map.id)).features[0]!;
    expect(final).toMatchObject({ version: again.version + 1, description: again.description });
    const end = pinAt(final);
    expect(Math.hypot(end[0] - mine[0], end[1] - mine[1])).toBeLessThan(3);
    await page.context().close();
  });
}
