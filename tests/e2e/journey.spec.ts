import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  jwtClaims,
  newAccount,
  registerByApi,
  submitLogin,
  uniqueName,
  withExpiry,
  type Account,
} from './support/accounts';
import {
  fill,
  languageContextOptions,
  languageInitScript,
  textsOf,
  type Lang,
} from './support/i18n';
import { newestLetter, restoreCode } from './support/outbox';

/**
 * Issue 3, Proof: a team's first hour with the product, in Chromium, against
 * the real server, in English and in Russian. Each language is one serial
 * story (the steps share two users and a world); the two stories and the
 * session tests run side by side.
 */
test.describe.configure({ mode: 'parallel' });
// A failure keeps its trace with DOM snapshots; the filmstrip costs a quarter of the run time.
test.use({
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
});

/** Texts the SPEC spells out, checked literally so a catalogue slip cannot hide. */
const literal = {
  en: {
    passwordChanged: 'Password was changed!',
    wrongPassword: 'Wrong login or password',
    restoreSubject: 'Your Loreweave password restore code',
    notFound: 'Page not found',
  },
  ru: {
    passwordChanged: 'Пароль изменён!',
    wrongPassword: 'Неверный логин или пароль',
    restoreSubject: 'Код восстановления пароля Loreweave',
    notFound: 'Страница не найдена',
  },
} as const;

async function openContext(browser: Browser, lang: Lang): Promise<BrowserContext> {
  const context = await browser.newContext(languageContextOptions(lang));
  await context.addInitScript(...languageInitScript(lang));
  return context;
}

