import { expect, test, type APIRequestContext } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { paragraphContents } from './support/world-content';

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
