import { expect, test, type APIRequestContext } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { paragraphContents } from './support/world-content';
import { mapApi, mapPicture } from './support/maps';

/** A published world holding one public document and one members-only document. */
async function publishedWorld(request: APIRequestContext) {
  const { token } = await registerByApi(request, newAccount('pubpage'));
  const stamp = uniqueName('p').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Isles ${stamp}`,
    urlName: `isles-${stamp}`,
    description: 'Islands anyone may read about.',
  });
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'post' | 'put', path: string, data: unknown) => {
    const response = await request[method](`/api/Setting/${world.id}${path}`, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as { id: string };
  };
  const hiddenMarker = `HIDDEN${stamp}`;
  const shown = await call('post', '/Documents', {
    name: 'Saltmere',
    type: 'location',
    contents: paragraphContents('The harbour of Saltmere never freezes.'),
    visibility: 'public',
  });
  await call('post', '/Documents', {
    name: `Vault ${hiddenMarker}`,
    type: 'note',
    contents: paragraphContents(hiddenMarker),
    visibility: 'members',
  });
  await call('put', '/Publishing', { isPublic: true, defaultVisibility: 'members' });
  const path = `/${world.ownerUserName}/${world.urlName}/documents/${shown.id}`;
  return { path, hiddenMarker };
}

test('a public document reads without JavaScript, and the app takes over with it', async ({
  browser,
  request,
}) => {
  const { path, hiddenMarker } = await publishedWorld(request);

  const plain = await browser.newContext({ javaScriptEnabled: false });
  const page = await plain.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Saltmere' })).toBeVisible();
  await expect(page.getByText('The harbour of Saltmere never freezes.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to edit' })).toBeVisible();
  expect(await page.content()).not.toContain(hiddenMarker);
  await page.screenshot({ path: test.info().outputPath('no-script.png') });
  await plain.close();

  const phone = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    locale: 'ru-RU',
  });
  const small = await phone.newPage();
  await small.goto(path);
  await expect(small.getByRole('link', { name: 'Войти, чтобы редактировать' })).toBeVisible();
  await small.screenshot({ path: test.info().outputPath('no-script-phone.png') });
  await phone.close();

  const scripted = await browser.newContext();
  const app = await scripted.newPage();
  await app.goto(path);
  // The app's first render replaces the server's page inside #root.
  await expect(app.locator('.lw-public-page')).toHaveCount(0);
  await scripted.close();
});

/** A published world with a timeline and a map, each partly public; its home and the hidden words. */
async function timelineAndMapWorld(request: APIRequestContext) {
  const { token } = await registerByApi(request, newAccount('pubtime'));
  const stamp = uniqueName('t').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Coast ${stamp}`,
    urlName: `coast-${stamp}`,
    description: 'A coast anyone may read about.',
  });
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const response = await request[method](`/api/Setting/${world.id}${path}`, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
  const hiddenMarker = `HIDDEN${stamp}`;
  await call('put', '/Publishing', { isPublic: true, defaultVisibility: 'members' });
  const shown = await call<{ id: string }>('post', '/Documents', {
    name: 'Saltmere',
    type: 'location',
    contents: paragraphContents('The harbour of Saltmere never freezes.'),
    visibility: 'public',
  });
  const hidden = await call<{ id: string }>('post', '/Documents', {
    name: `Vault ${hiddenMarker}`,
    type: 'note',
    contents: paragraphContents(hiddenMarker),
    visibility: 'members',
  });
  const [main] = await call<{ id: string }[]>('get', '/TimelineRows');
  await call('put', `/TimelineRows/${main!.id}`, { name: 'Ages', visibility: 'public' });
  const secretRow = await call<{ id: string }>('post', '/TimelineRows', {
    name: `Plots ${hiddenMarker}`,
    visibility: 'members',
  });
  const date = (year: number) => ({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
  await call('post', '/Events', {
    name: 'Siege of Saltmere',
    kind: 'lasting',
    start: date(1200),
    end: date(1202),
    rowId: main!.id,
    documentIds: [shown.id, hidden.id],
    description: 'The walls held for two winters.',
  });
  await call('post', '/Events', {
    name: 'Founding of Saltmere',
    kind: 'instant',
    start: date(1100),
    rowId: main!.id,
  });
  await call('post', '/Events', {
    name: `Meeting ${hiddenMarker}`,
    kind: 'instant',
    start: date(1150),
    rowId: secretRow.id,
  });
  const maps = mapApi(request, token, world.id);
  const map = await call<{ id: string }>('post', '/Maps', {
    name: 'Saltmere coast',
    description: 'The shore from the lighthouse to the cliffs.',
    visibility: 'public',
  });
  await maps.upload(map.id, await mapPicture());
  const roads = await call<{ id: string }>('post', `/Maps/${map.id}/Layers`, {
    name: 'Roads',
    visibility: 'public',
  });
  const plots = await maps.createLayer(map.id, { name: `Plots ${hiddenMarker}` });
  await maps.createFeature(map.id, {
    geometry: { kind: 'pin', point: [300, 300] },
    name: 'Lighthouse',
    layerId: roads.id,
    documentId: shown.id,
  });
  await maps.createFeature(map.id, {
    geometry: { kind: 'pin', point: [700, 400] },
    name: `Cove ${hiddenMarker}`,
    layerId: plots.id,
  });
  await maps.createMap({ name: `Map ${hiddenMarker}` });
  return { home: `/${world.ownerUserName}/${world.urlName}`, mapId: map.id, hiddenMarker };
}

test('the timeline and maps pages read without JavaScript, in English and Russian', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { home, mapId, hiddenMarker } = await timelineAndMapWorld(request);
  const views = [
    { lang: 'en', locale: 'en-US', viewport: { width: 1280, height: 800 }, name: 'desktop' },
    { lang: 'ru', locale: 'ru-RU', viewport: { width: 390, height: 844 }, name: 'phone' },
    { lang: 'en', locale: 'en-US', viewport: { width: 390, height: 844 }, name: 'phone' },
    { lang: 'ru', locale: 'ru-RU', viewport: { width: 1280, height: 800 }, name: 'desktop' },
  ] as const;
  const words = {
    en: { timeline: 'Timeline', maps: 'Maps', places: 'Places' },
    ru: { timeline: 'Хронология', maps: 'Карты', places: 'Места' },
  };
  for (const view of views) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: view.viewport,
      locale: view.locale,
    });
    const page = await context.newPage();
    const shot = (name: string) =>
      page.screenshot({
        path: test.info().outputPath(`${name}-${view.lang}-${view.name}.png`),
        fullPage: true,
      });
    await page.goto(`${home}/timeline`);
    const said = words[view.lang];
    await expect(page.getByRole('heading', { level: 1, name: said.timeline })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ages' })).toBeVisible();
    const events = page.getByRole('heading', { level: 3 });
    await expect(events).toHaveText(['Founding of Saltmere', 'Siege of Saltmere']);
    await expect(page.getByText('The walls held for two winters.')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Saltmere' })).toBeVisible();
    expect(await page.content()).not.toContain(hiddenMarker);
    await shot('timeline');

    await page.goto(`${home}/maps`);
    await expect(page.getByRole('heading', { level: 1, name: said.maps })).toBeVisible();
    await expect(page.getByText('The shore from the lighthouse to the cliffs.')).toBeVisible();
    expect(await page.content()).not.toContain(hiddenMarker);
    await shot('maps');
    await page.getByRole('link', { name: 'Saltmere coast' }).click();
    await expect(page).toHaveURL(new RegExp(`/maps/${mapId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Saltmere coast' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: said.places })).toBeVisible();
    await expect(page.getByText('Lighthouse', { exact: true })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Saltmere' })).toBeVisible();
    expect(await page.content()).not.toContain(hiddenMarker);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const thumb = await request.get(new URL(image!).pathname);
    expect(thumb.status()).toBe(200);
    expect(thumb.headers()['content-type']).toBe('image/webp');
    await shot('map');
    await context.close();
  }
});
