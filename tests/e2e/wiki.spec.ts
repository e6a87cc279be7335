import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  createWorldByApi,
  newAccount,
  registerByApi,
  uniqueName,
  type CreatedWorld,
} from './support/accounts';
import { fill, textsOf, type Lang, type Texts } from './support/i18n';

/**
 * Issue 4, Proof: the wiki as a writer uses it, in Chromium against the real
 * server. A document made from its type's template mentions another one,
 * which lists it under "Mentioned in"; two tabs co-edit its text live while a
 * stale change of its fields gets 409 and is resolved; an old version is
 * compared and restored; the top-bar
 * search (Ctrl+K) finds it by a word of its text; its print page has no app
 * chrome. The Russian story starts in English and switches the language in
 * the profile menu, the way a person does.
 */
test.describe.configure({ mode: 'parallel' });
test.use({
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
});

/** Texts the SPEC and the issue spell out, checked literally so a catalogue slip cannot hide. */
const literal = {
  en: {
    nameRequired: 'Name is required',
    conflictTitle: 'Someone else changed this document',
    mentionedIn: 'Mentioned in',
  },
  ru: {
    nameRequired: 'Укажите название',
    conflictTitle: 'Документ изменил кто-то другой',
    mentionedIn: 'Упоминается в',
  },
} as const;

/** What each story writes: the words are rare, so the search must find them in the text and nowhere else. */
const story = {
  en: {
    target: {
      name: 'Captain Ilsa Marrow',
      description: 'Harbour master of the Salt Gate, loyal to no crown.',
      tag: 'Cast',
    },
    document: { name: 'The Salt Gate', tag: 'Ports' },
    written:
      'Fog rolls over the quays where the smugglers unload quicksilverfish at dawn. Ruled by',
    mentionQuery: 'Ilsa',
    firstTab: 'A toll of three silver pieces is paid at the gate.',
    secondTab: 'The lighthouse burned down in the last war.',
    firstDescription: 'Northern gate of the Salt Coast.',
    secondDescription: 'Toll gate, home of the smugglers.',
    rareWord: 'quicksilverfish',
  },
  ru: {
    target: {
      name: 'Капитан Ильса Марроу',
      description: 'Начальница порта Соляных ворот, не служит ни одной короне.',
      tag: 'Герои',
    },
    document: { name: 'Соляные ворота', tag: 'Порты' },
    written:
      'Туман стелется над причалами, где контрабандисты на рассвете выгружают ртутеперку. Правит здесь',
    mentionQuery: 'Ильса',
    firstTab: 'У ворот берут пошлину в три серебряные монеты.',
    secondTab: 'Маяк сгорел в последнюю войну.',
    firstDescription: 'Северные ворота Соляного побережья.',
    secondDescription: 'Таможня и пристанище контрабандистов.',
    rareWord: 'ртутеперку',
  },
} as const;

interface Setup {
  token: string;
  world: CreatedWorld;
  target: { id: string };
}

