import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  addMemberByApi,
  createWorldByApi,
  newAccount,
  registerByApi,
  uniqueName,
  type Account,
  type CreatedWorld,
} from './support/accounts';
import {
  fill,
  languageContextOptions,
  languageInitScript,
  textsOf,
  type Lang,
  type Texts,
} from './support/i18n';
import { newestLetter, restoreCode } from './support/outbox';

/**
 * Every screen of the app in Chromium at 1440×900 and 390×844, in English and
 * Russian, in the dark and the light scheme, saved as
 * test-results/screens/{lang}-{size}-{scheme}-NN-{screen}.png
 * for a person to look at. Each screen waits for its own content first, and
 * must show no error banner; on a phone the page must not scroll sideways.
 */
test.describe.configure({ mode: 'parallel' });
// The pictures are the artefact; a trace of every step would only slow this down.
test.use({ trace: 'off' });

const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Size = (typeof sizes)[number];
const colorSchemes = ['dark', 'light'] as const;

interface Team {
  owner: Account & { id: string; token: string };
  world: CreatedWorld;
  dialogId: string;
}

interface Shot {
  name: string;
  /** Brings the page to the screen; returns what must be visible before the picture. */
  open: (page: Page) => Promise<Locator>;
  /** The whole page (default), or only the viewport for what is pinned to it (an open drawer). */
  fullPage?: boolean;
  /** Where the screen exists; both sizes unless said. */
  sizes?: readonly Size[];
  /** What must hold at each size before the picture (a phone's list instead of a table, say). */
  check?: (page: Page, size: Size) => Promise<void>;
}

const atSizes = sizes.map((size) => `${size.width}×${size.height}`).join(' and ');

for (const lang of ['en', 'ru'] as const) {
  const t = textsOf(lang);

  test.describe(`${lang}: every screen at ${atSizes}`, () => {
    // Dozens of screens in both colour schemes in one test: 90 s on an idle machine, so the
    // ceiling only catches a hang (under the global 120 s, it failed beside a heavy load).
    test.describe.configure({ timeout: 360_000 });

    test('signed out: landing, sign-in, restore, New Login, 404', async ({
      browser,
      request,
    }, testInfo) => {
      const restorer = newAccount(`rest${lang}`);
      await registerByApi(request, restorer);
      const page = await openPage(browser, lang);
      const save = saver(page, testInfo, lang, 0);
      for (const shot of signedOutShots(t, restorer)) await save(shot);
      await page.context().close();
    });

    test('signed in: worlds, a world, its settings, help, profile, mobile menu', async ({
      browser,
      request,
    }, testInfo) => {
      const team = await setUpTeam(request, lang);
      const page = await openPage(browser, lang);
      await page.goto('/authenticate');
      await page.evaluate((token) => localStorage.setItem('access-token', token), team.owner.token);
      const save = saver(page, testInfo, lang, signedOutShots(t, team.owner).length);
      for (const shot of signedInShots(t, team)) await save(shot);
      await save(mobileMenuShot(t, team));
      for (const shot of workspaceShots(t, team)) await save(shot);
      await page.context().close();
    });
  });
}

async function openPage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ ...languageContextOptions(lang), viewport: sizes[0] });
  await context.addInitScript(...languageInitScript(lang));
  return context.newPage();
}

async function setUpTeam(request: APIRequestContext, lang: Lang): Promise<Team> {
  const owner = newAccount(`shot${lang}`);
  const member = newAccount(`mate${lang}`);
  const ownerSession = await registerByApi(request, owner);
  await registerByApi(request, member);
  const stamp = uniqueName('s').slice(2);
  const world = await createWorldByApi(request, ownerSession.token, {
    name: lang === 'ru' ? 'Срединные земли' : 'The Middle Lands',
    urlName: `middle-lands-${stamp}`,
    description:
      lang === 'ru'
        ? 'Мир на стыке трёх империй: хроника войн, торговых путей и забытых богов.'
        : 'A world where three empires meet: a chronicle of wars, trade routes and forgotten gods.',
  });
  await addMemberByApi(request, ownerSession.token, world.id, {
    userName: member.userName,
    role: 'writer',
  });
  const dialogId = await fillWorld(request, ownerSession.token, world, lang);
  return { owner: { ...owner, ...ownerSession }, world, dialogId };
}

/**
 * Enough of a world for its workspaces to show their phone layouts: two
 * related documents, an event, and a dialog (its id answered). Names run
 * long on purpose: they are what a narrow screen cuts.
 */
