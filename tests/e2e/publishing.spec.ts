import { expect, test } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { languageContextOptions, languageInitScript, signedInPage, textsOf } from './support/i18n';

/**
 * Publishing, the shell: the owner publishes a world from its settings after
 * the warning; a fresh signed-out browser reads its home page with a "Sign in
 * to edit" and no member-only navigation; a signed-in stranger reads it as a
 * visitor; once unpublished, the signed-out reader is sent to login and the
 * stranger gets "no access". In English and Russian, and on a phone.
 */
test.describe.configure({ mode: 'parallel' });
test.setTimeout(180_000);

for (const lang of ['en', 'ru'] as const) {
  test(`an owner publishes a world, readers read it, unpublishing closes it (${lang})`, async ({
    browser,
    request,
  }) => {
    const texts = textsOf(lang);
    const t = texts.WORLDS.PUBLISHING;
    const owner = await registerByApi(request, newAccount('pubo'));
    const stranger = await registerByApi(request, newAccount('pubs'));
    const stamp = uniqueName('p').slice(2);
    const world = await createWorldByApi(request, owner.token, {
      name: `Shown ${stamp}`,
      urlName: `shown-${stamp}`,
    });
    const home = `/${world.ownerUserName}/${world.urlName}`;

    const ownerPage = await signedInPage(browser, lang, owner.token);
    await ownerPage.goto(`${home}/details`);
    const panel = ownerPage.getByTestId('publishing-panel');
    await expect(panel.getByTestId('publishing-state')).toHaveText(t.PRIVATE);
    await ownerPage.screenshot({ path: test.info().outputPath(`settings-private-${lang}.png`) });
    await panel.getByTestId('publish-world').click();
    await expect(ownerPage.getByText(t.CONFIRM_WARNING)).toBeVisible();
    await ownerPage.screenshot({ path: test.info().outputPath(`publish-warning-${lang}.png`) });
    await ownerPage.getByTestId('confirm-publish').click();
    await expect(panel.getByTestId('publishing-state')).toHaveText(t.PUBLIC);
    await expect(panel.getByTestId('public-address')).toHaveText(new RegExp(`${home}$`));
    await ownerPage.screenshot({ path: test.info().outputPath(`settings-public-${lang}.png`) });

    // A fresh browser, never signed in.
    const visitorContext = await browser.newContext(languageContextOptions(lang));
    await visitorContext.addInitScript(...languageInitScript(lang));
    const visitor = await visitorContext.newPage();
    const refused: string[] = [];
    visitor.on('response', (response) => {
      if ([401, 403].includes(response.status())) refused.push(response.url());
    });
    await visitor.goto(home);
    await expect(visitor.getByTestId('world-title')).toHaveText(world.name);
    await expect(visitor.getByTestId('sign-in-to-edit')).toHaveText(texts.NAVBAR.SIGN_IN_TO_EDIT);
    const nav = visitor.getByRole('navigation', { name: texts.NAVBAR.DASHBOARD });
    await expect(nav.getByRole('link', { name: texts.NAVBAR.DOCUMENTS })).toBeVisible();
    await expect(nav.getByRole('link', { name: texts.NAVBAR.IMAGES })).toHaveCount(0);
    await expect(visitor.getByText(texts.NAVBAR.SETTINGS)).toHaveCount(0);
    await visitor.screenshot({ path: test.info().outputPath(`reader-home-${lang}.png`) });
    // The home page asks for nothing members-only.
    expect(refused).toEqual([]);
    await visitor.setViewportSize({ width: 390, height: 844 });
    await expect(visitor.getByTestId('sign-in-to-edit')).toBeVisible();
    await visitor.screenshot({ path: test.info().outputPath(`reader-home-phone-${lang}.png`) });

    // A signed-in stranger reads it too, as a visitor.
    const strangerPage = await signedInPage(browser, lang, stranger.token);
    await strangerPage.goto(home);
    await expect(strangerPage.getByTestId('world-title')).toHaveText(world.name);
    await expect(strangerPage.getByTestId('reading-as-visitor')).toHaveText(
      texts.NAVBAR.READING_AS_VISITOR,
    );
    await strangerPage.screenshot({ path: test.info().outputPath(`visitor-badge-${lang}.png`) });

    // "Sign in to edit" goes to login and comes back after it.
    await visitor.getByTestId('sign-in-to-edit').click();
    await expect(visitor).toHaveURL(/\/authenticate\/login$/);

    await ownerPage.getByTestId('unpublish-world').click();
    await expect(panel.getByTestId('publishing-state')).toHaveText(t.PRIVATE);
    await visitor.goto(home);
    await expect(visitor).toHaveURL(/\/authenticate\/login$/);
    await strangerPage.reload();
    await expect(strangerPage.getByText(texts.SERVER_ERROR['401_2'])).toBeVisible();
    await expect(strangerPage.getByTestId('world-title')).toHaveCount(0);
    await strangerPage.screenshot({ path: test.info().outputPath(`closed-${lang}.png`) });
    await Promise.all([
      ownerPage.context().close(),
      visitorContext.close(),
      strangerPage.context().close(),
    ]);
  });
}