for (const lang of ['en', 'ru'] as const) {
  const t = textsOf(lang);
  const says = literal[lang];
  const words = story[lang];

  test.describe.serial(`${lang}: template, mention, two tabs, history, search, print`, () => {
    let setup: Setup;
    let context: BrowserContext;
    let page: Page;
    let documentPath = '';
    let worldHome = '';

    test.beforeAll(async ({ browser, request }) => {
      setup = await setUpWorld(request, lang);
      worldHome = `/${setup.world.ownerUserName}/${setup.world.urlName}`;
      ({ context, page } = await signedIn(browser, setup.token));
    });

    test.afterAll(async () => {
      await context?.close();
    });

    test('a document from its type’s template mentions another, which lists it under “Mentioned in”', async () => {
      await page.goto(`${worldHome}/world`);
      if (lang === 'ru') await switchToRussian(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      await page.goto(`${worldHome}/documents`);
      await page.getByTestId('new-document').click();
      const form = page.getByTestId('new-document-form');
      // No name: the shared validation message, in the interface language.
      await form.getByRole('button', { name: t.COMMON.CREATE }).click();
      await expect(form.getByText(says.nameRequired)).toBeVisible();

      await form.getByTestId('document-name').fill(words.document.name);
      await chooseOption(page, form.getByTestId('document-type'), t.WIKI.TYPES.location);
      const tags = form.getByTestId('document-tags');
      await tags.fill(words.document.tag);
      await tags.press('Enter');
      // The type's own template is the default, and says which sections it brings.
      const sections = [
        'OVERVIEW',
        'GEOGRAPHY',
        'HISTORY',
        'INHABITANTS',
        'POINTS_OF_INTEREST',
      ] as const;
      const sectionNames = sections.map((key) => t.WIKI.TEMPLATE_SECTIONS[key]);
      await expect(form.getByTestId('document-template')).toHaveValue(
        fill(t.WIKI.NEW.TEMPLATE_BUILTIN, { type: t.WIKI.TYPES.location }),
      );
      await expect(
        form.getByText(fill(t.WIKI.NEW.TEMPLATE_SECTIONS, { sections: sectionNames.join(', ') })),
      ).toBeVisible();
      await form.getByRole('button', { name: t.COMMON.CREATE }).click();

      // Straight into the editor, the contents prefilled with the sections as headings.
      await expect(page).toHaveURL(/\/documents\/[^/?]+\?edit=1$/);
      documentPath = new URL(page.url()).pathname;
      const editor = contentsEditor(page, t);
      for (const name of sectionNames) {
        await expect(editor.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }

      // Write under the first section and mention the captain with `@`.
      await editor.getByRole('heading', { level: 2, name: sectionNames[0], exact: true }).click();
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.type(`${words.written} @${words.mentionQuery}`);
      const menu = page.getByRole('listbox', { name: t.WIKI.EDITOR.MENTION_MENU });
      await menu.getByRole('option', { name: new RegExp(words.target.name) }).click();
      await page.keyboard.type('.');
      await expect(editor.locator('a[data-type="mention"]')).toHaveText(`@${words.target.name}`);
      await page.getByTestId('save-document').click();

      // Saved: the viewer shows the text, with the mention as a link to the captain.
      await expect(page).toHaveURL(documentPath);
      const contents = page.getByRole('region', { name: t.WIKI.DOCUMENT.CONTENTS });
      await expect(contents).toContainText(words.rareWord);
      for (const name of sectionNames)
        await expect(contents.getByRole('heading', { name, exact: true })).toBeVisible();
      const mention = contents.getByRole('link', { name: `@${words.target.name}` });
      await expect(mention).toBeVisible();

      // The captain carries a previewable tag: hovering the mention shows the card the list shows.
      await mention.hover();
      const preview = page.getByTestId('document-preview');
      await expect(preview).toBeVisible();
      await expect(preview).toContainText(words.target.description);
      await expect(preview.getByText(t.WIKI.TYPES.character, { exact: true })).toBeVisible();
      await expect(preview.getByText(words.target.tag, { exact: true })).toBeVisible();

      // The captain's Connections tab: this document, under "Mentioned in".
      await mention.click();
      await expect(page).toHaveURL(`${worldHome}/documents/${setup.target.id}`);
      await expect(page.getByTestId('document-title')).toHaveText(words.target.name);
      await page.getByTestId('tab-connections').click();
      const backlinks = page.getByTestId('backlinks');
      await expect(
        backlinks.getByRole('heading', { name: `${says.mentionedIn} (1)` }),
      ).toBeVisible();
      await backlinks.getByRole('link', { name: words.document.name }).click();
      await expect(page).toHaveURL(documentPath);
    });

    test('two tabs edit it at once: the text merges live, a stale change of the fields gets 409 and is resolved', async () => {
      const second = await context.newPage();
      await page.goto(`${documentPath}?edit=1`);
      await second.goto(`${documentPath}?edit=1`);
      await expect(second.getByTestId('document-editor')).toBeVisible();

      // The text is one live text: a line typed in either tab shows in the other, nobody saves it.
      await appendLine(page, t, words.firstTab);
      await expect(contentsEditor(second, t)).toContainText(words.firstTab);
      await appendLine(second, t, words.secondTab);
      await expect(contentsEditor(page, t)).toContainText(words.secondTab);

      // First tab: a description, saved; the page shows both tabs' lines.
      await page.getByTestId('document-description').fill(words.firstDescription);
      await page.getByTestId('save-document').click();
      await expect(page).toHaveURL(documentPath);
      const shown = page.getByRole('region', { name: t.WIKI.DOCUMENT.CONTENTS });
      await expect(shown).toContainText(words.firstTab);
      await expect(shown).toContainText(words.secondTab);

      // Second tab, its fields still on the version before: its description is refused and both are shown.
      await second.getByTestId('document-description').fill(words.secondDescription);
      await second.getByTestId('save-document').click();
      const dialog = second.getByRole('dialog', { name: says.conflictTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('version-diff')).toContainText(words.firstDescription);
      await expect(dialog.getByTestId('version-diff')).toContainText(words.secondDescription);

      if (lang === 'en') {
        // Save mine over theirs: the second tab's description wins; the text keeps both lines.
        await dialog.getByRole('button', { name: t.WIKI.CONFLICT.KEEP_MINE }).click();
        await expect(second).toHaveURL(documentPath);
        await page.reload();
        await expect(page.getByText(words.secondDescription)).toBeVisible();
        await expect(page.getByText(words.firstDescription)).toHaveCount(0);
      } else {
        // Merge by hand: the form holds their description, mine is beside it; add mine and save both.
        await dialog.getByRole('button', { name: t.WIKI.CONFLICT.MERGE }).click();
        await expect(dialog).toBeHidden();
        await expect(second.getByTestId('merge-reference')).toContainText(words.secondDescription);
        const description = second.getByTestId('document-description');
        await expect(description).toHaveValue(words.firstDescription);
        await description.fill(`${words.firstDescription} ${words.secondDescription}`);
        await second.getByTestId('save-document').click();
        await expect(second).toHaveURL(documentPath);
        await page.reload();
        await expect(
          page.getByText(`${words.firstDescription} ${words.secondDescription}`),
        ).toBeVisible();
      }
      const contents = page.getByRole('region', { name: t.WIKI.DOCUMENT.CONTENTS });
      await expect(contents).toContainText(words.firstTab);
      await expect(contents).toContainText(words.secondTab);
      await second.close();
    });

    test('the history compares two versions and restores an old one', async ({ request }) => {
      // Co-editing saves the text as it is typed, so which version first held the written
      // text without either tab's line depends on typing speed: the API says which one.
      const documentId = documentPath.split('/').pop()!;
      const base = `/api/Setting/${setup.world.id}/Documents/${documentId}/Revisions`;
      const headers = { authorization: `Bearer ${setup.token}` };
      const revisions = (await (await request.get(base, { headers })).json()) as {
        id: string;
        version: number;
      }[];
      const newest = revisions[0]!.version;
      let before = 0;
      for (const revision of revisions) {
        const full = (await (await request.get(`${base}/${revision.id}`, { headers })).json()) as {
          contents: unknown;
        };
        const text = JSON.stringify(full.contents);
        if (
          text.includes(words.rareWord) &&
          !text.includes(words.firstTab) &&
          !text.includes(words.secondTab)
        ) {
          before = revision.version;
          break;
        }
      }
      expect(before).toBeGreaterThan(1);

      await page.goto(documentPath);
      await page.getByTestId('open-history').click();
      const history = page.getByTestId('revision-history');
      await expect(history.getByTestId('revision-row')).toHaveCount(revisions.length);

      // The two newest are compared at first; tick the version before the tabs instead of the older one.
      await history
        .getByLabel(fill(t.WIKI.HISTORY.SELECT, { version: newest - 1 }), { exact: true })
        .uncheck();
      await history
        .getByLabel(fill(t.WIKI.HISTORY.SELECT, { version: before }), { exact: true })
        .check();
      const compare = history.getByTestId('revision-compare');
      await expect(compare).toContainText(
        fill(t.WIKI.HISTORY.COMPARING, { older: before, newer: newest }),
      );
      await expect(compare.getByTestId('version-diff')).toContainText(words.secondTab);

      await history
        .getByRole('button', { name: fill(t.WIKI.HISTORY.RESTORE_N, { version: before }) })
        .click();
      await expect(history.getByTestId('revision-row')).toHaveCount(revisions.length + 1);
      await expect(
        history.getByText(fill(t.WIKI.HISTORY.KIND_RESTORE, { version: before })),
      ).toBeVisible();
      await page.keyboard.press('Escape');

      // The page shows that version's text again: the written line, neither tab's line.
      const contents = page.getByRole('region', { name: t.WIKI.DOCUMENT.CONTENTS });
      await expect(contents).toContainText(words.rareWord);
      await expect(contents).not.toContainText(words.firstTab);
      await expect(contents).not.toContainText(words.secondTab);
    });

    test('the top-bar search finds it by a word of its contents, opened with Ctrl+K', async () => {
      await page.goto(`${worldHome}/documents`);
      await expect(page.getByTestId('document-row').first()).toBeVisible();
      await page.keyboard.press('Control+K');
      const search = page.getByRole('banner').getByRole('combobox', { name: t.NAVBAR.SEARCH });
      await expect(search).toBeFocused();
      await expect(search).toHaveAttribute('placeholder', t.NAVBAR.SEARCH_PLACEHOLDER);
      await search.pressSequentially(words.rareWord, { delay: 20 });

      const hit = page.getByTestId('search-hit').filter({ hasText: words.document.name });
      await expect(hit).toBeVisible();
      await expect(
        hit.locator('mark').filter({ hasText: new RegExp(words.rareWord, 'i') }),
      ).toBeVisible();
      await search.press('ArrowDown');
      await search.press('Enter');
      await expect(page).toHaveURL(documentPath);
      await expect(page.getByTestId('document-title')).toHaveText(words.document.name);
    });

    test('on a phone the search sits in the navigation drawer, with the same keys', async () => {
      const phone = await context.newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto(`${worldHome}/world`);
      await expect(phone.getByRole('button', { name: t.NAVBAR.OPEN_MENU })).toBeVisible();
      // The top bar is only a placeholder below 1280 px (SPEC §2.2): no field there.
      await expect(phone.getByRole('banner').getByRole('combobox')).toHaveCount(0);
      const field = phone
        .getByTestId('drawer-search')
        .getByRole('combobox', { name: t.NAVBAR.SEARCH });
      await expect(field).not.toBeInViewport();

      // The menu button opens the drawer; the search is its first entry.
      await phone.getByRole('button', { name: t.NAVBAR.OPEN_MENU }).click();
      await expect(field).toBeInViewport();
      await expect(field).toHaveAttribute('placeholder', t.NAVBAR.SEARCH_PLACEHOLDER);
      await field.click();
      await field.pressSequentially(words.rareWord, { delay: 20 });
      await expect(
        phone.getByTestId('search-hit').filter({ hasText: words.document.name }),
      ).toBeVisible();
      await expect(phone.getByText(t.SEARCH.KEYS_HINT)).toBeVisible();

      // Arrows and Enter as in the top bar; opening a result closes the drawer.
      await field.press('ArrowDown');
      await field.press('Enter');
      await expect(phone).toHaveURL(documentPath);
      await expect(phone.getByTestId('document-title')).toHaveText(words.document.name);
      await expect(field).not.toBeInViewport();
      await expect(field).toHaveValue('');

      // Ctrl+K (a narrow window, a tablet with a keyboard) opens the drawer with the field focused.
      await phone.keyboard.press('Control+K');
      await expect(field).toBeFocused();
      await expect(field).toBeInViewport();
      // Esc closes the results panel, a second Esc leaves the field: as in the top bar.
      await expect(phone.getByTestId('search-idle')).toBeVisible();
      await field.press('Escape');
      await expect(phone.getByTestId('search-idle')).toBeHidden();
      await expect(field).toBeFocused();
      await field.press('Escape');
      await expect(field).not.toBeFocused();
      await phone.close();
    });

    test('its print page shows the contents and tags without the app around it', async () => {
      await page.goto(documentPath);
      await page.getByTestId('document-more').click();
      await page.getByRole('menuitem', { name: t.WIKI.ACTIONS.PRINT }).click();
      await expect(page).toHaveURL(documentPath.replace('/documents/', '/print-document/'));

      const sheet = page.getByTestId('print-sheet');
      await expect(
        sheet.getByRole('heading', { level: 1, name: words.document.name }),
      ).toBeVisible();
      await expect(sheet).toContainText(words.rareWord);
      await expect(sheet.getByText(words.document.tag, { exact: true })).toBeVisible();
      await expect(sheet.getByText(t.WIKI.TYPES.location, { exact: true })).toBeVisible();
      await expect(sheet.getByRole('heading', { name: t.WIKI.PRINT.LINKED_ITEMS })).toBeVisible();
      await expect(sheet).toContainText(words.target.name);
      // No app chrome: no top bar, no navigation, no search.
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: t.NAVBAR.SEARCH })).toHaveCount(0);
      await expect(page.getByTestId('print-button')).toHaveText(t.WIKI.PRINT.PRINT);
    });
  });
}

