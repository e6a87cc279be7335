import { expect, test } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { fill, signedInPage, textsOf } from './support/i18n';
import { paragraphContents } from './support/world-content';

/**
 * A world's own document types: the owner adds "Spaceship" with a rocket in
 * violet, a document of it shows the badge, and deleting the type asks where
 * its document goes (Item). On a phone the panel lists the types too.
 */
test.describe.configure({ mode: 'parallel' });

const words = {
  en: { world: 'Outer Rim', type: 'Spaceship', plural: 'Spaceships', document: 'Rocinante' },
  ru: { world: 'Внешнее кольцо', type: 'Звездолёт', plural: 'Звездолёты', document: 'Росинант' },
} as const;

for (const lang of ['en', 'ru'] as const) {
  const t = textsOf(lang);
  const say = words[lang];

  test(`${lang}: a type of the world's own, its badge, and its delete moving documents`, async ({
    browser,
    request,
  }) => {
    const owner = newAccount(`ty${lang}`);
    const { token } = await registerByApi(request, owner);
    const world = await createWorldByApi(request, token, {
      name: say.world,
      urlName: `ty-${uniqueName('w').slice(2)}`,
    });
    const base = `/${world.ownerUserName}/${world.urlName}`;
    const page = await signedInPage(browser, lang, token);
    await page.goto(`${base}/details?tab=types`);
    const panel = page.getByTestId('document-types-panel');
    await expect(panel.getByTestId('document-type-row-character')).toContainText(
      t.DOCUMENT_TYPE_NAMES.character,
    );

    await panel.getByTestId('document-type-add').click();
    const form = page.getByTestId('document-type-form');
    await form.getByTestId('document-type-name').fill(say.type);
    await form.getByTestId('document-type-plural').fill(say.plural);
    await form.getByTestId('document-type-icon').click();
    await page.getByRole('option', { name: t.WORLDS.DOCUMENT_TYPES.ICONS.rocket }).click();
    await form.getByTestId('document-type-color').click();
    await page.getByRole('option', { name: t.WORLDS.DOCUMENT_TYPES.COLORS.violet }).click();
    await form.getByTestId('document-type-save').click();
    await expect(form).toBeHidden();
    await expect(panel.getByText(say.plural, { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`types-desktop-${lang}.png`) });

    const types = await request.get(`/api/Setting/${world.id}/DocumentTypes`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const ship = ((await types.json()) as { key: string; name: string | null }[]).find(
      (type) => type.name === say.type,
    )!;
    const created = await request.post(`/api/Setting/${world.id}/Documents`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name: say.document, type: ship.key, contents: paragraphContents('A ship.') },
    });
    expect(created.status()).toBe(200);
    const documentId = ((await created.json()) as { id: string }).id;

    await page.goto(`${base}/documents/${documentId}`);
    await expect(page.getByText(say.type, { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`badge-desktop-${lang}.png`) });

    // Deleting the type asks where its one document goes.
    await page.goto(`${base}/details?tab=types`);
    const row = panel.locator('tr', { hasText: say.type });
    await row
      .getByRole('button', { name: fill(t.WORLDS.DOCUMENT_TYPES.DELETE, { name: say.type }) })
      .click();
    await page.getByTestId('document-type-move-to').click();
    await page.getByRole('option', { name: t.DOCUMENT_TYPE_NAMES.item, exact: true }).click();
    await page.screenshot({ path: test.info().outputPath(`delete-desktop-${lang}.png`) });
    await page.getByTestId('document-type-delete-confirm').click();
    await expect(panel.getByText(say.plural, { exact: true })).toBeHidden();
    await expect(panel.getByTestId('document-type-row-item')).toContainText('1');

    await page.goto(`${base}/documents/${documentId}`);
    await expect(page.getByText(t.DOCUMENT_TYPE_NAMES.item, { exact: true }).first()).toBeVisible();
    await page.context().close();

    const phone = await signedInPage(browser, lang, token);
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${base}/details?tab=types`);
    await expect(phone.getByTestId('document-type-row-item')).toBeVisible();
    await phone.screenshot({ path: test.info().outputPath(`types-phone-${lang}.png`) });
  });
}
