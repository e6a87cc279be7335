import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { describeViolations, seriousViolations } from './support/axe';
import {
  languageContextOptions,
  languageInitScript,
  signedInPage,
  textsOf,
  type Lang,
} from './support/i18n';
import { paragraphContents, dialogNode } from './support/world-content';

/**
 * Publishing as a user meets it, end to end: the owner publishes a world
 * after the warning and makes one document public, one stays members-only; a
 * signed-out visitor reads and finds only the public one; a play link lets
 * the visitor play a dialog, and the builder's heat counts that play; made
 * private, the world answers the visitor as an unknown world does. The owner
 * works on a desktop; the visitor reads in English on a desktop and in
 * Russian on a phone.
 */
test.describe.configure({ mode: 'parallel' });
test.setTimeout(180_000);

const words = {
  en: {
    shown: 'Lantern Quay',
    shownText: 'The lanterns of the quay burn all night.',
    hidden: 'Lantern Vault',
    search: 'Lantern',
    dialog: 'Quay talk',
    ask: 'Who goes there?',
    friend: 'A friend',
    nobody: 'Nobody',
    pass: 'Pass, then.',
    halt: 'Halt!',
  },
  ru: {
    shown: 'Фонарная пристань',
    shownText: 'Фонари на пристани горят всю ночь.',
    hidden: 'Фонарная кладовая',
    search: 'Фонарная',
    dialog: 'Разговор на пристани',
    ask: 'Кто идёт?',
    friend: 'Друг',
    nobody: 'Никто',
    pass: 'Проходи.',
    halt: 'Стой!',
  },
} as const;

const journeys = [
  { lang: 'en', phone: false },
  { lang: 'ru', phone: true },
] as const;

