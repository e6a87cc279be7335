import { expect, test, type Locator, type Page } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { fill, signedInPage, textsOf } from './support/i18n';
import { paragraphContents } from './support/world-content';

/**
 * A tree of documents: a city goes inside its region by drag, a harbour
 * inside the city by the "Move under…" menu; the harbour's page shows where it
 * sits; moving the region inside its own city is refused with the server's
 * words. On a phone the tree folds above the list and the menu still moves.
 */
test.describe.configure({ mode: 'parallel' });

const words = {
  en: {
    world: 'The Northern Reach',
    region: 'Frostmarch',
    city: 'Whitecliff',
    harbour: 'Gull Harbour',
  },
  ru: {
    world: 'Северный предел',
    region: 'Морозная марка',
    city: 'Белый утёс',
    harbour: 'Чаячья гавань',
  },
} as const;

const row = (page: Page, name: string) =>
  page.locator(`[data-testid="tree-row"][data-name="${name}"]`);

/** Drags a row's handle onto `target` with small pointer steps, as a hand would. */
async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = (await source.getByTestId('tree-drag').boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await expect(target).toHaveAttribute('data-over', 'true');
  await page.mouse.up();
}

for (const lang of ['en', 'ru'] as const) {
  const t = textsOf(lang);
  const say = words[lang];

  test(`${lang}: documents go inside each other by drag and by menu, never in a loop`, async ({
    browser,
    request,
  }) => {
    const owner = newAccount(`dt${lang}`);
    const { token } = await registerByApi(request, owner);
    const world = await createWorldByApi(request, token, {
      name: say.world,
      urlName: `dt-${uniqueName('w').slice(2)}`,
    });
    const ids: Record<string, string> = {};
    for (const name of [say.region, say.city, say.harbour]) {
      const created = await request.post(`/api/Setting/${world.id}/Documents`, {
        headers: { authorization: `Bearer ${token}` },
        data: { name, type: 'location', contents: paragraphContents(`${name}.`) },
      });
      expect(created.status()).toBe(200);
      ids[name] = ((await created.json()) as { id: string }).id;
    }
    const listPath = `/${world.ownerUserName}/${world.urlName}/documents`;

    const page = await signedInPage(browser, lang, token);
    await page.goto(listPath);
    const tree = page.getByTestId('document-tree');
    await expect(tree.getByTestId('tree-row')).toHaveCount(3);

    // Drag: the city into the region.
    await dragOnto(page, row(page, say.city), row(page, say.region));
    await expect(row(page, say.city)).toHaveAttribute('data-depth', '1');
    await expect(row(page, say.region)).toContainText(fill(t.WIKI.TREE.CHILDREN_one, { count: 1 }));

    // Menu: the harbour into the city, through the searchable select.
    await row(page, say.harbour).getByTestId('tree-menu').click();
    await page.getByRole('menuitem', { name: t.WIKI.TREE.MOVE_UNDER }).click();
    const dialog = page.getByRole('dialog', {
      name: fill(t.WIKI.TREE.MOVE_TITLE, { name: say.harbour }),
    });
    await dialog.getByTestId('move-parent').fill(say.city.slice(0, 4));
    await page.getByRole('option', { name: say.city }).click();
    await dialog.getByTestId('move-submit').click();
    await expect(dialog).toBeHidden();
    await expect(row(page, say.harbour)).toHaveAttribute('data-depth', '2');
    await page.screenshot({ path: test.info().outputPath(`tree-desktop-${lang}.png`) });

    // A loop: the region dragged into its own city is refused, and stays at the top.
    await dragOnto(page, row(page, say.region), row(page, say.city));
    await expect(page.getByText(t.SERVER_ERROR['40063'])).toBeVisible();
    await expect(row(page, say.region)).toHaveAttribute('data-depth', '0');
    await expect(row(page, say.city)).toHaveAttribute('data-depth', '1');

    // Breadcrumbs on the harbour's page.
    await row(page, say.harbour).getByRole('link', { name: say.harbour }).click();
    const crumbs = page.getByTestId('document-breadcrumbs');
    await expect(crumbs).toHaveText(new RegExp(`${say.region}.*${say.city}.*${say.harbour}`));
    await crumbs.getByRole('link', { name: say.city }).click();
    await expect(page).toHaveURL(new RegExp(`${ids[say.city]}$`));
    await page.screenshot({ path: test.info().outputPath(`breadcrumbs-desktop-${lang}.png`) });
    await page.context().close();

    // A phone: the tree folds above the list; the menu lifts the harbour to the top level.
    const phone = await signedInPage(browser, lang, token);
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(listPath);
    await phone.getByTestId('tree-toggle').click();
    await expect(row(phone, say.harbour)).toHaveAttribute('data-depth', '2');
    await row(phone, say.harbour).getByTestId('tree-menu').click();
    await phone.getByRole('menuitem', { name: t.WIKI.TREE.MOVE_UNDER }).click();
    await phone.getByTestId('move-parent').click();
    await phone.getByRole('option', { name: t.WIKI.TREE.TOP_LEVEL }).click();
    await phone.getByTestId('move-submit').click();
    await expect(row(phone, say.harbour)).toHaveAttribute('data-depth', '0');
    await expect(row(phone, say.region)).toContainText(
      fill(t.WIKI.TREE.CHILDREN_one, { count: 1 }),
    );
    await phone.screenshot({ path: test.info().outputPath(`tree-phone-${lang}.png`) });
    await phone.goto(`/${world.ownerUserName}/${world.urlName}/documents/${ids[say.city]}`);
    await expect(phone.getByTestId('document-breadcrumbs')).toContainText(say.region);
    await phone.screenshot({ path: test.info().outputPath(`breadcrumbs-phone-${lang}.png`) });
  });
}
