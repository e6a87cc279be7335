import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { signedInPage, textsOf } from './support/i18n';

/**
 * A Yarn Spinner 2 file comes in through the builder's Import (the format told
 * by the .yarn extension), its speaker created on request, says what it left
 * out, and plays as a Yarn runner plays it.
 */
test.setTimeout(120_000);

const market = `title: Start
---
<<declare $apples = 0>>
Merchant: Fresh apples! Two for a coin. #line:m1 #mood:cheerful
<<jump Stall>>
===

title: Stall
---
-> Buy two apples <<if $apples < 2>>
    <<set $apples to $apples + 2>>
    Merchant: There you go.
    <<jump Stall>>
-> Leave
    Merchant: Come again!
===
`;

test('imports a Yarn file, creates its speaker and plays it', async ({
  browser,
  request,
}, testInfo) => {
  const t = textsOf('en');
  const { token } = await registerByApi(request, newAccount('dlgyarn'));
  const stamp = uniqueName('w').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Markets ${stamp}`,
    urlName: `markets-${stamp}`,
  });
  const home = `/${world.ownerUserName}/${world.urlName}`;
  fs.mkdirSync(testInfo.outputDir, { recursive: true });
  const file = path.join(testInfo.outputDir, 'market.yarn');
  fs.writeFileSync(file, market);

  const page = await signedInPage(browser, 'en', token);
  await page.goto(`${home}/stories?tab=dialogs`);
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByTestId('import-speakers')).toContainText('Merchant');
  await page.getByTestId('import-create-speakers').click();

  await expect(page).toHaveURL(/\/dialog\//);
  await expect(page.getByTestId('dialog-name')).toHaveValue('market');
  // `#line:m1` becomes the line's id; `#mood:cheerful` has no place in the model.
  await expect(page.getByText('Left out 1 line tag')).toBeVisible();
  await page.screenshot({ path: path.join(testInfo.outputDir, 'yarn-imported.png') });

  await page.getByTestId('editor-mode').getByText(t.DIALOGS.MODE.PLAY, { exact: true }).click();
  await page.getByTestId('player-restart').click();
  await expect(page.getByTestId('player-text')).toHaveText('Fresh apples! Two for a coin.');
  await page.getByTestId('player-next').click();
  await page.getByTestId('player-choice').filter({ hasText: 'Buy two apples' }).click();
  await expect(page.getByTestId('player-text')).toHaveText('There you go.');
  await page.getByTestId('player-next').click();
  // Two apples bought: only leaving is offered now.
  await expect(page.getByTestId('player-choice')).toHaveCount(1);
  await expect(page.getByTestId('player-choice')).toContainText('Leave');
  await page.getByTestId('player-choice').click();
  await expect(page.getByTestId('player-text')).toHaveText('Come again!');
  await page.screenshot({ path: path.join(testInfo.outputDir, 'yarn-played.png') });
  await page.getByTestId('player-next').click();
  await expect(page.getByTestId('player-ended')).toBeVisible();
  await page.context().close();
});
