import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  addMemberByApi,
  createWorldByApi,
  newAccount,
  registerByApi,
  uniqueName,
} from './support/accounts';
import { fill, signedInPage, textsOf, type Lang } from './support/i18n';

/**
 * Maps, in English and in Russian, at the desktop size: the owner uploads a
 * picture from the empty list, sees the upload and then the tiling under
 * way, then the map; places a pin linked to a document and draws a region;
 * a viewer of the same world sees both but no tool or field that edits them.
 */
test.describe.configure({ mode: 'parallel' });
test.use({
  trace: { mode: 'retain-on-failure', screenshots: true, snapshots: true, sources: true },
});

/** A 1,200 × 800 PNG: land, a lake and a road, so the tiles are not blank. */
function mapPicture(): Promise<Buffer> {
  const drawing = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">' +
      '<rect width="1200" height="800" fill="#9cb87a"/>' +
      '<ellipse cx="820" cy="420" rx="180" ry="120" fill="#5b8fb5"/>' +
      '<path d="M80 700 C300 400 600 500 1100 120" stroke="#8a6a3a" stroke-width="18" fill="none"/>' +
      '</svg>',
  );
  return sharp(drawing).png().toBuffer();
}

/** Records every test id that ever appears, so a state that passes quickly is still seen. */
async function recordTestIds(page: Page, ids: readonly string[]): Promise<void> {
  await page.addInitScript(
    (watched: string[]) => {
      const seen = new Set<string>();
      (window as unknown as { seenTestIds: Set<string> }).seenTestIds = seen;
      const look = () => {
        for (const id of watched) if (document.querySelector(`[data-testid="${id}"]`)) seen.add(id);
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true });
    },
    [...ids],
  );
}

const seenTestIds = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { seenTestIds: Set<string> }).seenTestIds]);

/** Clicks picture-relative points of the map canvas (fractions of its box). */
async function clickAt(canvas: Locator, x: number, y: number): Promise<void> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map canvas has no box');
  await canvas.page().mouse.click(box.x + box.width * x, box.y + box.height * y);
}