for (const lang of ['en', 'ru'] as const) {
  const t = textsOf(lang);
  const says = literal[lang];

  test.describe.serial(`${lang}: register, share a world, delete it, restore a password`, () => {
    const owner = newAccount(`own${lang}`);
    const viewer = newAccount(`view${lang}`);
    const stamp = uniqueName('w').slice(2);
    const world =
      lang === 'en'
        ? // The user types an address of their own instead of the suggested one.
          {
            name: `The Elder Realm ${stamp}`,
            url: `realm-${stamp}`,
            suggested: `the-elder-realm-${stamp}`,
          }
        : // A Cyrillic name: the suggested (transliterated) address is taken as is.
          {
            name: `Срединные земли ${stamp}`,
            url: `sredinnye-zemli-${stamp}`,
            suggested: `sredinnye-zemli-${stamp}`,
          };
    const worldHome = `/${owner.userName}/${world.url}`;

    let ownerContext: BrowserContext;
    let viewerContext: BrowserContext;
    let ownerPage: Page;
    let viewerPage: Page;

    test.beforeAll(async ({ browser }) => {
      ownerContext = await openContext(browser, lang);
      viewerContext = await openContext(browser, lang);
      ownerPage = await ownerContext.newPage();
      viewerPage = await viewerContext.newPage();
    });

    test.afterAll(async () => {
      await ownerContext?.close();
      await viewerContext?.close();
    });

    test('a newcomer creates an account, is signed in and creates a world', async () => {
      const page = ownerPage;
      await page.goto('/authenticate');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByRole('link', { name: t.LANDING.START }).first().click();

      await expect(page).toHaveURL('/authenticate/create-account');
      await expect(
        page.getByRole('heading', { level: 1, name: t.AUTH.CREATE.TITLE }),
      ).toBeVisible();
      await fillRegistration(page, owner);

      // Signed in at once: the world list, still empty, with the form for the first world.
      await expect(page).toHaveURL('/select-setting');
      await expect(
        page.getByRole('heading', { level: 1, name: t.WORLDS.LIST.TITLE }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: t.WORLDS.EMPTY.TITLE })).toBeVisible();

      const form = page.getByRole('region', { name: t.WORLDS.CREATE.TITLE });
      await form.getByRole('textbox', { name: t.WORLDS.FORM.NAME, exact: true }).fill(world.name);
      const url = form.getByRole('textbox', { name: t.WORLDS.FORM.URL, exact: true });
      await expect(url).toHaveValue(world.suggested);
      if (world.url !== world.suggested) await url.fill(world.url);
      await expect(form.getByText(fill(t.WORLDS.FORM.URL_HINT, { path: worldHome }))).toBeVisible();
      await form.getByRole('button', { name: t.WORLDS.CREATE.SUBMIT }).click();

      // Straight into the new world's dashboard...
      await expect(page).toHaveURL(`${worldHome}/world`);
      await expect(page.getByRole('heading', { level: 1, name: world.name })).toBeVisible();

      // ...and it is on the list of worlds.
      await page.getByRole('banner').getByRole('link', { name: t.APP.NAME, exact: true }).click();
      await expect(page).toHaveURL('/select-setting');
      const card = page.getByRole('article', { name: world.name });
      await expect(card).toBeVisible();
      await expect(card).toHaveAttribute('data-world', `${owner.userName}/${world.url}`);
      await expect(card.getByText(t.ROLES.owner, { exact: true })).toBeVisible();
    });

    test('the owner adds a viewer, who sees the world without edit controls', async () => {
      // The second user signs up in a browser of their own.
      await viewerPage.goto('/authenticate/create-account');
      await fillRegistration(viewerPage, viewer);
      await expect(viewerPage).toHaveURL('/select-setting');

      // Owner: World settings → Access Level → add by user name, as viewer.
      const page = ownerPage;
      await page
        .getByRole('link', { name: fill(t.WORLDS.CARD.OPEN_LABEL, { name: world.name }) })
        .click();
      await expect(page).toHaveURL(`${worldHome}/world`);
      await page.getByRole('main').getByRole('link', { name: t.NAVBAR.SETTINGS }).click();
      await expect(page).toHaveURL(`${worldHome}/details`);
      await page.getByRole('tab', { name: t.WORLDS.SETTINGS.TAB_ACCESS }).click();
      await expect(page).toHaveURL(`${worldHome}/details?tab=access`);

      const addForm = page.getByRole('form', { name: t.WORLDS.MEMBERS.ADD_TITLE });
      await addForm.getByLabel(t.WORLDS.MEMBERS.USER_NAME, { exact: true }).fill(viewer.userName);
      await addForm.getByLabel(t.WORLDS.MEMBERS.ROLE, { exact: true }).click();
      await page.getByRole('option', { name: t.ROLES.viewer, exact: true }).click();
      await addForm.getByRole('button', { name: t.WORLDS.MEMBERS.ADD, exact: true }).click();

      await expect(
        page.getByText(
          fill(t.WORLDS.MEMBERS.ADDED, { user: viewer.userName, role: t.ROLES.viewer }),
        ),
      ).toBeVisible();
      const row = page.getByTestId('member-row').filter({ hasText: viewer.userName });
      await expect(row).toHaveAttribute('data-role', 'viewer');
      await expect(
        row.getByLabel(fill(t.WORLDS.MEMBERS.ROLE_OF, { user: viewer.userName }), { exact: true }),
      ).toHaveValue(t.ROLES.viewer);

      // Viewer: the world is on their list now, as viewer.
      await viewerPage.reload();
      const card = viewerPage.getByRole('article', { name: world.name });
      await expect(card.getByText(t.ROLES.viewer, { exact: true })).toBeVisible();
      await card
        .getByRole('link', { name: fill(t.WORLDS.CARD.OPEN_LABEL, { name: world.name }) })
        .click();
      await expect(viewerPage).toHaveURL(`${worldHome}/world`);
      await expect(viewerPage.getByRole('heading', { level: 1, name: world.name })).toBeVisible();

      // Settings, World tab: the fields read only, no form, no danger zone.
      await viewerPage.getByRole('main').getByRole('link', { name: t.NAVBAR.SETTINGS }).click();
      await expect(viewerPage).toHaveURL(`${worldHome}/details`);
      await expect(viewerPage.getByText(t.WORLDS.SETTINGS.OWNER_ONLY)).toBeVisible();
      await expect(viewerPage.getByText(`/${owner.userName}/${world.url}`)).toBeVisible();
      await expect(viewerPage.getByRole('main').getByRole('textbox')).toHaveCount(0);
      await expect(viewerPage.getByRole('button', { name: t.COMMON.SAVE })).toHaveCount(0);
      await expect(viewerPage.getByRole('button', { name: t.WORLDS.DANGER.DELETE })).toHaveCount(0);

      // Access Level tab: the team to read, no add form, no role pickers, Leave world instead.
      await viewerPage.getByRole('tab', { name: t.WORLDS.SETTINGS.TAB_ACCESS }).click();
      await expect(viewerPage.getByText(t.WORLDS.MEMBERS.READ_ONLY)).toBeVisible();
      await expect(viewerPage.getByTestId('member-row')).toHaveCount(2);
      await expect(viewerPage.getByRole('form', { name: t.WORLDS.MEMBERS.ADD_TITLE })).toHaveCount(
        0,
      );
      await expect(viewerPage.getByTestId('member-role-select')).toHaveCount(0);
      await expect(viewerPage.getByTestId('member-remove')).toHaveCount(0);
      await expect(viewerPage.getByRole('button', { name: t.NAVBAR.LEAVE_WORLD })).toBeVisible();

      // The profile menu offers Leave world too.
      await viewerPage.getByRole('button', { name: t.NAVBAR.PROFILE }).click();
      await expect(viewerPage.getByRole('menuitem', { name: t.NAVBAR.LEAVE_WORLD })).toBeVisible();
      await viewerPage.keyboard.press('Escape');
    });

    // Language-neutral steps run once, in English; Russian keeps to what has texts to check.
    if (lang === 'en') {
      test('a protected link opened signed out leads to login, then exactly there', async ({
        browser,
      }) => {
        const context = await openContext(browser, lang);
        const page = await context.newPage();
        const target = `${worldHome}/details?tab=access`;
        await page.goto(target);

        await expect(page).toHaveURL('/authenticate/login');
        // The viewer signs in with the e-mail this time.
        await submitLogin(page, t, viewer.email, viewer.password);

        await expect(page).toHaveURL(target);
        await expect(page.getByRole('tab', { name: t.WORLDS.SETTINGS.TAB_ACCESS })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(
          page.getByTestId('member-row').filter({ hasText: owner.userName }),
        ).toHaveAttribute('data-role', 'owner');
        await context.close();
      });
    }

    test('the owner deletes the world only after typing its exact name', async () => {
      const page = ownerPage;
      await page.getByRole('tab', { name: t.WORLDS.SETTINGS.TAB_WORLD }).click();
      const zone = page.getByRole('region', { name: t.WORLDS.DANGER.TITLE });
      await expect(zone.getByText(t.WORLDS.DANGER.TEXT)).toBeVisible();
      await zone.getByRole('button', { name: t.WORLDS.DANGER.DELETE }).click();

      const dialog = page.getByRole('dialog', { name: t.COMMON.ARE_YOU_SURE });
      await expect(
        dialog.getByText(fill(t.WORLDS.DANGER.WARNING, { name: world.name })),
      ).toBeVisible();
      const confirm = dialog.getByRole('button', { name: t.WORLDS.DANGER.CONFIRM });
      const typed = dialog.getByLabel(fill(t.WORLDS.DANGER.TYPE_NAME, { name: world.name }));
      await expect(confirm).toBeDisabled();
      await typed.fill(world.name.slice(0, -1));
      await expect(confirm).toBeDisabled();
      await typed.fill(world.name.toUpperCase());
      await expect(confirm).toBeDisabled();
      await typed.fill(world.name);
      await expect(confirm).toBeEnabled();
      await confirm.click();

      await expect(page).toHaveURL('/select-setting');
      await expect(
        page.getByText(fill(t.WORLDS.DANGER.DELETED, { name: world.name })),
      ).toBeVisible();
      await expect(page.getByRole('article', { name: world.name })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: t.WORLDS.EMPTY.TITLE })).toBeVisible();

      // Gone for the viewer too.
      await viewerPage.goto('/select-setting');
      await expect(viewerPage.getByRole('heading', { name: t.WORLDS.EMPTY.TITLE })).toBeVisible();
      await expect(viewerPage.getByRole('article', { name: world.name })).toHaveCount(0);
    });

    test('a forgotten password is restored with the code from the letter', async () => {
      const page = viewerPage;
      // Sign out from the profile menu.
      await page.getByRole('button', { name: t.NAVBAR.PROFILE }).click();
      await page.getByRole('menuitem', { name: t.NAVBAR.SIGN_OUT }).click();
      await expect(page).toHaveURL('/authenticate/login');

      await page.getByRole('link', { name: t.AUTH.LOGIN.FORGOT }).click();
      await expect(page).toHaveURL('/authenticate/restore-password');
      await expect(
        page.getByRole('heading', { level: 1, name: t.AUTH.RESTORE.TITLE }),
      ).toBeVisible();
      await page.getByLabel(t.AUTH.FIELDS.EMAIL, { exact: true }).fill(viewer.email);
      const askedAt = new Date();
      await page.getByRole('button', { name: t.AUTH.RESTORE.SEND_CODE }).click();

      // Step 2 names the address the letter went to.
      await expect(page.getByText(viewer.email, { exact: true })).toBeVisible();
      const letter = await newestLetter(viewer.email, askedAt);
      expect(letter.subject).toBe(says.restoreSubject);
      expect(letter.text).toContain(viewer.userName);
      const code = restoreCode(letter);

      const newPassword = `${viewer.password}-new`;
      await page.getByLabel(t.AUTH.FIELDS.CODE, { exact: true }).fill(code);
      await page.getByLabel(t.AUTH.FIELDS.NEW_PASSWORD, { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: t.AUTH.RESTORE.CHANGE_PASSWORD }).click();

      await expect(
        page.getByRole('heading', { level: 1, name: says.passwordChanged }),
      ).toBeVisible();
      await page.getByRole('link', { name: t.AUTH.RESTORE.BACK_TO_LOGIN }).click();
      await expect(page).toHaveURL('/authenticate/login');

      // The old password no longer works (SPEC §8 4001 in the banner)...
      await submitLogin(page, t, viewer.userName, viewer.password);
      await expect(page.getByTestId('error-banner-message')).toHaveText(says.wrongPassword);
      await expect(page).toHaveURL('/authenticate/login');

      // ...the new one does.
      await submitLogin(page, t, viewer.userName, newPassword);
      await expect(page).toHaveURL('/select-setting');
      await expect(
        page.getByRole('heading', { level: 1, name: t.WORLDS.LIST.TITLE }),
      ).toBeVisible();
    });

    if (lang === 'en') {
      test('an unknown path shows the 404 page; Home leads back to the worlds', async () => {
        const page = ownerPage;
        await page.goto(`${worldHome}/no-such-page/at-all`);
        await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
        await expect(page.getByRole('heading', { name: says.notFound })).toBeVisible();
        await expect(page.getByText(t.NOT_FOUND.TEXT)).toBeVisible();

        await page.getByRole('link', { name: t.NOT_FOUND.HOME }).click();
        // Home is `/` → Login → a signed-in user goes on to their worlds.
        await expect(page).toHaveURL('/select-setting');
      });
    }
  });

  async function fillRegistration(page: Page, account: Account): Promise<void> {
    await page.getByLabel(t.AUTH.FIELDS.USER_NAME, { exact: true }).fill(account.userName);
    await page.getByLabel(t.AUTH.FIELDS.EMAIL, { exact: true }).fill(account.email);
    await page.getByLabel(t.AUTH.FIELDS.PASSWORD, { exact: true }).fill(account.password);
    await page.getByRole('button', { name: t.AUTH.CREATE.SUBMIT }).click();
  }
}

