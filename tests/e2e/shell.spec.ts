import { expect, test } from '@playwright/test';
import { catalogueEn } from '../../src/client/i18n/en/index';

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