async function fillWorld(
  request: APIRequestContext,
  token: string,
  world: CreatedWorld,
  lang: Lang,
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(
    method: 'get' | 'post' | 'put',
    path: string,
    data?: unknown,
  ): Promise<T> => {
    const response = await request[method](`/api/Setting/${world.id}${path}`, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
  const ru = lang === 'ru';
  const documentIds: string[] = [];
  for (const name of ru ? ['Капитан Оро', 'Вдова Сейбл'] : ['Captain Oro', 'Widow Sable']) {
    const document = await call<{ id: string }>('post', '/Documents', {
      name,
      type: 'character',
      tags: [],
      description: '',
      contents: { v: 1, doc: { type: 'doc', content: [] } },
    });
    documentIds.push(document.id);
  }
  const type = await call<{ id: string }>('post', '/RelationTypes', {
    name: ru ? 'Старые долги' : 'Old debts',
    directed: false,
  });
  await call('post', '/Relations', {
    typeId: type.id,
    sourceId: documentIds[0],
    targetId: documentIds[1],
    label: '',
  });
  const timeline = await call<{ config: { startYear: number } }>('get', '/Timeline');
  const [row] = await call<{ id: string }[]>('get', '/TimelineRows');
  const start = {
    year: timeline.config.startYear + 1,
    month: 1,
    day: 1,
    hour: 0,
    minute: 0,
    second: 0,
  };
  await call('post', '/Events', {
    name: ru ? 'Основание Ордена Приливных Стражей' : 'Founding of the Order of Tidewardens',
    kind: 'instant',
    start,
    rowId: row?.id,
  });
  const name = ru ? 'Пошлина в Солтмире' : 'The toll at Saltmere';
  const dialog = await call<{ id: string; version: number }>('post', '/Dialogs', {
    name,
    kind: 'branching',
  });
  // Twelve lines in a row, too wide to fit a phone readably: the builder opens on the first.
  const nodes = Array.from({ length: 12 }, (_, index) => ({
    id: `line${index}`,
    kind: 'text',
    text: `${ru ? 'Реплика' : 'Line'} ${index + 1}`,
    speakerId: null,
    meta: [],
    onEnter: [],
    choices: [],
    nextId: index < 11 ? `line${index + 1}` : null,
    position: { x: index * 320, y: 0 },
  }));
  await call('put', `/Dialogs/${dialog.id}`, {
    name,
    version: dialog.version,
    graph: { version: 1, startNodeId: 'line0', nodes },
  });
  return dialog.id;
}

function signedOutShots(t: Texts, restorer: Account): Shot[] {
  let askedAt = new Date();
  return [
    {
      name: 'landing',
      open: async (page) => {
        await page.goto('/authenticate');
        return page.getByRole('link', { name: t.LANDING.START }).first();
      },
    },
    {
      name: 'login',
      open: async (page) => {
        await page.goto('/authenticate/login');
        return page.getByRole('heading', { level: 1, name: t.AUTH.LOGIN.TITLE });
      },
    },
    {
      name: 'create-account',
      open: async (page) => {
        await page.goto('/authenticate/create-account');
        return page.getByRole('heading', { level: 1, name: t.AUTH.CREATE.TITLE });
      },
    },
    {
      name: 'restore-1-email',
      open: async (page) => {
        await page.goto('/authenticate/restore-password');
        await page.getByLabel(t.AUTH.FIELDS.EMAIL, { exact: true }).fill(restorer.email);
        return page.getByText(t.AUTH.RESTORE.EMAIL_TEXT);
      },
    },
    {
      name: 'restore-2-code',
      open: async (page) => {
        askedAt = new Date();
        await page.getByRole('button', { name: t.AUTH.RESTORE.SEND_CODE }).click();
        return page.getByLabel(t.AUTH.FIELDS.CODE, { exact: true });
      },
    },
    {
      name: 'restore-3-done',
      open: async (page) => {
        const code = restoreCode(await newestLetter(restorer.email, askedAt));
        await page.getByLabel(t.AUTH.FIELDS.CODE, { exact: true }).fill(code);
        await page
          .getByLabel(t.AUTH.FIELDS.NEW_PASSWORD, { exact: true })
          .fill(`${restorer.password}!`);
        await page.getByRole('button', { name: t.AUTH.RESTORE.CHANGE_PASSWORD }).click();
        return page.getByRole('heading', { level: 1, name: t.AUTH.RESTORE.DONE_TITLE });
      },
    },
    {
      name: 'new-login',
      open: async (page) => {
        await page.goto('/new-login');
        return page.getByRole('heading', { level: 1, name: t.AUTH.NEW_LOGIN.TITLE });
      },
    },
    {
      name: 'not-found',
      open: async (page) => {
        await page.goto('/no-such/place/here');
        return page.getByRole('heading', { name: t.NOT_FOUND.TITLE });
      },
    },
  ];
}

function signedInShots(t: Texts, { owner, world }: Team): Shot[] {
  const home = `/${owner.userName}/${world.urlName}`;
  return [
    {
      name: 'select-setting',
      open: async (page) => {
        await page.goto('/select-setting');
        return page.getByRole('article', { name: world.name });
      },
    },
    {
      name: 'create-setting',
      open: async (page) => {
        await page.goto(`/create-setting/${owner.id}/`);
        return page.getByRole('heading', { level: 1, name: t.WORLDS.CREATE.TITLE });
      },
    },
    {
      name: 'owner-worlds',
      open: async (page) => {
        await page.goto(`/${owner.userName}`);
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: fill(t.WORLDS.LIST.OWNER_TITLE, { owner: owner.userName }),
          }),
        ).toBeVisible();
        return page.getByRole('article', { name: world.name });
      },
    },
    {
      name: 'world-dashboard',
      open: async (page) => {
        await page.goto(`${home}/world`);
        await expect(page.getByTestId('team-member')).toHaveCount(2);
        await expect(page.getByTestId('activity').first()).toBeVisible();
        return page.getByRole('heading', { level: 1, name: world.name });
      },
    },
    {
      name: 'settings-world',
      open: async (page) => {
        await page.goto(`${home}/details`);
        await expect(page.getByRole('region', { name: t.WORLDS.DANGER.TITLE })).toBeVisible();
        return page.getByRole('textbox', { name: t.WORLDS.FORM.NAME, exact: true });
      },
    },
    {
      name: 'settings-timeline',
      open: async (page) => {
        await page.getByRole('tab', { name: t.WORLDS.SETTINGS.TAB_TIMELINE }).click();
        return page.getByTestId('calendar-form');
      },
    },
    {
      name: 'settings-access',
      open: async (page) => {
        await page.getByRole('tab', { name: t.WORLDS.SETTINGS.TAB_ACCESS }).click();
        await expect(page.getByTestId('member-row')).toHaveCount(2);
        return page.getByRole('form', { name: t.WORLDS.MEMBERS.ADD_TITLE });
      },
    },
    {
      name: 'help',
      open: async (page) => {
        await page.goto(`${home}/help`);
        return page.getByRole('heading', { level: 1, name: t.HELP.TITLE });
      },
    },
    {
      name: 'profile',
      open: async (page) => {
        await page.goto('/profile');
        await expect(page.getByTestId('profile-email')).toHaveText(owner.email);
        return page.getByRole('heading', { level: 1, name: t.PROFILE.TITLE });
      },
    },
  ];
}

