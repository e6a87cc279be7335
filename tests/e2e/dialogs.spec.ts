import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { textsOf, type Lang, type Texts, signedInPage, journeyLanguages } from './support/i18n';

/**
 * Issue 7, Proof (the dialogs' half): a writer defines a variable and a meta
 * field, builds a branching dialog with a character line, a custom node and
 * a conditional choice, plays it to two different ends, exports it in all
 * three formats, imports the LoreHub export as a new dialog and plays the
 * same path there. A viewer opens the dialog without edit controls. In
 * English and in Russian.
 */
test.describe.configure({ mode: 'parallel' });
test.setTimeout(240_000);

const words = {
  en: {
    guard: 'Gate Guard',
    halt: 'Halt! Who goes there?',
    coin: 'The guard takes the coin.',
    away: 'You walk away.',
    opens: 'The gate opens.',
    pay: 'Pay a coin',
    pass: 'Show the pass',
    leave: 'Leave',
    dialog: 'The toll gate',
  },
  ru: {
    guard: 'Стражник ворот',
    halt: 'Стой! Кто идёт?',
    coin: 'Стражник берёт монету.',
    away: 'Вы уходите прочь.',
    opens: 'Ворота открываются.',
    pay: 'Заплатить монету',
    pass: 'Показать пропуск',
    leave: 'Уйти',
    dialog: 'Пошлина у ворот',
  },
} as const;

