import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { createTestServer, type TestServer } from '../../../tests/kits/server/test-server';
import { makeStaticSiteWorld, sitePublic } from '../../../tests/kits/server/static-site-world';
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
const shots = process.env.STATIC_SITE_SHOTS;

beforeAll(async () => {
  server = await createTestServer();
  const world = await makeStaticSiteWorld(server, 'disk', 'harbour');
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-site-'));
  writeSiteFolder(
    await buildStaticSite(server.app, server.ctx.db, { worldId: world.worldId, language: 'en' }),
    folder,
  );
  browser = await chromium.launch(chromiumLaunchOptions);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server.close();
  fs.rmSync(folder, { recursive: true, force: true });
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
});