/** Below 1280 px the top bar is a placeholder; its menu button opens the navigation. */
function mobileMenuShot(t: Texts, { owner, world }: Team): Shot {
  return {
    name: 'mobile-menu',
    fullPage: false,
    sizes: [sizes[1]],
    open: async (page) => {
      await page.setViewportSize(sizes[1]);
      await page.goto(`/${owner.userName}/${world.urlName}/world`);
      await page.getByRole('button', { name: t.NAVBAR.OPEN_MENU }).click();
      const menu = page.getByRole('navigation', { name: t.NAVBAR.DASHBOARD });
      await expect(menu.getByRole('link', { name: t.NAVBAR.STORIES })).toBeVisible();
      // No keyboard on a phone: the search in the drawer shows no Ctrl K hint.
      await expect(page.getByTestId('drawer-search').locator('kbd')).toHaveCount(0);
      return menu.getByRole('link', { name: t.NAVBAR.MY_WORLDS });
    },
  };
}

/**
 * The world's workspaces. On a phone: the dialogs as cards (the table cut
 * them), the graph's filters behind one button with their drawer, the
 * timeline's events as a list; the saver checks nothing scrolls sideways.
 */
function workspaceShots(t: Texts, { owner, world, dialogId }: Team): Shot[] {
  const home = `/${owner.userName}/${world.urlName}`;
  const phone = (size: Size) => size.width < 600;
  return [
    {
      name: 'dialogs-list',
      open: async (page) => {
        await page.goto(`${home}/stories?tab=dialogs`);
        return page.getByTestId('dialog-row');
      },
      check: async (page, size) => {
        await expect(page.getByTestId('dialog-list').getByRole('table')).toHaveCount(
          phone(size) ? 0 : 1,
        );
      },
    },
    {
      name: 'dialog-builder',
      open: async (page) => {
        await page.goto(`${home}/dialog/${dialogId}`);
        return page.getByTestId('dialog-canvas');
      },
    },
    {
      // Opened on the phone itself: the builder picks its opening view once, for the canvas it has.
      name: 'dialog-builder-phone',
      sizes: [sizes[1]],
      open: async (page) => {
        await page.setViewportSize(sizes[1]);
        await page.goto(`${home}/dialog/${dialogId}`);
        const canvas = page.getByTestId('dialog-canvas');
        // Not fitted down to a sliver: at 0.75 (the cards' 12 px text 9 px tall), on the start node.
        // (React Flow starts at 1 and its fit goes far below 0.75 first, so this waits for the end.)
        await expect
          .poll(() => canvas.locator('.react-flow__viewport').evaluate(viewportZoom))
          .toBeCloseTo(0.75, 2);
        // The page above the canvas (name, visibility, tools) is taller than a phone in Russian:
        // the check is of the canvas's opening view, so the canvas is scrolled to first.
        await canvas.scrollIntoViewIfNeeded();
        await expect(canvas.locator('.react-flow__node[data-id="line0"]')).toBeInViewport({
          ratio: 0.9,
        });
        return canvas;
      },
    },
    {
      name: 'relations-graph',
      open: async (page) => {
        await page.goto(`${home}/relations?view=graph`);
        return page.locator('[data-testid="relations-graph"][data-layout-status="idle"]');
      },
      check: async (page, size) => {
        // On a phone the filters wait behind one button; wider, they are in the toolbar.
        await expect(page.getByTestId('graph-filters')).toHaveCount(phone(size) ? 1 : 0);
        await expect(page.getByTestId('graph-filter-types')).toHaveCount(phone(size) ? 0 : 1);
      },
    },
    {
      name: 'relations-graph-filters',
      fullPage: false,
      sizes: [sizes[1]],
      open: async (page) => {
        await page.setViewportSize(sizes[1]);
        await page.goto(`${home}/relations?view=graph&layout=radial`);
        await page.getByRole('button', { name: t.RELATIONS.GRAPH.FILTERS }).click();
        const drawer = page.getByRole('dialog', { name: t.RELATIONS.GRAPH.FILTERS });
        await expect(drawer.getByTestId('graph-filter-types')).toBeVisible();
        return drawer.getByRole('button', { name: t.RELATIONS.GRAPH.SHOW_GRAPH });
      },
    },
    {
      name: 'timeline',
      open: async (page) => {
        await page.goto(`${home}/timeline`);
        return page.getByTestId('events-line');
      },
      check: async (page, size) => {
        // The phone's list keeps the name, start and row; kind and end are the wide table's.
        const headers = page.getByTestId('all-events').getByRole('columnheader');
        await expect(headers).toHaveCount(phone(size) ? 3 : 5);
      },
    },
    {
      name: 'images',
      open: async (page) => {
        await page.goto(`${home}/images`);
        return page.getByTestId('images-empty');
      },
    },
  ];
}