for (const lang of ['en', 'ru'] as const satisfies readonly Lang[]) {
  test(`upload a map, pin a document, draw a region; a viewer only looks (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = textsOf(lang);
    const owner = newAccount('mapown');
    const viewer = newAccount('mapview');
    const ownerSession = await registerByApi(request, owner);
    const viewerSession = await registerByApi(request, viewer);
    const world = await createWorldByApi(request, ownerSession.token, {
      name: 'Atlas',
      urlName: uniqueName('atlas'),
    });
    await addMemberByApi(request, ownerSession.token, world.id, {
      userName: viewer.userName,
      role: 'viewer',
    });
    const castle = await request.post(`/api/Setting/${world.id}/Documents`, {
      headers: { authorization: `Bearer ${ownerSession.token}` },
      data: { name: 'Castle Vell', type: 'location', contents: { v: 1, doc: { type: 'doc' } } },
    });
    expect(castle.status(), await castle.text()).toBe(200);
    const home = `/${owner.userName}/${world.urlName}`;

    // The owner: the empty list explains maps and offers the first upload.
    const page = await signedInPage(browser, lang, ownerSession.token);
    await recordTestIds(page, ['map-upload-progress', 'map-tiling']);
    await page.goto(`${home}/maps`);
    await expect(page.getByTestId('maps-empty')).toContainText(t.MAPS.EMPTY_TITLE);
    await page.getByTestId('first-map').click();
    await page.getByTestId('new-map-name').fill('The Known World');
    await page
      .getByTestId('map-dropzone')
      .locator('input[type=file]')
      .setInputFiles({ name: 'world.png', mimeType: 'image/png', buffer: await mapPicture() });
    await expect(page.getByTestId('new-map-form')).toContainText('world.png');
    await page.getByTestId('new-map-submit').click();

    // The map page: tiling under way, then the picture.
    await expect(page).toHaveURL(/\/maps\/[^/?]+/);
    const canvas = page.getByTestId('map-canvas');
    await expect(canvas).toBeVisible();
    await expect(page.getByTestId('map-page')).toHaveAttribute('data-status', 'ready');
    expect(await seenTestIds(page)).toEqual(
      expect.arrayContaining(['map-upload-progress', 'map-tiling']),
    );
    const mapId = /\/maps\/([^/?]+)/.exec(page.url())![1]!;

    // A pin linked to the document.
    await page.getByTestId('map-tool-pin').click();
    await expect(canvas).toHaveAttribute('data-tool', 'pin');
    await clickAt(canvas, 0.3, 0.4);
    const form = page.getByTestId('map-feature-form');
    await expect(form).toContainText(
      fill(t.MAPS.FEATURE.TITLE_NEW, { kind: t.MAPS.FEATURES.KIND.pin }),
    );
    await page.getByTestId('map-feature-document').fill('Castle');
    await page.getByRole('option', { name: 'Castle Vell' }).click();
    await page.getByTestId('map-feature-save').click();
    await expect(page).toHaveURL(/[?&]feature=/);

    // A region, closed by clicking its first corner again.
    await page.getByTestId('map-feature-back').click();
    await page.getByTestId('map-tool-region').click();
    await expect(canvas).toHaveAttribute('data-tool', 'region');
    await clickAt(canvas, 0.55, 0.3);
    await clickAt(canvas, 0.75, 0.32);
    await clickAt(canvas, 0.7, 0.6);
    await clickAt(canvas, 0.55, 0.3);
    await expect(form).toContainText(
      fill(t.MAPS.FEATURE.TITLE_NEW, { kind: t.MAPS.FEATURES.KIND.region }),
    );
    await page.getByTestId('map-feature-name').fill('Kingdom of Vell');
    await page.getByTestId('map-feature-save').click();
    await expect(page.getByTestId('map-feature-measure')).toBeVisible();
    await page.getByTestId('map-feature-back').click();
    const items = page.getByTestId('map-feature-item');
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId('map-feature-list')).toContainText('Castle Vell');
    await expect(page.getByTestId('map-feature-list')).toContainText('Kingdom of Vell');

    // The server holds both, the pin linked to the document.
    const stored = await request.get(`/api/Setting/${world.id}/Maps/${mapId}`, {
      headers: { authorization: `Bearer ${ownerSession.token}` },
    });
    const detail = (await stored.json()) as {
      features: { geometry: { kind: string }; document: { name: string } | null }[];
    };
    expect(detail.features.map((feature) => feature.geometry.kind).sort()).toEqual([
      'pin',
      'region',
    ]);
    expect(detail.features.find((item) => item.geometry.kind === 'pin')?.document?.name).toBe(
      'Castle Vell',
    );

    // The list shows the new map with its pin.
    await page.goto(`${home}/maps`);
    await expect(page.getByTestId('map-card')).toContainText('The Known World');
    await expect(page.getByTestId('map-card-pins')).toHaveText(fill(t.MAPS.PINS_one, { count: 1 }));
    await page.context().close();

    // The viewer sees the places, with no tool that draws and no field that saves.
    const viewerPage = await signedInPage(browser, lang, viewerSession.token);
    await viewerPage.goto(`${home}/maps/${mapId}`);
    await expect(viewerPage.getByTestId('map-canvas')).toBeVisible();
    await expect(viewerPage.getByTestId('map-feature-item')).toHaveCount(2);
    await expect(viewerPage.getByTestId('map-tool-select')).toBeVisible();
    await expect(viewerPage.getByTestId('map-tool-pin')).toHaveCount(0);
    await expect(viewerPage.getByTestId('map-tool-region')).toHaveCount(0);
    await expect(viewerPage.getByTestId('map-more')).toHaveCount(0);
    await viewerPage.getByTestId('map-feature-item').filter({ hasText: 'Kingdom of Vell' }).click();
    await expect(viewerPage.getByTestId('map-feature-name')).toHaveAttribute('readonly', '');
    await expect(viewerPage.getByTestId('map-feature-save')).toHaveCount(0);
    await expect(viewerPage.getByTestId('map-feature-delete')).toHaveCount(0);
    await viewerPage.goto(`${home}/maps`);
    await expect(viewerPage.getByTestId('new-map')).toHaveCount(0);
    await viewerPage.context().close();
  });
}
