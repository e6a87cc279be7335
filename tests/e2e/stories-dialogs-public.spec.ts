import { expect, test, type APIRequestContext } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { languageContextOptions, languageInitScript, signedInPage, textsOf } from './support/i18n';

/**
 * Publishing, stories and dialogs: in a public world the owner sees which
 * dialogs and stories everyone reads and which only members do, and makes a
 * new dialog members-only. A visitor without an account plays the public
 * dialog on its page (the player only, no builder, no exports) and never
 * meets the members-only one. In English and Russian, on a phone too.
 */
test.describe.configure({ mode: 'parallel' });
test.setTimeout(180_000);

const hidden = 'Council of shadows';

async function publicWorld(request: APIRequestContext) {
  const { token } = await registerByApi(request, newAccount('pubsd'));
  const stamp = uniqueName('p').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Open ${stamp}`,
    urlName: `open-${stamp}`,
  });
  const headers = { authorization: `Bearer ${token}` };
  const api = async (method: 'post' | 'put', path: string, data: unknown) => {
    const response = await request[method](`/api/Setting/${world.id}${path}`, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  await api('put', '/Publishing', { isPublic: true, defaultVisibility: 'public' });
  const node = (id: string, text: string, nextId: string | null) => ({
    id,
    kind: 'text',
    text,
    speakerId: null,
    meta: [],
    onEnter: [],
    choices: [],
    nextId,
    position: { x: 0, y: 0 },
  });
  const speaker = await api('post', '/Documents', {
    name: 'Captain Oro',
    type: 'character',
    contents: { v: 1, doc: { type: 'doc', content: [] } },
  });
  const shown = await api('post', '/Dialogs', { name: 'Harbour talk', kind: 'linear' });
  await api('put', `/Dialogs/${shown.id}`, {
    name: 'Harbour talk',
    version: 1,
    graph: {
      version: 1,
      startNodeId: 'ask',
      nodes: [
        { ...node('ask', 'Who goes there?', null), kind: 'character', speakerId: speaker.id },
        node('pass', 'Pass, then.', null),
      ],
    },
  });
  const secret = await api('post', '/Dialogs', {
    name: hidden,
    kind: 'linear',
    visibility: 'members',
  });
  await api('post', '/Stories', { name: 'The Long Tide', type: 'novel' });
  await api('post', '/Stories', { name: hidden, type: 'novel', visibility: 'members' });
  const home = `/${world.ownerUserName}/${world.urlName}`;
  return {
    token,
    home,
    shown: `${home}/dialog/${shown.id}`,
    secret: `${home}/dialog/${secret.id}`,
  };
}

for (const lang of ['en', 'ru'] as const) {
  test(`members see each dialog's and story's visibility and set it (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = textsOf(lang).VISIBILITY;
    const world = await publicWorld(request);
    const page = await signedInPage(browser, lang, world.token);
    await page.goto(`${world.home}/stories?tab=dialogs`);
    const row = (name: string) => page.getByTestId('dialog-row').filter({ hasText: name });
    await expect(row('Harbour talk').getByTestId('visibility-badge')).toHaveText(t.PUBLIC);
    await expect(row(hidden).getByTestId('visibility-badge')).toHaveText(t.BADGE_MEMBERS);
    await page.screenshot({ path: test.info().outputPath(`dialogs-${lang}.png`) });

    await page.getByTestId('new-dialog').click();
    await page.getByTestId('new-dialog-name').fill('War room');
    await page.getByTestId('visibility-select').click();
    await page.getByRole('option', { name: t.MEMBERS, exact: true }).click();
    await page.screenshot({ path: test.info().outputPath(`new-dialog-${lang}.png`) });
    await page.getByTestId('create-dialog').click();
    await expect(page.getByTestId('dialog-name')).toHaveValue('War room');
    await expect(page.getByTestId('visibility-badge')).toHaveAttribute(
      'data-visibility',
      'members',
    );
    await page.screenshot({ path: test.info().outputPath(`dialog-page-${lang}.png`) });
    // Changed on the dialog's page, it saves with the dialog and the list follows.
    await page.getByTestId('visibility-select').click();
    await page.getByRole('option', { name: t.PUBLIC, exact: true }).click();
    await expect(page.getByTestId('save-state')).not.toHaveAttribute('data-status', 'saved');
    await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
    await page.goto(`${world.home}/stories?tab=dialogs`);
    await expect(row('War room').getByTestId('visibility-badge')).toHaveText(t.PUBLIC);

    await page.goto(`${world.home}/stories`);
    const story = (name: string) => page.getByTestId('story-row').filter({ hasText: name });
    await expect(story('The Long Tide').getByTestId('visibility-badge')).toHaveText(t.PUBLIC);
    await expect(story(hidden).getByTestId('visibility-badge')).toHaveText(t.BADGE_MEMBERS);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`stories-phone-${lang}.png`) });
    await page.context().close();
  });

  test(`a signed-out visitor plays a public dialog and never meets a members-only one (${lang})`, async ({
    browser,
    request,
  }) => {
    const world = await publicWorld(request);
    const context = await browser.newContext({
      ...languageContextOptions(lang),
      viewport: { width: 390, height: 844 },
    });
    await context.addInitScript(...languageInitScript(lang));
    const page = await context.newPage();
    const received: string[] = [];
    // A reader's pages ask only what readers may read: no refused call (the image library, exports).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400)
        refused.push(`${response.status()} ${response.url()}`);
      if (response.url().includes('/api/'))
        void response.text().then(
          (text) => received.push(text),
          () => undefined,
        );
    });
    await page.goto(world.shown);
    await expect(page.getByTestId('dialog-title')).toHaveText('Harbour talk');
    await expect(page.getByTestId('player-text')).toHaveText('Who goes there?');
    await expect(page.getByTestId('player-speaker')).toHaveText('Captain Oro');
    await expect(page.getByTestId('editor-mode')).toHaveCount(0);
    await expect(page.getByTestId('dialog-canvas')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`reader-player-${lang}.png`) });
    await page.getByTestId('player-next').click();
    await expect(page.getByTestId('player-text')).toHaveText('Pass, then.');

    await page.goto(`${world.home}/stories?tab=dialogs`);
    await expect(page.getByTestId('dialog-row')).toHaveCount(1);
    await expect(page.getByTestId('dialog-row')).toContainText('Harbour talk');
    await expect(page.getByTestId('variables-tab')).toHaveCount(0);
    await page.goto(`${world.home}/stories`);
    await expect(page.getByTestId('story-row')).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath(`reader-stories-${lang}.png`) });
    await page.getByTestId('story-link').click();
    await expect(page.getByTestId('story-title')).toHaveText('The Long Tide');
    await expect(page.getByTestId('story-edit')).toHaveCount(0);
    expect(received.join('\n')).not.toContain(hidden);
    expect(refused).toEqual([]);
    await context.close();
  });
}
