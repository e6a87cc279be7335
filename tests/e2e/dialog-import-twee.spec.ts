import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { signedInPage, textsOf } from './support/i18n';

/**
 * A Harlowe story written in Twine comes in through the builder's Import (the
 * format told by the .twee extension and StoryData), plays as in Twine, and
 * leaves again as Twee for Chapbook.
 */
test.setTimeout(120_000);

const well = `:: StoryTitle
The Well

:: StoryData
{"ifid": "D674C58C-DEFA-4F70-B7A2-27742230C0FC", "format": "Harlowe", "start": "Well"}

:: Well {"position":"100,100"}
(set: $coins to 2)
An old well.
(if: $coins > 1)[[[Throw a coin->Wish]]]
[[Leave->Road]]

:: Wish {"position":"450,40"}
(set: $coins to it - 1)
The water glows.
[[Continue->Road]]

:: Road {"position":"450,260"}
The road goes on.
`;

test('imports a Harlowe Twee file, plays it and exports it for Chapbook', async ({
  browser,
  request,
}, testInfo) => {
  const t = textsOf('en');
  const { token } = await registerByApi(request, newAccount('dlgtwee'));
  const stamp = uniqueName('w').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Wells ${stamp}`,
    urlName: `wells-${stamp}`,
  });
  const home = `/${world.ownerUserName}/${world.urlName}`;
  fs.mkdirSync(testInfo.outputDir, { recursive: true });
  const file = path.join(testInfo.outputDir, 'well.twee');
  fs.writeFileSync(file, well);

  const page = await signedInPage(browser, 'en', token);
  await page.goto(`${home}/stories?tab=dialogs`);
  await page.locator('input[type=file]').setInputFiles(file);

  await expect(page).toHaveURL(/\/dialog\//);
  await expect(page.getByTestId('dialog-name')).toHaveValue('The Well');
  await expect(page.getByTestId('dialog-canvas').getByTestId('dialog-node')).toHaveCount(3);
  await page.screenshot({ path: path.join(testInfo.outputDir, 'twee-imported.png') });

  await page.getByTestId('editor-mode').getByText(t.DIALOGS.MODE.PLAY, { exact: true }).click();
  await page.getByTestId('player-restart').click();
  await expect(page.getByTestId('player-text')).toHaveText('An old well.');
  await page.getByTestId('player-choice').filter({ hasText: 'Throw a coin' }).click();
  await expect(page.getByTestId('player-text')).toHaveText('The water glows.');
  await page.getByTestId('player-next').click();
  await expect(page.getByTestId('player-text')).toHaveText('The road goes on.');
  await page.getByTestId('player-next').click();
  await expect(page.getByTestId('player-ended')).toBeVisible();

  await page.getByTestId('export-dialog').first().click();
  await expect(page.getByTestId('export-twee-harlowe')).toHaveText(
    t.DIALOGS.EXPORT.FORMAT['twee-harlowe'],
  );
  await page.screenshot({ path: path.join(testInfo.outputDir, 'twee-export-menu.png') });
  const download = page.waitForEvent('download');
  await page.getByTestId('export-twee-chapbook').click();
  const exported = fs.readFileSync(await (await download).path(), 'utf8');
  expect(exported).toContain('"format": "Chapbook"');
  expect(exported).toContain('$coins: $coins - 1\n--\nThe water glows.');
  await page.context().close();
});
