import { expect, test, type Locator, type Page } from '@playwright/test';
import { addMemberByApi, newAccount, registerByApi } from './support/accounts';
import { fill, journeyLanguages, signedInPage, textsOf } from './support/i18n';
import {
  look,
  mapApi,
  mapPicture,
  ownMapWorld,
  screenPoint,
  viewCenter,
  yearStart,
} from './support/maps';

/**
 * Maps as a world's geography, on maps seeded through the API: a pin opens
 * its child map and the breadcrumb leads back; the time slider swaps one
 * border for the next; a secret layer never reaches a viewer, on screen or
 * in any answer of the API; on a phone the places list is a bottom drawer and
 * picking a place flies the map to it. In English, and in Russian too with
 * E2E_ALL_LANGUAGES=1 (maps.spec.ts walks the Russian map screens on every run).
 */
test.describe.configure({ mode: 'parallel' });
test.use({
  trace: { mode: 'retain-on-failure', screenshots: true, snapshots: true, sources: true },
});

/** The ids of the features the viewer draws, sorted. */
async function drawnIds(canvas: Locator): Promise<string[]> {
  const ids = (await canvas.getAttribute('data-feature-ids')) ?? '';
  return ids.split(' ').filter(Boolean).sort();
}

/** Opens a map and waits until its view is set and it draws `count` features. */
async function openMap(page: Page, url: string, count: number): Promise<Locator> {
  await page.goto(url);
  const canvas = page.getByTestId('map-canvas');
  await expect(page.getByTestId('map-page')).toHaveAttribute('data-status', 'ready');
  await expect(canvas).toHaveAttribute('data-ready', 'true');
  await expect(canvas).toHaveAttribute('data-features', String(count));
  return canvas;
}

