import { expect, test, type APIRequestContext } from '@playwright/test';
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
 * Publishing, play links: a writer shares a dialog of a private world, a
 * tester without an account plays it through the link on a phone, the
 * builder's playtest heat counts that play, and a revoked link stops
 * working. The play page carries nothing of the world but the dialog.
 * In English and in Russian.
 */
test.describe.configure({ mode: 'parallel' });
test.setTimeout(180_000);

const words = {
  en: {
    speaker: 'Mira Vell',
    ask: 'Who goes there?',
    friend: 'A friend',
    nobody: 'Nobody',
    pass: 'Pass, then.',
    halt: 'Halt!',
    dialog: 'Harbour talk',
  },
  ru: {
    speaker: 'Мира Велл',
    ask: 'Кто идёт?',
    friend: 'Друг',
    nobody: 'Никто',
    pass: 'Проходи.',
    halt: 'Стой!',
    dialog: 'Разговор в гавани',
  },
} as const;

const secret = 'The crown lies under the lighthouse';

/** A private world with a shared-to-be dialog and a document whose text must never reach a tester. */
async function worldWithDialog(request: APIRequestContext, lang: Lang) {
  const w = words[lang];
  const owner = newAccount(`shr${lang}`);
  const { token } = await registerByApi(request, owner);
  const stamp = uniqueName('s').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Harbour ${stamp}`,
    urlName: `harbour-${stamp}`,
  });
  const headers = { authorization: `Bearer ${token}` };
  const api = async (method: 'post' | 'put', path: string, data: unknown) => {
    const response = await request[method](`/api/Setting/${world.id}${path}`, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  const speaker = await api('post', '/Documents', {
    name: w.speaker,
    type: 'character',
    contents: paragraphContents(secret),
  });
  await api('post', '/Documents', {
    name: 'Vault ledger',
    type: 'note',
    contents: paragraphContents(secret),
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
          kind: 'character',
          speakerId: speaker.id,
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
  return { token, dialogPage: `/${world.ownerUserName}/${world.urlName}/dialog/${dialog.id}` };
}

for (const lang of ['en', 'ru'] as const) {
  test(`a dialog played through its share link counts in the playtest heat (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = textsOf(lang).DIALOG_SHARING;
    const w = words[lang];
    const { token, dialogPage } = await worldWithDialog(request, lang);

    // The writer makes a link and reads it off the Share window.
    const page = await signedInPage(browser, lang, token);
    await page.goto(dialogPage);
    await page.getByTestId('open-share').click();
    const share = page.getByRole('dialog', { name: t.TITLE.replace('{{name}}', w.dialog) });
    await share.getByTestId('share-label').fill('Devlog');
    await share.getByTestId('share-create').click();
    const url = (await share.getByTestId('share-link-url').innerText()).trim();
    expect(url).toMatch(/\/play\/[A-Za-z0-9_-]{43}$/);
    await expect(share.getByTestId('share-link-embed')).toContainText(`${url}?embed=1`);
    await expect(share.getByTestId('share-link-row')).toContainText('Devlog');
    expect(describeViolations(await seriousViolations(page))).toBe('');

    // A tester with no account, on a phone, plays it to one end.
    const tester = await browser.newContext({
      ...languageContextOptions(lang),
      viewport: { width: 390, height: 844 },
    });
    await tester.addInitScript(...languageInitScript(lang));
    const play = await tester.newPage();
    const answer = await play.goto(url);
    expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(play.getByTestId('play-title')).toHaveText(w.dialog);
    await expect(play.getByTestId('player-speaker')).toHaveText(w.speaker);
    await expect(play.getByTestId('player-text')).toHaveText(w.ask);
    await expect(play.getByText(t.PLAY.COUNTED)).toBeVisible();
    expect(await play.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await play.getByTestId('player-choice').filter({ hasText: w.friend }).click();
    await expect(play.getByTestId('player-text')).toHaveText(w.pass);
    const recorded = play.waitForResponse(
      (response) => response.url().includes('/api/Play/') && response.request().method() === 'POST',
    );
    await play.getByTestId('player-next').click();
    await expect(play.getByTestId('player-ended')).toBeVisible();
    expect((await recorded).status()).toBe(204);
    await expect(play.locator('body')).not.toContainText(secret);
    const body = await (await request.get(`/api/Play/${url.split('/play/')[1]}`)).text();
    expect(body).not.toContain(secret);
    expect(body).not.toContain('Vault ledger');

    // The embedded frame is the one page another site may frame.
    const embed = await tester.newPage();
    const framed = await embed.goto(`${url}?embed=1`);
    expect(framed?.headers()['content-security-policy']).toContain('frame-ancestors *');
    await expect(embed.getByTestId('play-embedded').getByTestId('player')).toBeVisible();

    // The heat counts the play and rings the node nobody reached.
    await share.getByRole('button', { name: t.NEW_DONE }).click();
    await expect(share.getByTestId('share-link-url')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();
    await page.getByTestId('heat-toggle').click();
    await expect(page.getByTestId('heat-plays')).toHaveAttribute('data-plays', '1');
    const canvas = page.getByTestId('dialog-canvas');
    const heatOf = (text: string) =>
      canvas.getByTestId('dialog-node').filter({ hasText: text }).getByTestId('node-heat');
    await expect(heatOf(w.ask)).toHaveAttribute('data-count', '1');
    await expect(heatOf(w.pass)).toHaveAttribute('data-count', '1');
    await expect(heatOf(w.halt)).toHaveAttribute('data-count', '0');
    expect(describeViolations(await seriousViolations(page))).toBe('');
    await expect(canvas.getByTestId('dialog-node').filter({ hasText: w.halt })).toHaveAttribute(
      'data-unreached',
      'true',
    );
    await expect(page.getByText(t.HEAT.TOGGLE)).toBeVisible();

    // Revoked, the link opens nothing, and says so in the tester's language.
    await page.getByTestId('open-share').click();
    await expect(share.getByTestId('share-link-plays')).toHaveText(
      textsOf(lang).DIALOG_SHARING.PLAYS_one.replace('{{count}}', '1'),
    );
    await share.getByTestId('share-link-revoke').click();
    await page
      .getByRole('dialog', { name: t.REVOKE_TITLE })
      .getByRole('button', { name: t.REVOKE })
      .click();
    await expect(share.getByTestId('share-link-row')).toContainText(t.REVOKED);
    await play.reload();
    await expect(play.getByTestId('play-error')).toHaveText(textsOf(lang).SERVER_ERROR['4045']);
    await tester.close();
    await page.context().close();
  });
}