/** An owner with a world and the document the story mentions: a captain with a previewable tag. */
async function setUpWorld(request: APIRequestContext, lang: Lang): Promise<Setup> {
  const words = story[lang];
  const owner = newAccount(`wiki${lang}`);
  const { token } = await registerByApi(request, owner);
  const world = await createWorldByApi(request, token, {
    name: lang === 'ru' ? 'Соляное побережье' : 'The Salt Coast',
    urlName: `salt-coast-${uniqueName('w').slice(2)}`,
  });
  const headers = { authorization: `Bearer ${token}` };
  const tag = await request.post(`/api/Setting/${world.id}/Tags`, {
    headers,
    data: { name: words.target.tag, previewable: true },
  });
  expect(tag.status(), await tag.text()).toBeLessThan(300);
  const target = await request.post(`/api/Setting/${world.id}/Documents`, {
    headers,
    data: {
      name: words.target.name,
      type: 'character',
      tags: [words.target.tag],
      description: words.target.description,
      contents: {
        v: 1,
        doc: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: words.target.description }] },
          ],
        },
      },
    },
  });
  expect(target.status(), await target.text()).toBeLessThan(300);
  return { token, world, target: (await target.json()) as { id: string } };
}

/** A browser in English (the Russian story switches in the app), signed in with the token. */
async function signedIn(
  browser: Browser,
  token: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript((value) => {
    if (window.localStorage.getItem('language') === null)
      window.localStorage.setItem('language', 'en');
    if (window.localStorage.getItem('access-token') === null)
      window.localStorage.setItem('access-token', value);
  }, token);
  return { context, page: await context.newPage() };
}

async function switchToRussian(page: Page): Promise<void> {
  const en = textsOf('en');
  await page.getByRole('button', { name: en.NAVBAR.PROFILE }).click();
  await page.getByRole('menuitem', { name: en.LANGUAGES.ru }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: textsOf('ru').NAVBAR.DOCUMENTS }),
  ).toBeVisible();
}

function contentsEditor(page: Page, t: Texts): Locator {
  return page.getByRole('textbox', { name: t.WIKI.DOCUMENT.CONTENTS });
}

/** Types a paragraph at the very end of the contents. */
async function appendLine(page: Page, t: Texts, text: string): Promise<void> {
  const editor = contentsEditor(page, t);
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}
