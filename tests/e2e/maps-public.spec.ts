import { expect, test } from '@playwright/test';
import { languageContextOptions, languageInitScript, signedInPage } from './support/i18n';
import { mapPicture, ownMapWorld } from './support/maps';

/**
 * Maps of a public world: a visitor without an account opens a public map
 * read-only (no tools, no upload) and sees the places of its public layer,
 * never those of a members-only layer; the owner sets a map's and a layer's
 * visibility, a secret layer saying it is never public. In English and
 * Russian, on a phone too.
 */
test.describe.configure({ mode: 'parallel' });
test.setTimeout(180_000);

const hidden = 'Smugglers cove';

for (const lang of ['en', 'ru'] as const) {
  test(`a signed-out reader opens a public map read-only (${lang})`, async ({
    browser,
    request,
  }) => {
    const { api, token, world, home } = await ownMapWorld(request, `mappub${lang}`);
    const headers = { authorization: `Bearer ${token}` };
    const published = await request.put(`/api/Setting/${world.id}/Publishing`, {
      headers,
      data: { isPublic: true, defaultVisibility: 'members' },
    });
    expect(published.status(), await published.text()).toBeLessThan(300);
    const post = async <T>(path: string, data: unknown): Promise<T> => {
      const response = await request.post(`/api/Setting/${world.id}${path}`, { headers, data });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
    };
    const map = await post<{ id: string }>('/Maps', {
      name: 'Saltmere coast',
      visibility: 'public',
    });
    await api.upload(map.id, await mapPicture());
    const shownLayer = await post<{ id: string }>(`/Maps/${map.id}/Layers`, {
      name: 'Roads',
      visibility: 'public',
    });
    const hiddenLayer = await api.createLayer(map.id, { name: 'Plots' });
    const secretLayer = await api.createLayer(map.id, { name: 'GM notes', secret: true });
    await api.createFeature(map.id, {
      geometry: { kind: 'pin', point: [300, 300] },
      name: 'Lighthouse',
      layerId: shownLayer.id,
    });
    await api.createFeature(map.id, {
      geometry: { kind: 'pin', point: [700, 400] },
      name: hidden,
      layerId: hiddenLayer.id,
    });
    await api.createFeature(map.id, {
      geometry: { kind: 'pin', point: [800, 500] },
      name: `${hidden} secret`,
      layerId: secretLayer.id,
    });
    const members = await api.createMap({ name: hidden });

    // The reader, signed out.
    for (const viewport of [
      { width: 1280, height: 800, name: 'desktop' },
      { width: 390, height: 844, name: 'phone' },
    ]) {
      const context = await browser.newContext({
        ...languageContextOptions(lang),
        viewport: { width: viewport.width, height: viewport.height },
      });
      await context.addInitScript(...languageInitScript(lang));
      const page = await context.newPage();
      const received: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/')) received.push(response.text().catch(() => ''));
      });
      await page.goto(`${home}/maps`);
      await expect(page.getByTestId('map-card')).toHaveCount(1);
      await expect(page.getByTestId('map-card-name')).toHaveText('Saltmere coast');
      await page.screenshot({
        path: test.info().outputPath(`reader-maps-${viewport.name}-${lang}.png`),
      });
      await page.goto(`${home}/maps/${map.id}`);
      const canvas = page.getByTestId('map-canvas');
      await expect(page.getByTestId('map-page')).toHaveAttribute('data-status', 'ready');
      await expect(canvas).toHaveAttribute('data-ready', 'true');
      await expect(canvas).toHaveAttribute('data-features', '1');
      await expect(page.getByTestId('map-tool-pin')).toHaveCount(0);
      await expect(page.getByTestId('map-more')).toHaveCount(0);
      await page.screenshot({
        path: test.info().outputPath(`reader-map-${viewport.name}-${lang}.png`),
      });
      // A members-only map is not there for a reader.
      await page.goto(`${home}/maps/${members.id}`);
      await expect(page.getByTestId('map-page')).toHaveCount(0);
      const bodies = await Promise.all(received);
      expect(bodies.join('\n')).not.toContain(hidden);
      expect(bodies.join('\n')).not.toContain('GM notes');
      await context.close();
    }

    // The owner: the map's settings and the layers, with visibility.
    const owner = await signedInPage(browser, lang, token);
    await owner.goto(`${home}/maps`);
    await expect(owner.getByTestId('visibility-badge').first()).toBeVisible();
    await owner.screenshot({ path: test.info().outputPath(`owner-maps-${lang}.png`) });
    await owner.goto(`${home}/maps/${map.id}`);
    await expect(owner.getByTestId('map-page')).toHaveAttribute('data-status', 'ready');
    await owner.getByTestId('map-more').click();
    await owner.getByTestId('map-open-settings').click();
    await expect(
      owner.getByTestId('map-settings-form').getByTestId('visibility-select'),
    ).toBeVisible();
    await owner.screenshot({ path: test.info().outputPath(`owner-settings-${lang}.png`) });
    await owner.keyboard.press('Escape');
    await owner.getByTestId('map-more').click();
    await owner.getByTestId('map-open-layers').click();
    await expect(owner.getByTestId('map-layer-never-public')).toHaveCount(1);
    await owner.screenshot({ path: test.info().outputPath(`owner-layers-${lang}.png`) });
    await owner.context().close();
  });
}
