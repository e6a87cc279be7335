import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  addMemberByApi,
  createWorldByApi,
  newAccount,
  registerByApi,
  uniqueName,
  type CreatedWorld,
} from './support/accounts';
import { fill, textsOf, type Lang, signedInPage, journeyLanguages } from './support/i18n';

/**
 * Issue 7, Stories: a writer creates a story (meeting SPEC §5's "name and
 * type required"), adds two blocks and their scenes, reorders a scene by drag
 * and keeps the order after a reload, moves one by keyboard to another block
 * and back, links a document to a scene; a viewer
 * reads the same story without a single edit control. In English and Russian.
 */
test.describe.configure({ mode: 'parallel' });

const words = {
  en: {
    documents: ['Captain Mira', 'Saltmere'],
    story: 'The Lantern Beneath',
    blocks: ['Act I', 'Act II'],
    scenes: ['Opening', 'Ambush', 'Finale'],
    text: 'The harbour bells ring at dawn.',
  },
  ru: {
    documents: ['Капитан Мира', 'Солеморье'],
    story: 'Фонарь в глубине',
    blocks: ['Акт I', 'Акт II'],
    scenes: ['Начало', 'Засада', 'Финал'],
    text: 'На рассвете звонят колокола гавани.',
  },
} as const;

/** An owner's world with two documents, a writer and a viewer in it. */
async function storyWorld(request: APIRequestContext, lang: Lang) {
  const owner = newAccount(`sto${lang}`);
  const { token: ownerToken } = await registerByApi(request, owner);
  const stamp = uniqueName('s').slice(2);
  const world: CreatedWorld = await createWorldByApi(request, ownerToken, {
    name: `Tales ${stamp}`,
    urlName: `tales-${stamp}`,
  });
  for (const name of words[lang].documents) {
    const response = await request.post(`/api/Setting/${world.id}/Documents`, {
      headers: { authorization: `Bearer ${ownerToken}` },
      data: {
        name,
        type: 'character',
        tags: [],
        description: '',
        contents: { v: 1, doc: { type: 'doc', content: [] } },
      },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
  const member = async (prefix: string, role: 'writer' | 'viewer') => {
    const account = newAccount(prefix);
    const { token } = await registerByApi(request, account);
    await addMemberByApi(request, ownerToken, world.id, { userName: account.userName, role });
    return token;
  };
  return {
    home: `/${world.ownerUserName}/${world.urlName}`,
    writerToken: await member(`stow${lang}`, 'writer'),
    viewerToken: await member(`stov${lang}`, 'viewer'),
  };
}

const block = (page: Page, name: string): Locator =>
  page.locator(`[data-testid="block-card"][data-block-name="${name}"]`);
const sceneRow = (page: Page, name: string): Locator =>
  page.locator(`[data-testid="scene-row"][data-scene-name="${name}"]`);
const sceneNames = (page: Page, blockName: string) =>
  block(page, blockName)
    .getByTestId('scene-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-scene-name')));

async function addBlock(page: Page, name: string) {
  await page.getByTestId('block-add').click();
  await page.getByTestId('block-new-name').fill(name);
  await page.getByTestId('block-new-name').press('Enter');
  await expect(block(page, name)).toBeVisible();
}

async function addScene(page: Page, blockName: string, name: string) {
  await block(page, blockName).getByTestId('scene-add').click();
  await page.getByTestId('scene-new-name').fill(name);
  await page.getByTestId('scene-new-name').press('Enter');
  await expect(sceneRow(page, name)).toBeVisible();
}

/** Drags a scene by its handle onto the upper part of another scene, with the mouse, step by step. */
async function dragScene(page: Page, name: string, ontoName: string) {
  const handle = await sceneRow(page, name).getByTestId('scene-handle').boundingBox();
  const target = await sceneRow(page, ontoName).boundingBox();
  if (!handle || !target) throw new Error('scene rows not on screen');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 - 8, {
    steps: 4,
  });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 4, { steps: 12 });
  await page.mouse.up();
}

