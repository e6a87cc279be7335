import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { fill, signedInPage, textsOf, type Lang } from './support/i18n';

/**
 * Issue 9, data ownership, in English and in Russian: the owner downloads the
 * world from World settings as one zip, then drops that zip on "Import a
 * world" in the world list, is asked for the copy's name and address
 * (prefilled from the archive, the taken address flagged), and opens the
 * copy, which holds the document and says in its feed where it came from.
 */
test.describe.configure({ mode: 'parallel' });

for (const lang of ['en', 'ru'] as const satisfies readonly Lang[]) {
  test(`exports a world from its settings and imports it as a new world (${lang})`, async ({
    browser,
    request,
  }, testInfo) => {
    const t = textsOf(lang);
    const owner = newAccount(`xfer${lang}`);
    const { token } = await registerByApi(request, owner);
    const world = await createWorldByApi(request, token, {
      name: `Atlas ${lang}`,
      urlName: uniqueName('atlas'),
    });
    const document = await request.post(`/api/Setting/${world.id}/Documents`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: 'Harbour of Glass',
        type: 'location',
        contents: {
          v: 1,
          doc: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ships of light.' }] }],
          },
        },
      },
    });
    expect(document.status(), await document.text()).toBe(200);

    const page = await signedInPage(browser, lang, token);
    await page.goto(`/${owner.userName}/${world.urlName}/details`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.TRANSFER.EXPORT.ACTION }).click();
    const archivePath = testInfo.outputPath(`${lang}-world.zip`);
    await (await download).saveAs(archivePath);
    await expect(page.getByTestId('world-export-done')).toContainText('.zip');
    expect(fs.readFileSync(archivePath).subarray(0, 2).toString()).toBe('PK');

    await page.goto('/select-setting');
    const panel = page.getByTestId('world-import');
    await expect(panel.getByRole('heading', { name: t.TRANSFER.IMPORT.TITLE })).toBeVisible();
    await panel.locator('input[type="file"]').setInputFiles(archivePath);

    // The prompt, prefilled from the archive; the owner already has a world at its address.
    const prompt = page.getByRole('dialog', {
      name: fill(t.TRANSFER.IMPORT.PROMPT.TITLE, { file: `${lang}-world.zip` }),
    });
    const nameInput = prompt.getByTestId('world-import-name');
    const urlInput = prompt.getByTestId('world-import-url');
    await expect(nameInput).toHaveValue(world.name);
    await expect(urlInput).toHaveValue(world.urlName);
    await expect(prompt).toContainText(t.SERVER_ERROR['40033']);
    const copyName = `${world.name} copy`;
    const copyUrl = `${world.urlName}-copy`;
    await nameInput.fill(copyName);
    await urlInput.fill(copyUrl);
    await prompt.getByRole('button', { name: t.TRANSFER.IMPORT.PROMPT.SUBMIT }).click();

    const result = page.getByTestId('world-import-result');
    await expect(result).toContainText(fill(t.TRANSFER.IMPORT.DONE, { name: copyName }));
    await expect(prompt).toBeHidden();
    await expect(result.getByTestId('world-import-count-documents')).toHaveText(
      `${t.TRANSFER.ENTITY.documents}: 1`,
    );
    await expect(result).toContainText(t.TRANSFER.IMPORT.NOTHING_DROPPED);
    await result.getByRole('link', { name: t.TRANSFER.IMPORT.OPEN }).click();
    await expect(page).toHaveURL(new RegExp(`/${owner.userName}/${copyUrl}/world$`));
    await expect(
      page.getByText(
        fill(t.WORLDS.FEED.IMPORT_WORLD, { file: `${lang}-world.zip`, originalName: world.name }),
      ),
    ).toBeVisible();
    await page.goto(`/${owner.userName}/${copyUrl}/documents`);
    await expect(page.getByText('Harbour of Glass').first()).toBeVisible();
    await page.context().close();
  });
}
