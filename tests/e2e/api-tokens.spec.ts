import { expect, test } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { signedInPage, textsOf } from './support/i18n';

/**
 * A writer makes a read-only API token for one world in the profile, copies
 * it, and a script (here: fetch from the test) pulls that world's documents
 * with it; it cannot write there nor read another world; revoked, it is 401.
 */
test('creates an API token in the profile and uses it with fetch', async ({
  browser,
  request,
}, testInfo) => {
  const t = textsOf('en').PROFILE.API_TOKENS;
  const owner = newAccount('tokens');
  const { token } = await registerByApi(request, owner);
  const worldA = await createWorldByApi(request, token, {
    name: 'Token Isles',
    urlName: uniqueName('isles'),
  });
  const worldB = await createWorldByApi(request, token, {
    name: 'Other Shore',
    urlName: uniqueName('shore'),
  });
  const document = await request.post(`/api/Setting/${worldA.id}/Documents`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Lighthouse', type: 'location', contents: { v: 1, doc: { type: 'doc' } } },
  });
  expect(document.status(), await document.text()).toBe(200);

  const page = await signedInPage(browser, 'en', token);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: t.NEW });
  await form.getByLabel(t.NAME).fill('Game build');
  await form.getByPlaceholder(t.WORLDS_PLACEHOLDER).click();
  await page.getByRole('option', { name: 'Token Isles' }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: t.CREATE }).click();

  const secretBox = page.getByTestId('api-token-secret');
  await expect(secretBox).toHaveText(/^lw_/);
  await expect(page.getByRole('button', { name: t.COPY })).toBeVisible();
  const secret = (await secretBox.textContent())!.trim();
  await page.screenshot({ path: testInfo.outputPath('profile-api-tokens.png'), fullPage: true });

  const origin = new URL(page.url()).origin;
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${secret}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  const documents = await call('GET', `/api/Setting/${worldA.id}/Documents`);
  expect(documents.status).toBe(200);
  expect(JSON.stringify(await documents.json())).toContain('Lighthouse');

  const write = await call('POST', `/api/Setting/${worldA.id}/Documents`, {
    name: 'Not allowed',
    type: 'note',
    contents: { v: 1, doc: { type: 'doc' } },
  });
  expect(write.status).toBe(403);
  expect((await write.json()).Exceptions[0].Code).toBe('4034');
  expect((await call('GET', `/api/Setting/${worldB.id}/Documents`)).status).toBe(403);
  expect((await call('GET', '/api/Account/Tokens')).status).toBe(403);

  // The list shows the use; revoking ends it at once. On a phone each token is a card that
  // fits the screen, its facts labelled and its revoke button at hand.
  await page.getByRole('button', { name: t.SECRET_DONE }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const row = page.getByTestId('api-token-row').filter({ hasText: 'Game build' });
  await expect(row).not.toContainText(t.NEVER_USED);
  await expect(row).toContainText('Token Isles');
  await expect(row).toContainText(t.EXPIRES);
  await expect(page.getByTestId('api-tokens-table')).toHaveCount(0);
  await row.scrollIntoViewIfNeeded();
  expect(
    await page.evaluate(() => window.document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  const box = (await row.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await row.getByRole('button', { name: `Revoke the token Game build` }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.REVOKE }).click();
  await expect(row).toHaveCount(0);
  expect((await call('GET', `/api/Setting/${worldA.id}/Documents`)).status).toBe(401);
});
