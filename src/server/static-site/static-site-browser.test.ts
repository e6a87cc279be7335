import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { createTestServer, type TestServer } from '../../../tests/kits/server/test-server';
import { makeStaticSiteWorld, sitePublic } from '../../../tests/kits/server/static-site-world';
import { siteMapPublic } from '../../../tests/kits/server/static-site-maps';
import { buildStaticSite } from './static-site';
import { writeSiteFolder } from './site-output';

/**
 * The exported site opened from disk (file://) in Chromium with every network
 * request refused: the pages link to each other and the dialog plays to its
 * end. STATIC_SITE_SHOTS=<folder> keeps screenshots, desktop and phone width.
 */
let server: TestServer;
let browser: Browser;
let folder: string;
/** The same site in Russian, for the map pages. */
let ruFolder: string;
const shots = process.env.STATIC_SITE_SHOTS;

beforeAll(async () => {
  server = await createTestServer();
  const world = await makeStaticSiteWorld(server, 'disk', 'harbour');
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-site-'));
  writeSiteFolder(
    await buildStaticSite(server.app, server.ctx.db, { worldId: world.worldId, language: 'en' }),
    folder,
  );
  ruFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-site-ru-'));
  writeSiteFolder(
    await buildStaticSite(server.app, server.ctx.db, { worldId: world.worldId, language: 'ru' }),
    ruFolder,
  );
  browser = await chromium.launch(chromiumLaunchOptions);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server.close();
  fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(ruFolder, { recursive: true, force: true });
});

describe('the static site from disk', () => {
  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)(
    'reads and plays a dialog to its end (%s)',
    async (name, viewport) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: true });
      const requested: string[] = [];
      await context.route(/^(?!file:)/, (route) => {
        requested.push(route.request().url());
        return route.abort();
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const shot = async (file: string) => {
        if (shots)
          await page.screenshot({ path: path.join(shots, `${name}-${file}.png`), fullPage: true });
      };
      await page.goto(pathToFileURL(path.join(folder, 'index.html')).href);
      // The pictures load from the files beside the page: the network is refused.
      // Every picture the selector finds has loaded from its file.
      const loaded = (selector: string) =>
        page
          .locator(selector)
          .evaluateAll(
            (images: HTMLImageElement[]) =>
              images.length > 0 &&
              images.every((image) => image.complete && image.naturalWidth > 0),
          );
      await expect.poll(() => loaded('img.cover')).toBe(true);
      await shot('index');
      await page.getByRole('link', { name: 'Documents' }).first().click();
      await page.getByRole('link', { name: sitePublic.document }).click();
      await expect.poll(() => page.locator('article').innerText()).toContain(sitePublic.text);
      await expect.poll(() => loaded('article figure img')).toBe(true);
      await shot('document');
      await page.getByRole('link', { name: 'Dialogs' }).first().click();
      await page.getByRole('link', { name: sitePublic.dialog }).click();
      const line = page.getByTestId('dialog-line');
      await expect.poll(() => line.innerText()).toBe(sitePublic.firstLine);
      await shot('dialog');
      await page.getByRole('button', { name: sitePublic.choice }).click();
      await expect.poll(() => line.innerText()).toBe(sitePublic.lastLine);
      await page.getByTestId('dialog-next').click();
      await expect.poll(() => page.getByTestId('dialog-end').count()).toBe(1);
      await page.getByTestId('dialog-restart').click();
      await expect.poll(() => line.innerText()).toBe(sitePublic.firstLine);
      await page.getByRole('link', { name: 'Stories' }).first().click();
      await page.getByRole('link', { name: sitePublic.story }).click();
      await shot('story');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect({ errors, requested }).toEqual({ errors: [], requested: [] });
      await context.close();
    },
    60_000,
  );

  it.each([
    ['en', 'desktop', { width: 1280, height: 800 }],
    ['en', 'phone', { width: 390, height: 844 }],
    ['ru', 'desktop', { width: 1280, height: 800 }],
    ['ru', 'phone', { width: 390, height: 844 }],
  ] as const)(
    'shows a map with its places, without script (%s, %s)',
    async (language, name, viewport) => {
      // No script at all: the picture and the places are plain HTML and SVG.
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const requested: string[] = [];
      await context.route(/^(?!file:)/, (route) => {
        requested.push(route.request().url());
        return route.abort();
      });
      const page = await context.newPage();
      const root = language === 'ru' ? ruFolder : folder;
      await page.goto(pathToFileURL(path.join(root, 'index.html')).href);
      await page
        .getByRole('link', { name: language === 'ru' ? 'Карты' : 'Maps' })
        .first()
        .click();
      await expect
        .poll(() =>
          page
            .locator('.map-card img')
            .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true);
      if (shots)
        await page.screenshot({
          path: path.join(shots, `${name}-maps-${language}.png`),
          fullPage: true,
        });
      await page.getByRole('link', { name: siteMapPublic.map }).click();
      const picture = page.locator('.map-frame img');
      await expect
        .poll(() =>
          picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBe(siteMapPublic.width);
      const pin = page.locator('svg.places text', { hasText: siteMapPublic.pin });
      await expect.poll(() => pin.isVisible()).toBe(true);
      // The name sits over the picture, near its pin (300, 200 of 1200 × 700).
      const frame = (await page.locator('.map-frame').boundingBox())!;
      const label = (await pin.boundingBox())!;
      const centre = label.x + label.width / 2 - frame.x;
      expect(Math.abs(centre - frame.width * 0.25)).toBeLessThan(4);
      expect(label.y - frame.y).toBeGreaterThan((frame.height * 200) / 700);
      expect(label.y - frame.y).toBeLessThan((frame.height * 200) / 700 + 24);
      if (shots)
        await page.screenshot({
          path: path.join(shots, `${name}-map-${language}.png`),
          fullPage: true,
        });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(requested).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('zooms a map with its buttons, the names keeping their size', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route(/^(?!file:)/, (route) => route.abort());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(path.join(folder, 'maps', 'index.html')).href);
    await page.getByRole('link', { name: siteMapPublic.map }).click();
    const frame = page.locator('.map-frame');
    const pin = page.locator('svg.places text', { hasText: siteMapPublic.pin });
    const before = { frame: (await frame.boundingBox())!, pin: (await pin.boundingBox())! };
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect
      .poll(async () => (await frame.boundingBox())!.width)
      .toBeCloseTo(before.frame.width * 2, 0);
    expect((await pin.boundingBox())!.height).toBeCloseTo(before.pin.height, 0);
    if (shots) await page.screenshot({ path: path.join(shots, 'desktop-map-zoomed.png') });
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect
      .poll(async () => (await frame.boundingBox())!.width)
      .toBeCloseTo(before.frame.width, 0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