/** React Flow's zoom, read from its viewport's transform. */
function viewportZoom(element: Element): number {
  return new DOMMatrixReadOnly(getComputedStyle(element).transform).a;
}

/**
 * Opens each screen once and takes it at every size: the page is resized in
 * place (the layout follows the viewport, below 1280 px the mobile frame),
 * which halves the page loads of taking each size on its own.
 */
/** `first`: how many screens come before these, so the numbers run on across tests. */
function saver(page: Page, testInfo: TestInfo, lang: Lang, first: number) {
  let index = first;
  return async (shot: Shot) => {
    index += 1;
    const number = String(index).padStart(2, '0');
    await test.step(shot.name, async () => {
      await page.setViewportSize(sizes[0]);
      const ready = await shot.open(page);
      for (const size of shot.sizes ?? sizes) {
        await page.setViewportSize(size);
        await expect(ready).toBeVisible();
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await expect(page.getByTestId('error-banner-message')).toHaveCount(0);
        await shot.check?.(page, size);

        // The app follows the system's colour scheme: each picture in both.
        for (const colorScheme of colorSchemes) {
          await page.emulateMedia({ colorScheme });
          await expect(page.locator('html')).toHaveAttribute(
            'data-mantine-color-scheme',
            colorScheme,
          );
          const file = `${lang}-${size.name}-${colorScheme}-${number}-${shot.name}.png`;
          await page.screenshot({
            path: path.join(testInfo.project.outputDir, 'screens', file),
            fullPage: shot.fullPage ?? true,
            animations: 'disabled',
          });
        }

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect
          .soft(
            overflow,
            `${shot.name} at ${size.name}: the page scrolls sideways by ${overflow}px`,
          )
          .toBeLessThanOrEqual(0);
      }
    });
  };
}