/** A private world of a new owner: two documents on the world's default (members) and a branching dialog. */
async function privateWorld(request: APIRequestContext, lang: Lang) {
  const w = words[lang];
  const { token } = await registerByApi(request, newAccount(`pjo${lang}`));
  const stamp = uniqueName('j').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Quay ${stamp}`,
    urlName: `quay-${stamp}`,
  });
  const headers = { authorization: `Bearer ${token}` };
  const api = async (method: 'post' | 'put', path: string, data: unknown) => {
    const response = await request[method](`/api/Setting/${world.id}${path}`, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as { id: string };
  };
  const hiddenMarker = `MEMBERSONLY${stamp}`;
  const shown = await api('post', '/Documents', {
    name: w.shown,
    type: 'location',
    contents: paragraphContents(w.shownText),
  });
  await api('post', '/Documents', {
    name: w.hidden,
    type: 'note',
    contents: paragraphContents(hiddenMarker),
  });
  const dialog = await api('post', '/Dialogs', { name: w.dialog, kind: 'branching' });
  await api('put', `/Dialogs/${dialog.id}`, {
    name: w.dialog,
    version: 1,
    graph: {
      version: 1,
      startNodeId: 'ask',
      nodes: [
        dialogNode('ask', 0, 0, {
          text: w.ask,
          choices: [
            { id: 'friend', text: w.friend, conditions: [], targetId: 'pass' },
            { id: 'nobody', text: w.nobody, conditions: [], targetId: 'halt' },
          ],
        }),
        dialogNode('pass', 320, -80, { text: w.pass }),
        dialogNode('halt', 320, 120, { text: w.halt }),
      ],
    },
  });
  const home = `/${world.ownerUserName}/${world.urlName}`;
  return {
    token,
    home,
    name: world.name,
    shownPage: `${home}/documents/${shown.id}`,
    dialogPage: `${home}/dialog/${dialog.id}`,
    unknownPage: `/${world.ownerUserName}/no-such-${stamp}/documents/${shown.id}`,
    hiddenMarker,
  };
}

/** The reader's pages have no serious WCAG 2.1 A/AA violation. */
async function expectAccessible(page: Page): Promise<void> {
  expect(describeViolations(await seriousViolations(page))).toBe('');
}

for (const { lang, phone } of journeys) {
  test(`a world published, read, searched, played and closed again (${lang}${phone ? ', phone' : ''})`, async ({
    browser,
    request,
  }) => {
    const texts = textsOf(lang);
    const t = texts.WORLDS.PUBLISHING;
    const w = words[lang];
    const world = await privateWorld(request, lang);

    // The owner publishes the world after the warning.
    const owner = await signedInPage(browser, lang, world.token);
    await owner.goto(`${world.home}/details`);
    const panel = owner.getByTestId('publishing-panel');
    await expect(panel.getByTestId('publishing-state')).toHaveText(t.PRIVATE);
    await panel.getByTestId('publish-world').click();
    const warning = owner.getByRole('dialog', { name: t.CONFIRM_TITLE });
    await expect(warning.getByText(t.CONFIRM_WARNING)).toBeVisible();
    await warning.getByTestId('confirm-publish').click();
    await expect(panel.getByTestId('publishing-state')).toHaveText(t.PUBLIC);

    // One document made public; the other stays on the world's default, members only.
    await owner.goto(`${world.shownPage}?edit=1`);
    await owner.getByTestId('visibility-select').click();
    await owner.getByRole('option', { name: texts.VISIBILITY.PUBLIC, exact: true }).click();
    await owner.getByTestId('save-document').click();
    await expect(owner).toHaveURL(world.shownPage);

    // A fresh browser, never signed in, opens the world's address.
    const visitorContext = await browser.newContext({
      ...languageContextOptions(lang),
      ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
    });
    await visitorContext.addInitScript(...languageInitScript(lang));
    const visitor = await visitorContext.newPage();
    const received: string[] = [];
    // Until the world closes, a reader's pages ask only what readers may read.
    const refused: string[] = [];
    visitor.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400)
        refused.push(`${response.status()} ${response.url()}`);
      if (response.url().includes('/api/'))
        void response.text().then(
          (text) => received.push(text),
          () => undefined,
        );
    });
    await visitor.goto(world.home);
    await expect(visitor.getByTestId('world-title')).toHaveText(world.name);
    await expectAccessible(visitor);
    const openMenu = () =>
      visitor.getByRole('button', { name: texts.NAVBAR.OPEN_MENU, exact: true }).click();
    if (phone) await openMenu();
    const nav = visitor.getByRole('navigation', { name: texts.NAVBAR.DASHBOARD });
    await expect(nav.getByText(w.hidden)).toHaveCount(0);
    await nav.getByRole('link', { name: texts.NAVBAR.DOCUMENTS, exact: true }).click();

    // The list holds the public document only; it reads.
    const rows = visitor.getByTestId('document-row');
    await expect(rows.filter({ hasText: w.shown })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expectAccessible(visitor);
    await rows.getByRole('link', { name: w.shown, exact: true }).click();
    await expect(visitor.getByTestId('document-title')).toHaveText(w.shown);
    const contents = visitor.getByRole('region', { name: texts.WIKI.DOCUMENT.CONTENTS });
    await expect(contents).toContainText(w.shownText);
    await expect(visitor.getByTestId('edit-document')).toHaveCount(0);
    await expect(visitor.getByTestId('open-history')).toHaveCount(0);
    await expectAccessible(visitor);
    await visitor.screenshot({ path: test.info().outputPath(`reader-document-${lang}.png`) });

    // The search finds the public document and not the members-only one.
    if (phone) await openMenu();
    const search = visitor.getByTestId('world-search');
    await search.fill(w.search);
    const hits = visitor.getByTestId('search-hit');
    await expect(hits.filter({ hasText: w.shown })).toBeVisible();
    await expect(hits.filter({ hasText: w.hidden })).toHaveCount(0);
    await visitor.screenshot({ path: test.info().outputPath(`reader-search-${lang}.png`) });
    await search.press('Escape');

    // The owner makes a play link for the dialog.
    const sharing = texts.DIALOG_SHARING;
    await owner.goto(world.dialogPage);
    await owner.getByTestId('open-share').click();
    const share = owner.getByRole('dialog', { name: sharing.TITLE.replace('{{name}}', w.dialog) });
    await share.getByTestId('share-create').click();
    const link = (await share.getByTestId('share-link-url').innerText()).trim();
    expect(link).toMatch(/\/play\/[A-Za-z0-9_-]{43}$/);

    // The visitor plays it through the link, choosing an option, to its end.
    await visitor.goto(link);
    await expect(visitor.getByTestId('play-title')).toHaveText(w.dialog);
    await expect(visitor.getByTestId('player-text')).toHaveText(w.ask);
    await visitor.getByTestId('player-choice').filter({ hasText: w.friend }).click();
    await expect(visitor.getByTestId('player-text')).toHaveText(w.pass);
    const recorded = visitor.waitForResponse(
      (response) => response.url().includes('/api/Play/') && response.request().method() === 'POST',
    );
    await visitor.getByTestId('player-next').click();
    await expect(visitor.getByTestId('player-ended')).toBeVisible();
    expect((await recorded).status()).toBe(204);

    // Back in the builder, the heat overlay counts that play.
    await owner.keyboard.press('Escape');
    await expect(share).toBeHidden();
    await owner.getByTestId('heat-toggle').click();
    await expect(owner.getByTestId('heat-plays')).toHaveAttribute('data-plays', '1');
    const heatOf = (text: string) =>
      owner
        .getByTestId('dialog-canvas')
        .getByTestId('dialog-node')
        .filter({ hasText: text })
        .getByTestId('node-heat');
    await expect(heatOf(w.pass)).toHaveAttribute('data-count', '1');
    await expect(heatOf(w.halt)).toHaveAttribute('data-count', '0');

    // Nothing members-only reached the visitor on the way.
    expect(received.join('\n')).not.toContain(world.hiddenMarker);
    expect(received.join('\n')).not.toContain(w.hidden);
    expect(refused).toEqual([]);

    // Made private, the world answers the visitor as a world that never was.
    await owner.goto(`${world.home}/details`);
    await panel.getByTestId('unpublish-world').click();
    await expect(panel.getByTestId('publishing-state')).toHaveText(t.PRIVATE);
    const answerOf = async (path: string) => {
      const byName = visitor.waitForResponse((response) =>
        response.url().includes('/api/Setting/ByName/'),
      );
      const page = await visitor.goto(path);
      const api = await byName;
      await expect(visitor).toHaveURL(/\/authenticate\/login$/);
      return {
        page: page?.status(),
        api: api.status(),
        body: (await api.text()).replace(/"(traceId|requestId)":"[^"]*"/g, ''),
      };
    };
    const closed = await answerOf(world.shownPage);
    const unknown = await answerOf(world.unknownPage);
    expect(closed).toEqual(unknown);
    expect(await visitor.content()).not.toContain(w.shownText);
    await Promise.all([owner.context().close(), visitorContext.close()]);
  });
}