for (const lang of journeyLanguages) {
  test(`a pin opens its child map, and the breadcrumb leads back (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = textsOf(lang);
    const { api, token, home } = await ownMapWorld(request, 'mapkid');
    const realm = await api.createMap({ name: 'Realm of Ash' });
    await api.upload(realm.id, await mapPicture());
    const port = await api.createFeature(realm.id, {
      geometry: { kind: 'pin', point: [700, 300] },
      name: 'Port Ember',
    });
    // A map made under a pin: the pin opens it.
    const town = await api.createMap({
      name: 'Port Ember Town',
      parentMapId: realm.id,
      parentPinId: port.id,
    });
    await api.upload(town.id, await mapPicture(800, 600, '#c9b28a'));
    expect((await api.map(realm.id)).features[0]?.childMapId).toBe(town.id);

    const page = await signedInPage(browser, lang, token);
    const canvas = await openMap(page, `${home}/maps/${realm.id}`, 1);

    // A click on the pin selects it; its panel offers the map it opens.
    const pin = await screenPoint(
      canvas,
      port.geometry.kind === 'pin' ? port.geometry.point : [0, 0],
    );
    await page.mouse.click(pin.x, pin.y);
    const form = page.getByTestId('map-feature-form');
    await expect(form).toHaveAttribute('data-feature-id', port.id);
    await expect(page.getByTestId('map-feature-child-map')).toHaveValue('Port Ember Town');
    await page.getByTestId('map-feature-open-map').click();

    // The child map, with the way back through its parent.
    await expect(page).toHaveURL(new RegExp(`/maps/${town.id}$`));
    await expect(page.getByTestId('map-page')).toHaveAttribute('data-status', 'ready');
    const breadcrumb = page.getByTestId('map-breadcrumb');
    await expect(breadcrumb.getByRole('link')).toHaveText([t.MAPS.PAGE.ALL_MAPS, 'Realm of Ash']);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Port Ember Town');
    await look(page, 'child-map');

    await breadcrumb.getByRole('link', { name: 'Realm of Ash' }).click();
    await expect(page).toHaveURL(new RegExp(`/maps/${realm.id}$`));
    await expect(page.getByTestId('map-breadcrumb').locator('[aria-current="page"]')).toHaveText(
      'Realm of Ash',
    );

    // A double click on the pin follows it at once.
    const back = page.getByTestId('map-canvas');
    await expect(back).toHaveAttribute('data-features', '1');
    const again = await screenPoint(back, [700, 300]);
    await page.mouse.dblclick(again.x, again.y);
    await expect(page).toHaveURL(new RegExp(`/maps/${town.id}$`));
    await expect(page.getByTestId('map-breadcrumb').locator('[aria-current="page"]')).toHaveText(
      'Port Ember Town',
    );
    await page.context().close();
  });

  test(`the time slider moves a border (${lang})`, async ({ browser, request }) => {
    const t = textsOf(lang);
    const { api, token, home } = await ownMapWorld(request, 'maptime');
    const map = await api.createMap({ name: 'The Vell Marches' });
    await api.upload(map.id, await mapPicture());
    // The kingdom's border until the year 200, and the wider one after it; a town through both.
    const oldBorder = await api.createFeature(map.id, {
      geometry: {
        kind: 'region',
        points: [
          [200, 200],
          [500, 200],
          [500, 500],
          [200, 500],
        ],
      },
      name: 'Vell before the war',
      from: yearStart(100),
      until: yearStart(200),
    });
    const newBorder = await api.createFeature(map.id, {
      geometry: {
        kind: 'region',
        points: [
          [200, 200],
          [800, 200],
          [800, 600],
          [200, 600],
        ],
      },
      name: 'Vell after the war',
      from: yearStart(200),
    });
    const town = await api.createFeature(map.id, {
      geometry: { kind: 'pin', point: [350, 350] },
      name: 'Vellmouth',
    });

    const page = await signedInPage(browser, lang, token);
    const canvas = await openMap(page, `${home}/maps/${map.id}`, 3);

    // The slider starts on every date: both borders at once.
    await page.getByTestId('map-time-toggle').click();
    const slider = page.getByTestId('map-time-slider');
    await expect(slider.getByTestId('map-time-date')).toHaveText(t.MAP_VIEW.TIME.SHOWING_ALL);
    await expect.poll(() => drawnIds(canvas)).toEqual([oldBorder.id, newBorder.id, town.id].sort());

    // One step on: the first date the places carry, the year 100; the old border.
    await slider.getByTestId('map-time-later').click();
    await expect(slider.getByTestId('map-time-all')).not.toBeChecked();
    await expect(slider.getByTestId('map-time-date')).toContainText('100');
    await expect.poll(() => drawnIds(canvas)).toEqual([oldBorder.id, town.id].sort());
    await look(page, 'time-old-border');

    // Dragged to the end of the track: past the war, the new border.
    const thumb = slider.getByRole('slider');
    const track = slider.getByTestId('map-time-track');
    const from = (await thumb.boundingBox())!;
    const to = (await track.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width + 20, from.y + from.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(thumb).toHaveAttribute(
      'aria-valuenow',
      (await thumb.getAttribute('aria-valuemax'))!,
    );
    await expect(slider.getByTestId('map-time-date')).toContainText('201');
    await expect.poll(() => drawnIds(canvas)).toEqual([newBorder.id, town.id].sort());
    await look(page, 'time-new-border');

    // A step back from the year 201 is the year 200: the old border ended as the new one began.
    await slider.getByTestId('map-time-earlier').click();
    await expect(slider.getByTestId('map-time-date')).toContainText('200');
    await expect.poll(() => drawnIds(canvas)).toEqual([newBorder.id, town.id].sort());
    // All dates again: both.
    await slider.getByTestId('map-time-all').click();
    await expect.poll(() => drawnIds(canvas)).toEqual([oldBorder.id, newBorder.id, town.id].sort());
    await page.context().close();
  });

  test(`a secret layer never reaches a viewer (${lang})`, async ({ browser, request }) => {
    const t = textsOf(lang);
    const { api, token, world, home } = await ownMapWorld(request, 'mapgm');
    const viewer = newAccount('mapsee');
    const viewerSession = await registerByApi(request, viewer);
    await addMemberByApi(request, token, world.id, { userName: viewer.userName, role: 'viewer' });

    // A word nothing else holds: the secret place's name, looked for in every answer.
    const secretWord = `hush${Date.now().toString(36)}`;
    const secretName = `Glimmerfen ${secretWord} Cove`;
    const chronicle = await api.createDocument('Glimmerfen Chronicle');
    const map = await api.createMap({ name: 'The Glimmerfen' });
    await api.upload(map.id, await mapPicture());
    const notes = await api.createLayer(map.id, { name: `GM notes ${secretWord}`, secret: true });
    const watch = await api.createFeature(map.id, {
      geometry: { kind: 'pin', point: [300, 300] },
      name: 'Glimmerfen Watch',
      documentId: chronicle.id,
    });
    const secret = await api.createFeature(map.id, {
      geometry: { kind: 'pin', point: [900, 500] },
      name: secretName,
      documentId: chronicle.id,
      layerId: notes.id,
    });

    // The owner sees both, the secret one marked as such.
    const ownerPage = await signedInPage(browser, lang, token);
    await openMap(ownerPage, `${home}/maps/${map.id}`, 2);
    const ownerList = ownerPage.getByTestId('map-feature-list');
    await expect(ownerList.getByTestId('map-feature-item')).toHaveCount(2);
    await expect(
      ownerList.getByTestId('map-feature-item').filter({ hasText: secretName }),
    ).toBeVisible();
    await ownerPage.context().close();

    // The viewer: every answer of the API is kept to be read at the end.
    const viewerPage = await signedInPage(browser, lang, viewerSession.token);
    const answers: Promise<{ url: string; body: string }>[] = [];
    viewerPage.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!response.url().includes('/api/') || !/json|text/.test(type)) return;
      answers.push(
        response
          .text()
          .then((body) => ({ url: response.url(), body }))
          .catch(() => ({ url: response.url(), body: '' })),
      );
    });

    // The map: one place in the list and on the canvas, no secret layer to toggle.
    const mapAnswer = viewerPage.waitForResponse(
      (response) =>
        response.url().endsWith(`/Maps/${map.id}`) && response.request().method() === 'GET',
    );
    const canvas = await openMap(viewerPage, `${home}/maps/${map.id}`, 1);
    expect(await (await mapAnswer).text()).not.toContain(secretWord);
    expect(await drawnIds(canvas)).toEqual([watch.id]);
    const list = viewerPage.getByTestId('map-feature-list');
    await expect(list.getByTestId('map-feature-item')).toHaveCount(1);
    await expect(list).toContainText('Glimmerfen Watch');
    await look(viewerPage, 'viewer-map');
    await viewerPage.getByTestId('map-feature-search').fill(secretWord);
    await expect(viewerPage.getByTestId('map-side-panel')).toContainText(
      t.MAPS.FEATURES.NOTHING_FOUND,
    );
    await viewerPage.getByTestId('map-layers-menu').click();
    await expect(viewerPage.getByTestId('map-layer-toggle')).toHaveCount(1);
    await expect(viewerPage.getByTestId('map-layer-toggles')).not.toContainText('GM notes');
    await viewerPage.keyboard.press('Escape');

    // A link straight to the secret place selects nothing.
    await viewerPage.goto(`${home}/maps/${map.id}?feature=${secret.id}`);
    await expect(viewerPage.getByTestId('map-canvas')).toHaveAttribute('data-features', '1');
    await expect(viewerPage.getByTestId('map-feature-form')).toHaveCount(0);

    // The top bar's search finds the chronicle but not the secret place.
    const search = viewerPage.getByRole('banner').getByRole('combobox', { name: t.NAVBAR.SEARCH });
    const searched = viewerPage.waitForResponse((response) => response.url().includes(`/Search?`));
    await search.fill('Glimmerfen');
    expect(await (await searched).text()).not.toContain(secretWord);
    const hits = viewerPage.getByTestId('search-hit');
    await expect(hits.and(viewerPage.locator(`[value="document:${chronicle.id}"]`))).toBeVisible();
    await expect(hits.and(viewerPage.locator(`[value="map_place:${watch.id}"]`))).toBeVisible();
    await look(viewerPage, 'viewer-search');
    await expect(hits.filter({ hasText: secretWord })).toHaveCount(0);
    await expect(hits.and(viewerPage.locator(`[value="map_place:${secret.id}"]`))).toHaveCount(0);
    await search.fill(secretWord);
    await expect(viewerPage.getByTestId('search-empty')).toBeVisible();

    // The chronicle's page lists the one place the viewer may see.
    await viewerPage.goto(`${home}/maps`);
    await expect(viewerPage.getByTestId('map-card-pins')).toHaveText(
      fill(t.MAPS.PINS_one, { count: 1 }),
    );
    const places = await mapApi(request, viewerSession.token, world.id).get<{ name: string }[]>(
      `/Documents/${chronicle.id}/MapPlaces`,
    );
    expect(places.map((place) => place.name)).toEqual(['Glimmerfen Watch']);

    // Not one answer the viewer's browser received named the secret place or its layer.
    const received = await Promise.all(answers);
    expect(received.length).toBeGreaterThan(3);
    expect(received.filter(({ body }) => body.includes(secretWord)).map(({ url }) => url)).toEqual(
      [],
    );
    await viewerPage.context().close();
  });

  test(`on a phone the places are a bottom drawer, and a pick flies there (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = textsOf(lang);
    const { api, token, home } = await ownMapWorld(request, 'mapfone');
    const map = await api.createMap({ name: 'The Salt Coast' });
    await api.upload(map.id, await mapPicture());
    await api.createFeature(map.id, {
      geometry: { kind: 'pin', point: [250, 600] },
      name: 'Brine',
    });
    const lighthouse = await api.createFeature(map.id, {
      geometry: { kind: 'pin', point: [900, 250] },
      name: 'Far Lighthouse',
    });

    const page = await signedInPage(browser, lang, token);
    await page.setViewportSize({ width: 390, height: 844 });
    const canvas = await openMap(page, `${home}/maps/${map.id}`, 2);
    await expect(page.getByTestId('map-side-panel')).toHaveCount(0);

    await page.getByTestId('map-open-panel').click();
    const drawer = page.getByRole('dialog', { name: t.MAPS.PAGE.SIDE_PANEL });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('map-feature-item')).toHaveCount(2);
    await look(page, 'phone-drawer');

    await drawer
      .getByRole('button', { name: fill(t.MAPS.FEATURES.FLY, { name: 'Far Lighthouse' }) })
      .click();
    // The drawer gives the map back, which flies to the place and selects it.
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]feature=${lighthouse.id}`));
    await expect
      .poll(async () => {
        const [x, y] = await viewCenter(canvas);
        return Math.hypot(x - 900, y - 250);
      })
      .toBeLessThan(2);
    await look(page, 'phone-flown');
    // The panel button brings back the drawer, now with the picked place's details.
    await page.getByTestId('map-open-panel').click();
    await expect(drawer.getByTestId('map-feature-form')).toHaveAttribute(
      'data-feature-id',
      lighthouse.id,
    );
    await page.context().close();
  });
}
