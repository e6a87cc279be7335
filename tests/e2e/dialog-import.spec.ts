import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { signedInPage, textsOf } from './support/i18n';
import { realLoreHubFile } from '../../src/shared/dialogs/lorehub-fixtures';

/**
 * A file LoreHub exported itself (its dialogue has no name, its nodes no
 * contentBlockId) comes in through the builder's Import: the speaker the
 * world lacks is created in one click, and the dialog plays.
 */
test.setTimeout(120_000);

test('imports a LoreHub v2 file whose nodes lack contentBlockId and plays it', async ({
  browser,
  request,
}, testInfo) => {
  const t = textsOf('en');
  const { token } = await registerByApi(request, newAccount('dlgimp'));
  const stamp = uniqueName('i').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Hallways ${stamp}`,
    urlName: `hallways-${stamp}`,
  });
  const home = `/${world.ownerUserName}/${world.urlName}`;
  const file = path.join(testInfo.outputDir, 'hallway.lorehub.json');
  fs.mkdirSync(testInfo.outputDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(realLoreHubFile(), null, 2));

  const page = await signedInPage(browser, 'en', token);
  await page.goto(`${home}/stories?tab=dialogs`);
  await page.locator('input[type=file]').setInputFiles(file);
  // Edna speaks but is no document of this world; the sword is only named in a line.
  const ask = page.getByTestId('import-speakers');
  await expect(ask).toContainText('Edna');
  await expect(ask).not.toContainText('Sword of Dawn');
  await page.screenshot({ path: path.join(testInfo.outputDir, 'import-speakers.png') });
  await ask.getByTestId('import-create-speakers').click();

  await expect(page).toHaveURL(/\/dialog\//);
  await expect(page.getByTestId('dialog-name')).toHaveValue('hallway');
  await expect(page.getByTestId('dialog-canvas').getByTestId('dialog-node')).toHaveCount(3);
  await expect(page.getByTestId('mentioned-documents')).toContainText('Edna');

  await page.getByTestId('editor-mode').getByText(t.DIALOGS.MODE.PLAY, { exact: true }).click();
  await page.getByTestId('player-restart').click();
  await expect(page.getByTestId('player-text')).toHaveText('You came for the Sword of Dawn?');
  await page.getByTestId('player-choice').filter({ hasText: 'Show me.' }).click();
  await expect(page.getByTestId('player-text')).toHaveText('Then follow me.');
  await page.getByTestId('player-next').click();
  await expect(page.getByTestId('player-text')).toHaveText('The hallway is empty.');
  await page.screenshot({ path: path.join(testInfo.outputDir, 'imported-playing.png') });
  await page.getByTestId('player-next').click();
  await expect(page.getByTestId('player-ended')).toBeVisible();
  await page.context().close();
});