async function worldWithSpeaker(request: APIRequestContext, lang: Lang) {
  const owner = newAccount(`dlg${lang}`);
  const { token } = await registerByApi(request, owner);
  const stamp = uniqueName('d').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Gates ${stamp}`,
    urlName: `gates-${stamp}`,
  });
  const document = await request.post(`/api/Setting/${world.id}/Documents`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: words[lang].guard,
      type: 'character',
      tags: [],
      description: '',
      contents: { v: 1, doc: { type: 'doc', content: [] } },
    },
  });
  expect(document.status(), await document.text()).toBeLessThan(300);
  const viewer = newAccount(`dlgv${lang}`);
  const { token: viewerToken } = await registerByApi(request, viewer);
  const member = await request.post(`/api/Setting/${world.id}/Members`, {
    headers: { authorization: `Bearer ${token}` },
    data: { userName: viewer.userName, role: 'viewer' },
  });
  expect(member.status()).toBeLessThan(300);
  return { token, viewerToken, home: `/${world.ownerUserName}/${world.urlName}` };
}

const node = (page: Page, text: string) =>
  page.getByTestId('dialog-canvas').getByTestId('dialog-node').filter({ hasText: text });

async function addNode(page: Page, kind: 'text' | 'character' | 'custom', text: string) {
  await page.getByTestId('add-node').click();
  await page.getByTestId(`add-node-${kind}`).click();
  await page.getByTestId('node-text').fill(text);
}

async function pickOption(page: Page, select: ReturnType<Page['getByTestId']>, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function play(page: Page, t: Texts, expectTexts: string[], choose: string[]) {
  await page.getByTestId('editor-mode').getByText(t.DIALOGS.MODE.PLAY, { exact: true }).click();
  await page.getByTestId('player-restart').click();
  for (const [index, text] of expectTexts.entries()) {
    await expect(page.getByTestId('player-text')).toHaveText(text);
    const pick = choose[index];
    if (pick === 'next') await page.getByTestId('player-next').click();
    else if (pick) await page.getByTestId('player-choice').filter({ hasText: pick }).click();
  }
  await page.getByTestId('player-next').click();
  await expect(page.getByTestId('player-ended')).toBeVisible();
}

async function downloadExport(page: Page, t: Texts, format: 'lorehub' | 'yarn' | 'twee') {
  const download = page.waitForEvent('download');
  await page.getByTestId('export-dialog').first().click();
  await page.getByTestId(`export-${format}`).click();
  if (format === 'lorehub') {
    // Positions are not in the format: the user is told before the file is saved.
    await expect(page.getByTestId('export-losses')).toContainText(t.DIALOGS.LOSS.positions);
    await page.getByTestId('export-anyway').click();
  }
  const file = await download;
  const filePath = await file.path();
  return {
    name: file.suggestedFilename(),
    path: filePath,
    text: fs.readFileSync(filePath, 'utf8'),
  };
}

for (const lang of journeyLanguages) {
  test(`a writer builds, plays, exports and re-imports a branching dialog (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = textsOf(lang);
    const w = words[lang];
    const { token, viewerToken, home } = await worldWithSpeaker(request, lang);
    const page = await signedInPage(browser, lang, token);

    // The variable and the meta field the dialog uses.
    await page.goto(`${home}/stories?tab=variables`);
    await page.getByTestId('new-variable').click();
    await page.getByTestId('variable-name').fill('Paid!');
    await page.getByTestId('save-variable').click();
    await expect(page.getByText(t.VALIDATION.SCHEMA_NAME_CHARS)).toBeVisible();
    await page.getByTestId('variable-name').fill('paid_toll');
    await page.getByTestId('save-variable').click();
    await expect(page.getByTestId('variable-row')).toHaveCount(1);
    await page.getByTestId('meta-tab').click();
    await page.getByTestId('new-meta').click();
    await page.getByTestId('meta-name').fill('camera');
    await page.getByTestId('save-meta').click();
    await expect(page.getByTestId('meta-row')).toHaveCount(1);

    // A new branching dialog.
    await page.getByTestId('dialogs-tab').click();
    await page.getByTestId('new-dialog').click();
    await page.getByTestId('new-dialog-name').fill(w.dialog);
    await page.getByTestId('create-dialog').click();
    await expect(page.getByTestId('dialog-canvas')).toBeVisible();

    // Add node goes right of the selected node and continues from its first open output:
    // the guard's line first, then each of its choices leads to the node added after it.
    await addNode(page, 'character', w.halt);
    await page.getByTestId('speaker-select').fill(w.guard.slice(0, 5));
    await page.getByRole('option', { name: w.guard, exact: true }).click();
    for (const choice of [w.pay, w.pass, w.leave]) {
      await page.getByText(t.DIALOGS.INSPECTOR.ADD_CHOICE).click();
      await page
        .getByTestId('choice')
        .last()
        .getByLabel(t.DIALOGS.INSPECTOR.CHOICE_TEXT)
        .fill(choice);
    }
    await addNode(page, 'custom', w.coin);
    await page.getByLabel('camera').fill('close-up');
    await page.getByText(t.DIALOGS.INSPECTOR.ADD_ASSIGNMENT).click();
    await pickOption(
      page,
      page.getByTestId('assignments').getByLabel(t.DIALOGS.VALUE),
      t.DIALOGS.TRUE,
    );
    await node(page, w.halt).click();
    await addNode(page, 'text', w.opens);
    await node(page, w.halt).click();
    await addNode(page, 'text', w.away);

    await node(page, w.halt).click();
    const choices = page.getByTestId('choice');
    await expect(choices.nth(0).getByTestId('choice-target')).toHaveValue(w.coin);
    await expect(choices.nth(1).getByTestId('choice-target')).toHaveValue(w.opens);
    await expect(choices.nth(2).getByTestId('choice-target')).toHaveValue(w.away);
    await choices.nth(1).getByText(t.DIALOGS.INSPECTOR.ADD_CONDITION).click();
    await pickOption(
      page,
      choices.nth(1).getByTestId('condition').getByLabel(t.DIALOGS.VALUE),
      t.DIALOGS.TRUE,
    );
    // ELK lays the nodes out in the worker.
    await page.getByTestId('auto-layout').click();
    await expect(page.getByTestId('auto-layout')).toBeVisible();

    await node(page, w.coin).click();
    await pickOption(page, page.getByTestId('next-node'), w.halt);
    await expect(page.getByTestId('dialog-warnings')).toHaveCount(0);
    await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved', {
      timeout: 15_000,
    });

    // The canvas draws the links: a click on one's line selects it, Delete cuts it, undo brings it back.
    const canvas = page.getByTestId('dialog-canvas');
    await page.getByRole('button', { name: t.DIALOGS.FIT }).click();
    const leaveHandleElement = node(page, w.halt).locator('.react-flow__handle.source').nth(2);
    await expect(leaveHandleElement).toBeInViewport();
    const leaveHandle = await leaveHandleElement.boundingBox();
    if (!leaveHandle) throw new Error('the Leave choice has no handle on screen');
    await page.mouse.click(
      leaveHandle.x + leaveHandle.width + 6,
      leaveHandle.y + leaveHandle.height / 2,
    );
    await expect(canvas).toHaveAttribute('data-selected-edges', '1');
    await page.keyboard.press('Delete');
    await expect(canvas).toHaveAttribute('data-selected-edges', '0');
    await expect(page.getByTestId('dialog-warnings')).toHaveCount(1);
    await page.keyboard.press('ControlOrMeta+z');
    await expect(page.getByTestId('dialog-warnings')).toHaveCount(0);
    await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved', {
      timeout: 15_000,
    });

    // The minimap moves the view: a press on its corner centres the view there.
    const viewport = page.getByTestId('dialog-canvas').locator('.react-flow__viewport');
    const before = await viewport.getAttribute('style');
    const minimap = page.getByTestId('flow-minimap');
    await expect(minimap).toHaveAttribute('aria-label', t.DIALOGS.MINIMAP);
    await minimap.click({ position: { x: 4, y: 4 } });
    await expect.poll(() => viewport.getAttribute('style')).not.toBe(before);
    await page.getByRole('button', { name: t.DIALOGS.FIT }).click();

    // Two different ends: leaving at once; paying, then showing the pass the payment unlocked.
    await play(page, t, [w.halt, w.away], [w.leave]);
    await page.getByTestId('player-restart').click();
    await expect(page.getByTestId('player-choice')).toHaveCount(2);
    await expect(page.getByTestId('player-speaker')).toHaveText(w.guard);
    await play(page, t, [w.halt, w.coin, w.halt, w.opens], [w.pay, 'next', w.pass]);
    await expect(page.locator('[data-variable="paid_toll"]')).toContainText('true');

    // Export in all three formats.
    const lorehub = await downloadExport(page, t, 'lorehub');
    expect(lorehub.name).toMatch(/\.lorehub\.json$/);
    expect(JSON.parse(lorehub.text)).toMatchObject({
      type: '@lorehub/export-schema',
      apiVersion: '2.0.0',
    });
    const yarn = await downloadExport(page, t, 'yarn');
    expect(yarn.text).toContain(w.halt);
    expect(yarn.text).toContain('<<jump');
    const twee = await downloadExport(page, t, 'twee');
    expect(twee.text).toContain(':: StoryData');

    // Import the LoreHub export as a new dialog and play the same path.
    await page.goto(`${home}/stories?tab=dialogs`);
    await page.locator('input[type=file]').setInputFiles(lorehub.path);
    await expect(page).toHaveURL(/\/dialog\//);
    await expect(page.getByTestId('dialog-name')).toHaveValue(w.dialog);
    await expect(page.getByTestId('dialog-canvas').getByTestId('dialog-node')).toHaveCount(4);
    await play(page, t, [w.halt, w.coin, w.halt, w.opens], [w.pay, 'next', w.pass]);
    await page.goto(`${home}/stories?tab=dialogs`);
    await expect(page.getByTestId('dialog-row')).toHaveCount(2);
    await page.context().close();

    // A viewer plays but cannot change anything.
    const viewer = await signedInPage(browser, lang, viewerToken);
    await viewer.goto(`${home}/stories?tab=dialogs`);
    await expect(viewer.getByTestId('dialog-row')).toHaveCount(2);
    await expect(viewer.getByTestId('new-dialog')).toHaveCount(0);
    await expect(viewer.getByTestId('import-dialog')).toHaveCount(0);
    await viewer.getByRole('link', { name: w.dialog }).first().click();
    await expect(viewer.getByTestId('dialog-canvas')).toBeVisible();
    await expect(viewer.getByTestId('add-node')).toHaveCount(0);
    await expect(viewer.getByTestId('save-state')).toHaveCount(0);
    await play(viewer, t, [w.halt, w.away], [w.leave]);
    await viewer.context().close();
  });
}

