import { expect, test, type APIRequestContext } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { languageContextOptions, languageInitScript, signedInPage, textsOf } from './support/i18n';

/**
 * The timeline of a public world: writers see which rows everyone reads and
 * set it in the row forms; a visitor without an account reads the events on
 * public rows, with their public documents, and never meets a members-only
 * row, its events or a members-only document. In English and Russian, on a
 * phone too.
 */
test.describe.configure({ mode: 'parallel' });
test.setTimeout(180_000);

const hidden = 'Council of shadows';
const hiddenDoc = 'Ledger of debts';

async function publicWorld(request: APIRequestContext) {
  const { token } = await registerByApi(request, newAccount('pubtl'));
  const stamp = uniqueName('t').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Chronicle ${stamp}`,
    urlName: `chronicle-${stamp}`,
  });
  const headers = { authorization: `Bearer ${token}` };
  const api = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const response = await request[method](`/api/Setting/${world.id}${path}`, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  // Members-only by default: each public thing is marked so.
  await api('put', '/Publishing', { isPublic: true, defaultVisibility: 'members' });
  const [main] = await api('get', '/TimelineRows');
  await api('put', `/TimelineRows/${main.id}`, { name: 'Ages', visibility: 'public' });
  const secretRow = await api('post', '/TimelineRows', { name: hidden, visibility: 'members' });
  const document = (name: string, visibility: 'public' | 'members') =>
    api('post', '/Documents', {
      name,
      type: 'location',
      contents: { v: 1, doc: { type: 'doc', content: [] } },
      visibility,
    });
  const shownDoc = await document('Saltmere', 'public');
  const secretDoc = await document(hiddenDoc, 'members');
  const start = { year: 1200, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  await api('post', '/Events', {
    name: 'Founding of Saltmere',
    kind: 'instant',
    start,
    rowId: main.id,
    documentIds: [shownDoc.id, secretDoc.id],
  });
  await api('post', '/Events', {
    name: `The ${hidden} meets`,
    kind: 'instant',
    start,
    rowId: secretRow.id,
  });
  return { token, home: `/${world.ownerUserName}/${world.urlName}` };
}

for (const lang of ['en', 'ru'] as const) {
  test(`writers see and set who reads each timeline row (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = textsOf(lang).VISIBILITY;
    const world = await publicWorld(request);
    const page = await signedInPage(browser, lang, world.token);
    await page.goto(`${world.home}/timeline`);
    const row = (name: string) => page.getByTestId('timeline-row-item').filter({ hasText: name });
    await expect(row('Ages').getByTestId('visibility-badge')).toHaveText(t.PUBLIC);
    await expect(row(hidden).getByTestId('visibility-badge')).toHaveText(t.BADGE_MEMBERS);
    await page.screenshot({ path: test.info().outputPath(`rows-${lang}.png`) });

    await row(hidden).getByTestId('rename-row').click();
    await page.getByTestId('rows-panel').getByTestId('visibility-select').first().click();
    await page.getByRole('option', { name: t.PUBLIC, exact: true }).click();
    await page.screenshot({ path: test.info().outputPath(`rename-row-${lang}.png`) });
    await page.getByTestId('rename-row-input').press('Enter');
    await expect(row(hidden).getByTestId('visibility-badge')).toHaveText(t.PUBLIC);

    await page.getByTestId('new-row-name').fill('Wars');
    await page.getByTestId('add-row-form').getByTestId('visibility-select').click();
    await page.getByRole('option', { name: t.MEMBERS, exact: true }).click();
    await page.getByTestId('add-row').click();
    await expect(row('Wars').getByTestId('visibility-badge')).toHaveText(t.BADGE_MEMBERS);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('rows-panel').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`rows-phone-${lang}.png`) });
    await page.context().close();
  });

  test(`a signed-out visitor reads the public events only (${lang})`, async ({
    browser,
    request,
  }) => {
    const world = await publicWorld(request);
    const context = await browser.newContext(languageContextOptions(lang));
    await context.addInitScript(...languageInitScript(lang));
    const page = await context.newPage();
    const received: string[] = [];
    const refused: string[] = [];
    page.on('response', (response) => {
      if (!response.url().includes('/api/')) return;
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
      void response.text().then(
        (text) => received.push(text),
        () => undefined,
      );
    });
    await page.goto(`${world.home}/timeline`);
    const lines = page.getByTestId('all-events').getByTestId('events-line');
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText('Founding of Saltmere');
    await expect(page.getByTestId('timeline-row-item')).toHaveCount(1);
    await expect(page.getByTestId('create-event')).toHaveCount(0);
    await expect(page.getByTestId('add-row-form')).toHaveCount(0);
    await expect(page.getByTestId('visibility-badge')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`reader-timeline-${lang}.png`) });

    await lines.click();
    await page.getByTestId('selected-open').click();
    const details = page.getByTestId('event-details');
    await expect(page.getByTestId('event-details-name')).toHaveText('Founding of Saltmere');
    await expect(details).toContainText('Saltmere');
    await expect(page.getByTestId('event-details-edit')).toHaveCount(0);
    // Its places on maps too: the route gives a reader those on public maps only.
    await expect(details.getByTestId('event-map-places')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`reader-event-${lang}.png`) });
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(lines).toHaveCount(1);
    await page.screenshot({
      path: test.info().outputPath(`reader-timeline-phone-${lang}.png`),
      fullPage: true,
    });
    const everything = received.join('\n');
    expect(everything).not.toContain(hidden);
    expect(everything).not.toContain(hiddenDoc);
    expect(refused).toEqual([]);
    await context.close();
  });
}
