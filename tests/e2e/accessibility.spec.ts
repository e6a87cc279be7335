import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { openDemoWorld, type DemoWorld } from './support/demo';
import { describeViolations, seriousViolations, type Violation } from './support/axe';
import {
  languageContextOptions,
  languageInitScript,
  signedInPage,
  textsOf,
  type Texts,
} from './support/i18n';

/**
 * WCAG 2.1 A and AA on every main screen of the demo world: axe finds no
 * serious or critical violation. Each screen waits for its own content first,
 * so axe sees what a person sees, not a loader.
 */

interface Screen {
  name: string;
  /** Brings the page to the screen and returns what must be visible before the scan. */
  open: (page: Page) => Promise<Locator>;
}

test.use({ trace: 'off' });

// Both colour schemes: the app follows the system's, which each block emulates.
for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    test('every main screen has no serious or critical WCAG 2.1 A/AA violation', async ({
      browser,
      request,
    }) => {
      await scanEveryScreen(browser, request);
    });
  });
}

async function scanEveryScreen(browser: Browser, request: APIRequestContext): Promise<void> {
  // Many full page loads and scans in one test: a ceiling for a hang, not a speed limit.
  test.setTimeout(300_000);
  const t = textsOf('en');
  const demo = await openDemoWorld(request);

  const visitorContext = await browser.newContext(languageContextOptions('en'));
  await visitorContext.addInitScript(...languageInitScript('en'));
  const visitor = await visitorContext.newPage();
  const member = await signedInPage(browser, 'en', demo.token);
  // The demo visitor may not change the demo world; its settings form is an owner's screen.
  const owner = await ownWorld(request);
  const ownerPage = await signedInPage(browser, 'en', owner.token);

  const found: { screen: string; violations: Violation[] }[] = [];
  const scan = async (page: Page, screen: Screen) => {
    await test.step(screen.name, async () => {
      await expect(await screen.open(page)).toBeVisible();
      await expect(page.getByTestId('error-banner-message')).toHaveCount(0);
      const violations = await seriousViolations(page);
      if (violations.length === 0) return;
      found.push({ screen: screen.name, violations });
      // Printed as found, so a run cut short still says what it saw.
      console.log(`${screen.name}:\n${describeViolations(violations)}\n`);
    });
  };

  for (const screen of signedOutScreens(t)) await scan(visitor, screen);
  for (const screen of signedInScreens(t, demo)) await scan(member, screen);
  for (const screen of ownerScreens(t, owner.home)) await scan(ownerPage, screen);

  const report = found
    .map(({ screen, violations }) => `${screen}:\n${describeViolations(violations)}`)
    .join('\n\n');
  expect(
    found.map(({ screen }) => screen),
    report,
  ).toEqual([]);

  await visitorContext.close();
  await member.context().close();
  await ownerPage.context().close();
}

/**
 * The canvases draw what a mouse user sees; a keyboard user reaches the same
 * items: the timeline's events by Tab with a live region naming them, the
 * graph's and the builder's nodes as focusable, named React Flow nodes. The
 * focus states are saved as pictures (test-results/.../focus/*.png).
 */
test('the canvases are reached and worked from the keyboard, with visible focus', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const t = textsOf('ru');
  const demo = await openDemoWorld(request);
  const page = await signedInPage(browser, 'ru', demo.token);
  const shot = (name: string) =>
    page.screenshot({ path: path.join(testInfo.outputDir, 'focus', `${name}.png`) });

  await test.step('timeline: Tab selects the events one by one and says which', async () => {
    await page.goto(`${demo.home}/timeline`);
    await expect(page.locator('[data-testid="timeline-canvas"][data-visible-from]')).toBeVisible();
    // From the toolbar's last button, Tab reaches the canvas, and then the events.
    await page.getByTestId('timeline-fit-all').focus();
    await page.keyboard.press('Tab');
    const surface = page.getByTestId('timeline-surface');
    await expect(surface).toBeFocused();
    await shot('timeline-canvas-focused');
    await page.keyboard.press('Tab');
    const announcement = page.getByTestId('timeline-announcement');
    await expect(announcement).toHaveText(templatePattern(t.TIMELINE_VIEW.ANNOUNCE_EVENT));
    const first = await announcement.textContent();
    await page.keyboard.press('Tab');
    await expect(announcement).not.toHaveText(first ?? '');
    await expect(surface).toBeFocused();
    await shot('timeline-event-selected');
    // Esc clears the selection, and the next Tab leaves the canvas.
    await page.keyboard.press('Escape');
    await expect(announcement).toHaveText(t.TIMELINE_VIEW.ANNOUNCE_NONE);
    await page.keyboard.press('Tab');
    await expect(surface).not.toBeFocused();
  });

  await test.step('dialog builder: a named node takes the focus, Enter selects it', async () => {
    await page.goto(`${demo.home}/dialog/${demo.dialogId}`);
    const node = page.getByTestId('dialog-canvas').locator('.react-flow__node').first();
    await expect(node).toBeVisible();
    const kinds = Object.values(t.DIALOGS.NODE_KIND).join('|');
    await expect(node).toHaveAttribute('aria-label', new RegExp(`^(${kinds})(,| ?:)`));
    await node.focus();
    await expect(node).toBeFocused();
    await expect(node).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('node-inspector')).toBeVisible();
    await shot('builder-node-focused');
  });

  await test.step('relations graph: a named node takes the focus, Enter opens it', async () => {
    await page.goto(`${demo.home}/relations?view=graph`);
    const graph = page.locator('[data-testid="relations-graph"][data-layout-status="idle"]');
    await expect(graph).toBeVisible();
    const node = graph.locator('.react-flow__node').first();
    const forms = t.RELATIONS.GRAPH;
    await expect(node).toHaveAttribute(
      'aria-label',
      templatePattern(forms.NODE_ARIA_one, forms.NODE_ARIA_few, forms.NODE_ARIA_many),
    );
    await node.focus();
    await expect(node).toBeFocused();
    await expect(node).toHaveCSS('outline-style', 'solid');
    await shot('graph-node-focused');
    const name = await node.getByTestId('graph-node').textContent();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/documents\//);
    await expect(page.getByTestId('document-title')).toHaveText(name ?? '');
  });

  await page.context().close();
});

