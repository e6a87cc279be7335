import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogueEn } from '../../src/client/i18n/en/index';
import { languageContextOptions, languageInitScript, signedInPage, textsOf } from './support/i18n';
import { openDemoWorld } from './support/demo';

/** The app shell as a signed-out visitor meets it (SPEC §2.1, §8). */

test('an unknown path shows the 404 page, whose Home link leads to sign-in', async ({ page }) => {
  await page.goto('/no-such-owner/no-such-world/no-such-page');

  await expect(page.getByRole('heading', { name: catalogueEn.NOT_FOUND.TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();

  await page.getByRole('link', { name: catalogueEn.NOT_FOUND.HOME }).click();
  // Home is `/`, which sends a signed-out visitor on to Login.
  await expect(page).toHaveURL('/authenticate/login');
});

test('a protected page opened signed out goes to Login and remembers the target', async ({
  page,
}) => {
  await page.goto('/select-setting?tab=mine');

  await expect(page).toHaveURL('/authenticate/login');
  // Login sends the user back here afterwards (SPEC §2.1: the full target path).
  const target = await page.evaluate(() => window.localStorage.getItem('redirect-target'));
  expect(target).toBe('/select-setting?tab=mine');
});

test('blocked local storage shows the front5001 message instead of the app', async ({ page }) => {
  await page.addInitScript(() => {
    // What a browser with storage disabled does: writing throws.
    Storage.prototype.setItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  });
  await page.goto('/authenticate/login');

  await expect(page.getByTestId('storage-blocked')).toHaveText(catalogueEn.SERVER_ERROR.front5001);
  await expect(page.getByRole('link', { name: catalogueEn.APP.NAME })).toHaveCount(0);
});

test('the server reports itself healthy', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

/**
 * A clean console is part of the product: a warning on every load (React Router's missing
 * HydrateFallback, react-dropzone skipping ".zip" as a MIME type) hides the one that matters.
 * The main screens of the demo world, signed out and signed in, must log no warning or error.
 */
test('the main screens log no console warning or error', async ({ browser, request }) => {
  // Many full page loads in one test: a ceiling for a hang on a busy machine, not a speed limit.
  test.setTimeout(240_000);
  const t = textsOf('ru');
  const { token, home, storyId, dialogId } = await openDemoWorld(request);

  const signedOut = await browser.newContext(languageContextOptions('ru'));
  await signedOut.addInitScript(...languageInitScript('ru'));
  const visitor = await signedOut.newPage();
  const signedIn = await signedInPage(browser, 'ru', token);
  const said: string[] = [];
  for (const page of [visitor, signedIn]) {
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') {
        said.push(`${page.url()}: ${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => said.push(`${page.url()}: uncaught: ${error.message}`));
  }

  const screens: { page: Page; path: string; ready: (page: Page) => Locator }[] = [
    {
      page: visitor,
      path: '/authenticate',
      ready: (page) => page.getByRole('link', { name: t.LANDING.START }).first(),
    },
    {
      page: visitor,
      path: '/authenticate/login',
      ready: (page) => page.getByRole('heading', { level: 1, name: t.AUTH.LOGIN.TITLE }),
    },
    {
      page: signedIn,
      path: '/select-setting',
      ready: (page) => page.getByTestId('world-import-dropzone'),
    },
    {
      page: signedIn,
      path: `${home}/world`,
      ready: (page) => page.getByTestId('activity').first(),
    },
    {
      page: signedIn,
      path: `${home}/documents`,
      ready: (page) => page.getByTestId('document-row').first(),
    },
    {
      page: signedIn,
      path: `${home}/timeline`,
      ready: (page) => page.locator('[data-testid="timeline-canvas"][data-visible-from]'),
    },
    {
      page: signedIn,
      path: `${home}/images`,
      ready: (page) => page.getByTestId('image-tile').first(),
    },
    {
      page: signedIn,
      path: `${home}/relations`,
      ready: (page) => page.getByRole('heading', { level: 1, name: t.RELATIONS.TITLE }),
    },
    {
      page: signedIn,
      path: `${home}/relations?view=graph`,
      ready: (page) => page.locator('[data-testid="relations-graph"][data-layout-status="idle"]'),
    },
    {
      page: signedIn,
      path: `${home}/stories`,
      ready: (page) => page.getByTestId('story-row').first(),
    },
    {
      page: signedIn,
      path: `${home}/story/${storyId}`,
      ready: (page) => page.getByTestId('story-outline'),
    },
    {
      page: signedIn,
      path: `${home}/dialog/${dialogId}`,
      ready: (page) => page.getByTestId('dialog-canvas').locator('.react-flow__controls'),
    },
    { page: signedIn, path: `${home}/help`, ready: (page) => page.getByTestId('help') },
    { page: signedIn, path: '/profile', ready: (page) => page.getByTestId('profile-email') },
  ];
  for (const screen of screens) {
    await test.step(screen.path, async () => {
      await screen.page.goto(screen.path);
      await expect(screen.ready(screen.page)).toBeVisible();
    });
  }
  // The document page is reached through the list, as a reader does.
  await signedIn.goto(`${home}/documents`);
  await signedIn.getByTestId('document-row').first().getByRole('link').first().click();
  await expect(signedIn.getByTestId('document-title')).toBeVisible();

  expect(said, said.join('\n')).toEqual([]);
  await signedOut.close();
  await signedIn.context().close();
});