/** A world with one empty branching dialog, and the builder's address. */
async function emptyDialog(request: APIRequestContext, lang: Lang) {
  const owner = newAccount(`dlge${lang}`);
  const { token } = await registerByApi(request, owner);
  const stamp = uniqueName('e').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Drafts ${stamp}`,
    urlName: `drafts-${stamp}`,
  });
  const created = await request.post(`/api/Setting/${world.id}/Dialogs`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: words[lang].dialog, kind: 'branching' },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { id } = (await created.json()) as { id: string };
  return { token, builder: `/${world.ownerUserName}/${world.urlName}/dialog/${id}` };
}

test('a node added just before leaving for Documents is there on coming back', async ({
  browser,
  request,
}) => {
  const t = textsOf('en');
  const { token, builder } = await emptyDialog(request, 'en');
  const page = await signedInPage(browser, 'en', token);
  await page.goto(builder);
  await expect(page.getByTestId('dialog-canvas')).toBeVisible();

  // Straight to Documents, well inside the autosave's pause: the builder saves on the way out.
  await addNode(page, 'text', words.en.halt);
  await page.getByRole('link', { name: t.NAVBAR.DOCUMENTS, exact: true }).first().click();
  await expect(page).toHaveURL(/\/documents/);

  await page.goBack();
  await expect(node(page, words.en.halt)).toHaveCount(1);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
  // The server has it, not only this tab.
  await page.reload();
  await expect(node(page, words.en.halt)).toHaveCount(1);
  await page.context().close();
});

test('Add node twice: side by side and linked, not stacked; the search finds a node', async ({
  browser,
  request,
}) => {
  const t = textsOf('en');
  const { token, builder } = await emptyDialog(request, 'en');
  const page = await signedInPage(browser, 'en', token);
  await page.goto(builder);
  await expect(page.getByTestId('dialog-canvas')).toBeVisible();

  await addNode(page, 'text', words.en.halt);
  await addNode(page, 'text', words.en.away);
  const first = node(page, words.en.halt);
  const second = node(page, words.en.away);
  await expect(second).toBeVisible();
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error('a new node is not on screen');
  const overlap =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(false);
  // The first one's open "next" now leads to the second.
  await expect(first).toContainText(t.DIALOGS.NEXT);
  await expect(second).toContainText(t.DIALOGS.ENDS_HERE);

  // The search selects a node by its text and shows it.
  await expect(second).toHaveAttribute('data-selected', 'true');
  await page.getByTestId('node-search').fill('halt');
  await page.getByTestId('node-search-option').filter({ hasText: words.en.halt }).click();
  await expect(first).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('node-text')).toHaveValue(words.en.halt);
  await expect(first).toBeInViewport();
  await page.context().close();
});