/** Any of the catalogue texts whole, with their {{values}} as wildcards. */
function templatePattern(...templates: (string | undefined)[]): RegExp {
  const pattern = (template: string) =>
    template
      .split(/\{\{\s*\w+\s*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
  return new RegExp(
    `^(${templates.flatMap((template) => (template ? [pattern(template)] : [])).join('|')})$`,
  );
}

async function ownWorld(request: APIRequestContext): Promise<{ token: string; home: string }> {
  const account = newAccount('axe');
  const { token } = await registerByApi(request, account);
  const world = await createWorldByApi(request, token, {
    name: 'Axe Harbour',
    urlName: `axe-harbour-${uniqueName('w').slice(2)}`,
  });
  return { token, home: `/${world.ownerUserName}/${world.urlName}` };
}

function signedOutScreens(t: Texts): Screen[] {
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
  ];
}

function signedInScreens(t: Texts, { home, storyId, dialogId }: DemoWorld): Screen[] {
  return [
    {
      name: 'world list',
      open: async (page) => {
        await page.goto('/select-setting');
        return page.getByTestId('world-import-dropzone');
      },
    },
    {
      name: 'dashboard',
      open: async (page) => {
        await page.goto(`${home}/world`);
        return page.getByTestId('activity').first();
      },
    },
    {
      name: 'documents list',
      open: async (page) => {
        await page.goto(`${home}/documents`);
        return page.getByTestId('document-row').first();
      },
    },
    {
      name: 'a document',
      open: async (page) => {
        await page.getByTestId('document-row').first().getByRole('link').first().click();
        return page.getByTestId('document-title');
      },
    },
    {
      name: 'history',
      open: async (page) => {
        await page.goto(`${page.url().split('?')[0]}?history=1`);
        return page.getByTestId('revision-row').first();
      },
    },
    {
      name: 'timeline',
      open: async (page) => {
        await page.goto(`${home}/timeline`);
        return page.locator('[data-testid="timeline-canvas"][data-visible-from]');
      },
    },
    {
      name: 'images',
      open: async (page) => {
        await page.goto(`${home}/images`);
        return page.getByTestId('image-tile').first();
      },
    },
    {
      name: 'relations tables',
      open: async (page) => {
        await page.goto(`${home}/relations`);
        return page.getByTestId('relation-row').first();
      },
    },
    {
      name: 'relations graph',
      open: async (page) => {
        await page.goto(`${home}/relations?view=graph`);
        return page.locator('[data-testid="relations-graph"][data-layout-status="idle"]');
      },
    },
    {
      name: 'stories list',
      open: async (page) => {
        await page.goto(`${home}/stories`);
        return page.getByTestId('story-row').first();
      },
    },
    {
      name: 'a story',
      open: async (page) => {
        await page.goto(`${home}/story/${storyId}`);
        return page.getByTestId('story-outline');
      },
    },
    {
      name: 'dialogs list',
      open: async (page) => {
        await page.goto(`${home}/stories?tab=dialogs`);
        return page.getByTestId('dialog-row').first();
      },
    },
    {
      name: 'dialog builder',
      open: async (page) => {
        await page.goto(`${home}/dialog/${dialogId}`);
        await expect(
          page.getByTestId('dialog-canvas').getByTestId('dialog-node').first(),
        ).toBeVisible();
        return page.getByTestId('dialog-canvas').locator('.react-flow__controls');
      },
    },
    {
      name: 'dialog player',
      open: async (page) => {
        await page
          .getByTestId('editor-mode')
          .getByText(t.DIALOGS.MODE.PLAY, { exact: true })
          .click();
        return page.getByTestId('player-restart');
      },
    },
    {
      name: 'profile',
      open: async (page) => {
        await page.goto('/profile');
        return page.getByTestId('profile-email');
      },
    },
    {
      name: 'analytics',
      open: async (page) => {
        await page.goto('/analytics');
        return page.getByTestId('world-analytics');
      },
    },
  ];
}

function ownerScreens(t: Texts, home: string): Screen[] {
  return [
    {
      name: 'world settings',
      open: async (page) => {
        await page.goto(`${home}/details`);
        return page.getByRole('textbox', { name: t.WORLDS.FORM.NAME, exact: true });
      },
    },
    {
      name: 'world settings: timeline',
      open: async (page) => {
        await page.getByRole('tab', { name: t.WORLDS.SETTINGS.TAB_TIMELINE }).click();
        return page.getByTestId('calendar-form');
      },
    },
    {
      name: 'world settings: access',
      open: async (page) => {
        await page.getByRole('tab', { name: t.WORLDS.SETTINGS.TAB_ACCESS }).click();
        return page.getByRole('form', { name: t.WORLDS.MEMBERS.ADD_TITLE });
      },
    },
  ];
}