test.describe('session (SPEC §4, §8)', () => {
  const t = textsOf('en');

  test('a wrong password shows "Wrong login or password" in the error banner', async ({
    page,
    request,
  }) => {
    const account = newAccount('wrong');
    await registerByApi(request, account);
    await page.goto('/authenticate/login');
    await submitLogin(page, t, account.userName, `${account.password}-typo`);

    const banner = page.getByRole('alert').getByTestId('error-banner-message');
    await expect(banner).toHaveText('Wrong login or password');
    await expect(page).toHaveURL('/authenticate/login');

    // The banner closes, and the right password still gets in.
    await banner.getByRole('button', { name: t.ERROR_BANNER.CLOSE }).click();
    await expect(banner).toHaveCount(0);
    await submitLogin(page, t, account.userName, account.password);
    await expect(page).toHaveURL('/select-setting');
  });

  test('a stored token with 100 s left: no call is made and the user goes to login', async ({
    page,
    request,
  }) => {
    const account = newAccount('exp');
    const { token } = await registerByApi(request, account);
    const authorized: string[] = [];
    page.on('request', (call) => {
      if (call.headers()['authorization']) authorized.push(call.url());
    });

    // A token whose `exp` is 100 s ahead sits in storage when the app starts.
    await page.goto('/authenticate');
    const shortLived = withExpiry(token, Math.floor(Date.now() / 1000) + 100);
    await page.evaluate((value) => localStorage.setItem('access-token', value), shortLived);
    await page.goto('/select-setting');

    await expect(page).toHaveURL('/authenticate/login');
    await expect(page.getByRole('heading', { level: 1, name: t.AUTH.LOGIN.TITLE })).toBeVisible();
    expect(authorized).toEqual([]);
    // Login brings the user back afterwards.
    expect(await page.evaluate(() => localStorage.getItem('redirect-target'))).toBe(
      '/select-setting',
    );

    // The real token, hours from expiry, is let in: the expiry is what sent the user away.
    await page.evaluate((value) => localStorage.setItem('access-token', value), token);
    await page.goto('/select-setting');
    await expect(page.getByRole('heading', { level: 1, name: t.WORLDS.LIST.TITLE })).toBeVisible();
    expect(authorized.length).toBeGreaterThan(0);
  });

  test('a session running out mid-work: the next call is not made, the user goes to login', async ({
    page,
    request,
  }) => {
    const account = newAccount('mid');
    const { token } = await registerByApi(request, account);
    // The page's clock is ours from the first script on, so it can be moved on later.
    await page.clock.install();
    await page.goto('/authenticate');
    await page.evaluate((value) => localStorage.setItem('access-token', value), token);
    await page.goto('/select-setting');

    const form = page.getByRole('region', { name: t.WORLDS.CREATE.TITLE });
    await form.getByRole('textbox', { name: t.WORLDS.FORM.NAME, exact: true }).fill('Never saved');

    // Let the page's clock run on until the token has 100 s left (under the ~200 s floor).
    const exp = Number(jwtClaims(token).exp);
    const now = await page.evaluate(() => Date.now());
    await page.clock.fastForward(exp * 1000 - 100_000 - now);

    const calls: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/api/')) calls.push(`${call.method()} ${call.url()}`);
    });
    await form.getByRole('button', { name: t.WORLDS.CREATE.SUBMIT }).click();

    await expect(page).toHaveURL('/authenticate/login');
    expect(
      calls.filter((call) => call.startsWith('POST') && call.includes('/api/Setting')),
    ).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
    // Coming back after the expiry returns the user to where they were.
    expect(await page.evaluate(() => localStorage.getItem('redirect-target'))).toBe(
      '/select-setting',
    );
  });
});