for (const lang of journeyLanguages) {
  test(`${lang}: a writer builds a story of blocks and scenes, reorders by drag, links a document; a viewer only reads`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = textsOf(lang);
    const w = words[lang];
    const [opening, ambush, finale] = w.scenes;
    const [actOne, actTwo] = w.blocks;
    const { home, writerToken, viewerToken } = await storyWorld(request, lang);
    const page = await signedInPage(browser, lang, writerToken);

    // ── The list invites a first story; name and type are required ──────────
    await page.goto(`${home}/stories`);
    await expect(page.getByRole('heading', { level: 1, name: t.STORIES.TITLE })).toBeVisible();
    await expect(page.getByRole('tab', { name: t.STORIES.TABS.STORIES })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('stories-empty')).toContainText(t.STORIES.LIST.EMPTY_TITLE);
    await page.getByTestId('story-add').click();
    await page.getByTestId('story-create').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(t.VALIDATION.STORY_NAME_REQUIRED, { exact: true })).toBeVisible();
    await expect(dialog.getByText(t.VALIDATION.STORY_TYPE_REQUIRED, { exact: true })).toBeVisible();
    await page.getByTestId('story-name').fill(w.story);
    await page.getByTestId('story-type').click();
    await page.getByRole('option', { name: t.STORIES.TYPES.game_quest, exact: true }).click();
    await page.getByTestId('story-create').click();

    // ── The story page: two blocks, three scenes ────────────────────────────
    await expect(page).toHaveURL(/\/story\/[0-9a-f-]+$/);
    await expect(page.getByTestId('story-title')).toHaveText(w.story);
    await expect(page.getByTestId('story-type-badge')).toHaveText(t.STORIES.TYPES.game_quest);
    await addBlock(page, actOne);
    await addBlock(page, actTwo);
    await addScene(page, actOne, opening);
    await addScene(page, actOne, ambush);
    await addScene(page, actTwo, finale);
    expect(await sceneNames(page, actOne)).toEqual([opening, ambush]);

    // ── Drag "Ambush" above "Opening"; the order survives a reload ──────────
    await dragScene(page, ambush, opening);
    await expect.poll(() => sceneNames(page, actOne)).toEqual([ambush, opening]);
    await page.reload();
    await expect.poll(() => sceneNames(page, actOne)).toEqual([ambush, opening]);
    expect(await sceneNames(page, actTwo)).toEqual([finale]);

    // ── The keyboard: Alt+↑ takes "Finale" to the end of Act I, Alt+↓ back ──
    await sceneRow(page, finale).getByTestId('scene-open').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => sceneNames(page, actOne)).toEqual([ambush, opening, finale]);
    await expect(block(page, actTwo).getByTestId('scene-row')).toHaveCount(0);
    await sceneRow(page, finale).getByTestId('scene-open').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => sceneNames(page, actTwo)).toEqual([finale]);

    // ── The scene editor: text and a linked document ───────────────────────
    await sceneRow(page, opening).getByTestId('scene-open').click();
    await expect(page.getByTestId('scene-editor')).toBeVisible();
    await page.getByTestId('scene-text-input').fill(w.text);
    await page.getByTestId('scene-documents').fill(w.documents[0].slice(0, 5));
    await page.getByRole('option', { name: w.documents[0], exact: true }).click();
    await page.getByTestId('scene-save').click();
    await expect(page.getByTestId('scene-saved')).toHaveText(t.COMMON.SAVED);
    await expect(sceneRow(page, opening)).toContainText('1');
    // A second save goes on from the version the first one made.
    await page.getByTestId('scene-text-input').fill(`${w.text} ${w.text}`);
    await page.getByTestId('scene-save').click();
    await expect(page.getByTestId('scene-saved')).toHaveText(t.COMMON.SAVED);
    await expect(page.getByTestId('scene-stale')).toHaveCount(0);
    await page.getByTestId('scene-text-input').fill(w.text);
    await page.getByTestId('scene-save').click();
    await expect(page.getByTestId('scene-saved')).toHaveText(t.COMMON.SAVED);
    await page.reload();
    await expect(page.getByTestId('scene-text-input')).toHaveValue(w.text);
    await expect(page.getByTestId('scene-editor')).toContainText(w.documents[0]);

    // The list counts the blocks and scenes.
    await page.getByTestId('story-back').click();
    await expect(page.getByTestId('story-counts')).toHaveText(
      `${fill(t.STORIES.LIST.BLOCKS_other, { count: 2 })} · ${fill(t.STORIES.LIST.SCENES_other, { count: 3 })}`,
    );
    const storyHref = await page.getByTestId('story-link').getAttribute('href');
    await page.context().close();

    // ── A viewer reads it, with no edit control anywhere ───────────────────
    const viewer = await signedInPage(browser, lang, viewerToken);
    await viewer.goto(`${home}/stories`);
    await expect(viewer.getByTestId('story-row')).toHaveCount(1);
    await expect(viewer.getByTestId('story-add')).toHaveCount(0);
    await expect(viewer.getByTestId('story-delete')).toHaveCount(0);
    await viewer.goto(storyHref!);
    await expect(viewer.getByTestId('story-title')).toHaveText(w.story);
    await expect.poll(() => sceneNames(viewer, actOne)).toEqual([ambush, opening]);
    for (const control of [
      'story-edit',
      'block-add',
      'block-handle',
      'block-menu',
      'scene-handle',
      'scene-menu',
      'scene-add',
    ]) {
      await expect(viewer.getByTestId(control)).toHaveCount(0);
    }
    await sceneRow(viewer, opening).getByTestId('scene-open').click();
    await expect(viewer.getByTestId('scene-view')).toContainText(w.text);
    await expect(viewer.getByTestId('scene-link')).toHaveText(w.documents[0]);
    await expect(viewer.getByTestId('scene-editor')).toHaveCount(0);
    await viewer.context().close();
  });
}
