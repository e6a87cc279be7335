import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  addMemberByApi,
  createWorldByApi,
  newAccount,
  registerByApi,
  uniqueName,
} from './support/accounts';
import { languageContextOptions, languageInitScript, textsOf, type Lang } from './support/i18n';

/**
 * Secret blocks: the owner wraps a game master's note in a secret block for
 * owner and writers; a viewer opening the document (on a phone) reads it
 * without the note, and is told why.
 */
test.describe.configure({ mode: 'parallel' });

const words = {
  en: {
    world: 'The Hidden Coast',
    document: 'The Lighthouse',
    open: 'The lamp turns all night.',
    secret: 'The keeper is the smuggler king.',
    label: 'Secret: owner, writers',
  },
  ru: {
    world: 'Скрытый берег',
    document: 'Маяк',
    open: 'Лампа вращается всю ночь.',
    secret: 'Смотритель — король контрабандистов.',
    label: 'Секрет: владелец, писатели',
  },
} as const;

async function openAs(
  browser: Browser,
  lang: Lang,
  token: string,
  path: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    ...languageContextOptions(lang),
    ...(viewport ? { viewport } : {}),
  });
  await context.addInitScript(...languageInitScript(lang));
  await context.addInitScript((value) => window.localStorage.setItem('access-token', value), token);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

for (const lang of ['en', 'ru'] as const) {
  const t = textsOf(lang);
  const say = words[lang];

  test(`${lang}: the owner adds a secret block; a viewer on a phone reads the document without it`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = newAccount(`sb${lang}a`);
    const viewer = newAccount(`sb${lang}v`);
    const { token: ownerToken } = await registerByApi(request, owner);
    const { token: viewerToken } = await registerByApi(request, viewer);
    const world = await createWorldByApi(request, ownerToken, {
      name: say.world,
      urlName: `sb-${uniqueName('w').slice(2)}`,
    });
    await addMemberByApi(request, ownerToken, world.id, {
      userName: viewer.userName,
      role: 'viewer',
    });
    const created = await request.post(`/api/Setting/${world.id}/Documents`, {
      headers: { authorization: `Bearer ${ownerToken}` },
      data: {
        name: say.document,
        type: 'location',
        contents: {
          v: 1,
          doc: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: say.open }] }],
          },
        },
      },
    });
    expect(created.status()).toBe(200);
    const documentPath = `/${world.ownerUserName}/${world.urlName}/documents/${((await created.json()) as { id: string }).id}`;

    // The owner writes a note and wraps it in a secret block from the toolbar.
    const ownerPage = await openAs(browser, lang, ownerToken, `${documentPath}?edit=1`);
    const editor = ownerPage.getByRole('textbox', { name: t.WIKI.DOCUMENT.CONTENTS });
    await expect(editor).toContainText(say.open);
    await expect(ownerPage.getByTestId('coedit-status')).toHaveText(t.WIKI.COEDIT.STATUS.SAVED);
    await editor.click();
    await ownerPage.keyboard.press('Control+End');
    await ownerPage.keyboard.press('Enter');
    await ownerPage.keyboard.type(say.secret, { delay: 5 });
    await ownerPage.getByTestId('editor-insert-secret').click();
    const block = ownerPage.getByTestId('secret-block');
    await expect(block).toContainText(say.secret);
    await expect(block.getByTestId('secret-label')).toHaveText(say.label);
    await expect(ownerPage.getByTestId('coedit-status')).toHaveText(t.WIKI.COEDIT.STATUS.SAVED);
    await ownerPage.screenshot({ path: test.info().outputPath(`owner-${lang}.png`) });
    await ownerPage.getByTestId('save-document').click();
    await expect(ownerPage).toHaveURL(documentPath);
    const shown = ownerPage.getByRole('region', { name: t.WIKI.DOCUMENT.CONTENTS });
    await expect(shown.getByTestId('secret-block')).toContainText(say.secret);

    // A viewer on a phone: the open text, a note, never the secret.
    const viewerPage = await openAs(browser, lang, viewerToken, documentPath, {
      width: 390,
      height: 844,
    });
    const contents = viewerPage.getByRole('region', { name: t.WIKI.DOCUMENT.CONTENTS });
    await expect(contents).toContainText(say.open);
    await expect(viewerPage.getByTestId('secrets-hidden')).toHaveText(t.WIKI.SECRET.HIDDEN_NOTE);
    await expect(viewerPage.getByTestId('secret-block')).toHaveCount(0);
    expect(await viewerPage.content()).not.toContain(say.secret);
    await viewerPage.screenshot({ path: test.info().outputPath(`viewer-${lang}.png`) });
    await viewerPage.context().close();
    await ownerPage.context().close();
  });
}
