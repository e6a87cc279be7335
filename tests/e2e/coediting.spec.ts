import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  addMemberByApi,
  createWorldByApi,
  newAccount,
  registerByApi,
  uniqueName,
} from './support/accounts';
import {
  languageContextOptions,
  languageInitScript,
  textsOf,
  type Lang,
  type Texts,
} from './support/i18n';

/**
 * Issue 8, Proof: two people (two browser contexts) co-edit one document.
 * They type at once and end with the same text holding both edits, each
 * seeing the other's named caret; one goes offline, keeps typing, comes back,
 * and both converge; the saved document holds it all, and a viewer follows
 * the live text read-only.
 */
test.describe.configure({ mode: 'parallel' });

const words = {
  en: {
    world: 'The Salt Coast',
    document: 'The Salt Gate',
    start: 'Fog rolls over the quays.',
    alice: 'Smugglers unload quicksilverfish at dawn.',
    bob: 'The harbour bell rings twice.',
    offline: 'Written on the ferry without a signal.',
    online: 'Meanwhile the tide turned.',
    live: 'A sail on the horizon.',
  },
  ru: {
    world: 'Соляное побережье',
    document: 'Соляные ворота',
    start: 'Туман стелется над причалами.',
    alice: 'На рассвете выгружают ртутеперку.',
    bob: 'Портовый колокол звонит дважды.',
    offline: 'Написано на пароме без связи.',
    online: 'Тем временем начался прилив.',
    live: 'На горизонте парус.',
  },
} as const;

interface Person {
  userName: string;
  context: BrowserContext;
  page: Page;
}

async function openAs(
  browser: Browser,
  lang: Lang,
  token: string,
  userName: string,
  path: string,
): Promise<Person> {
  const context = await browser.newContext(languageContextOptions(lang));
  await context.addInitScript(...languageInitScript(lang));
  await context.addInitScript((value) => window.localStorage.setItem('access-token', value), token);
  const page = await context.newPage();
  await page.goto(path);
  return { userName, context, page };
}

const editorOf = (page: Page, t: Texts) =>
  page.getByRole('textbox', { name: t.WIKI.DOCUMENT.CONTENTS });

/** The text of the editor as written, without the name labels of other people's carets. */
async function textOf(page: Page, t: Texts): Promise<string> {
  return editorOf(page, t).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-testid="remote-caret"]').forEach((caret) => caret.remove());
    return [...copy.querySelectorAll('p')]
      .map((paragraph) => paragraph.textContent?.replace(/\u2060/g, ''))
      .join('\n');
  });
}

/** A new paragraph at the end of the text. */
async function typeAtEnd(page: Page, t: Texts, text: string): Promise<void> {
  await editorOf(page, t).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text, { delay: 5 });
}

/** Words before the first word of the text. */
async function typeAtStart(page: Page, t: Texts, text: string): Promise<void> {
  await editorOf(page, t).click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type(`${text} `, { delay: 5 });
}

for (const lang of ['en', 'ru'] as const) {
  const t = textsOf(lang);
  const say = words[lang];

  test(`${lang}: two people type into one document at once, one goes offline and back, a viewer follows`, async ({
    browser,
    request,
  }) => {
    // Two browsers, each waiting for the other's typing to arrive: more than the default 30 s on two cores.
    test.setTimeout(180_000);
    const owner = newAccount(`co${lang}a`);
    const writer = newAccount(`co${lang}b`);
    const { token: ownerToken } = await registerByApi(request, owner);
    const { token: writerToken } = await registerByApi(request, writer);
    const world = await createWorldByApi(request, ownerToken, {
      name: say.world,
      urlName: `co-${uniqueName('w').slice(2)}`,
    });
    await addMemberByApi(request, ownerToken, world.id, {
      userName: writer.userName,
      role: 'writer',
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
            content: [{ type: 'paragraph', content: [{ type: 'text', text: say.start }] }],
          },
        },
      },
    });
    expect(created.status()).toBe(200);
    const documentPath = `/${world.ownerUserName}/${world.urlName}/documents/${((await created.json()) as { id: string }).id}`;

    const alice = await openAs(browser, lang, ownerToken, owner.userName, `${documentPath}?edit=1`);
    const bob = await openAs(browser, lang, writerToken, writer.userName, `${documentPath}?edit=1`);
    for (const person of [alice, bob]) {
      await expect(editorOf(person.page, t)).toContainText(say.start);
      await expect(person.page.getByTestId('coedit-status')).toHaveText(t.WIKI.COEDIT.STATUS.SAVED);
    }

    // Both type at once, in two places; each sees the other's caret with their name, and the texts converge.
    await Promise.all([typeAtEnd(alice.page, t, say.alice), typeAtStart(bob.page, t, say.bob)]);
    for (const person of [alice, bob]) {
      await expect(editorOf(person.page, t)).toContainText(say.alice);
      await expect(editorOf(person.page, t)).toContainText(say.bob);
    }
    await expect(alice.page.getByTestId('remote-caret')).toContainText(writer.userName);
    await expect(bob.page.getByTestId('remote-caret')).toContainText(owner.userName);
    await expect
      .poll(async () => (await textOf(alice.page, t)) === (await textOf(bob.page, t)))
      .toBe(true);

    // Bob goes offline and keeps writing; Alice writes too. Nothing of Bob's reaches her meanwhile.
    await bob.context.setOffline(true);
    await expect(bob.page.getByTestId('coedit-status')).toHaveText(t.WIKI.COEDIT.STATUS.OFFLINE);
    await typeAtEnd(bob.page, t, say.offline);
    await typeAtStart(alice.page, t, say.online);
    await expect(editorOf(bob.page, t)).not.toContainText(say.online);
    await expect(editorOf(alice.page, t)).not.toContainText(say.offline);

    // Back online: both hold both lines, the same text.
    await bob.context.setOffline(false);
    for (const person of [alice, bob]) {
      await expect(editorOf(person.page, t)).toContainText(say.offline);
      await expect(editorOf(person.page, t)).toContainText(say.online);
      await expect(person.page.getByTestId('coedit-status')).toHaveText(t.WIKI.COEDIT.STATUS.SAVED);
    }
    const merged = await textOf(alice.page, t);
    expect(await textOf(bob.page, t)).toBe(merged);

    // Save ends editing: the saved document shows everything both wrote.
    await alice.page.getByTestId('save-document').click();
    await expect(alice.page).toHaveURL(documentPath);
    const contents = alice.page.getByRole('region', { name: t.WIKI.DOCUMENT.CONTENTS });
    for (const line of [say.start, say.alice, say.bob, say.offline, say.online])
      await expect(contents).toContainText(line);

    // A viewer follows the live text read-only: Bob's next words appear without a reload.
    const reader = newAccount(`co${lang}c`);
    const { token: readerToken } = await registerByApi(request, reader);
    await addMemberByApi(request, ownerToken, world.id, {
      userName: reader.userName,
      role: 'viewer',
    });
    const carol = await openAs(browser, lang, readerToken, reader.userName, documentPath);
    await expect(carol.page.getByTestId('coedit-status')).toHaveText(t.WIKI.COEDIT.READ_ONLY);
    await typeAtEnd(bob.page, t, say.live);
    const followed = carol.page.getByRole('region', { name: t.WIKI.DOCUMENT.CONTENTS });
    await expect(followed).toContainText(say.live);
    await expect(followed.locator('[contenteditable="true"]')).toHaveCount(0);

    await carol.context.close();
    await alice.context.close();
    await bob.context.close();
  });
}
