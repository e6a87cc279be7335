import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { signedInPage, textsOf } from './support/i18n';

/**
 * Issue 22, Proof: a writer translates a dialog through CSV and plays it in
 * Russian. Russian becomes a dialog language of the world, the dialog's string
 * table is downloaded, its target column filled (as a translator would), the
 * table uploaded with its report checked first, and Play offers Russian.
 */
test.setTimeout(120_000);

/** The dialog's lines and what the translator writes for each. */
const russian: Record<string, string> = {
  'Halt! The toll is one coin.': 'Стой! Пошлина — одна монета.',
  'Pay the coin': 'Заплатить монету',
  Refuse: 'Отказаться',
  'Then you shall not pass.': 'Тогда ты не пройдёшь.',
};

const node = (id: string, fields: Record<string, unknown>) => ({
  id,
  kind: 'text',
  text: '',
  speakerId: null,
  meta: [],
  onEnter: [],
  choices: [],
  nextId: null,
  position: { x: 0, y: 0 },
  ...fields,
});

test('translates a dialog through CSV and plays it in Russian', async ({
  browser,
  request,
}, testInfo) => {
  const t = textsOf('en');
  const { token } = await registerByApi(request, newAccount('dlgl10n'));
  const stamp = uniqueName('l').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Tolls ${stamp}`,
    urlName: `tolls-${stamp}`,
  });
  const api = (suffix: string) => `/api/Setting/${world.id}${suffix}`;
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post(api('/Dialogs'), {
    headers,
    data: { name: 'The toll', kind: 'branching' },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const dialog = (await created.json()) as { id: string; version: number };
  const saved = await request.put(api(`/Dialogs/${dialog.id}`), {
    headers,
    data: {
      name: 'The toll',
      version: dialog.version,
      graph: {
        version: 1,
        startNodeId: 'n-gate',
        nodes: [
          node('n-gate', {
            text: 'Halt! The toll is one coin.',
            choices: [
              { id: 'c-pay', text: 'Pay the coin', conditions: [], targetId: 'n-paid' },
              { id: 'c-refuse', text: 'Refuse', conditions: [], targetId: 'n-refused' },
            ],
          }),
          // Left untranslated: Russian play shows the source here.
          node('n-paid', { text: 'The gate opens.', position: { x: 320, y: -100 } }),
          node('n-refused', { text: 'Then you shall not pass.', position: { x: 320, y: 100 } }),
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const home = `/${world.ownerUserName}/${world.urlName}`;
  const page = await signedInPage(browser, 'en', token);

  // Russian becomes a dialog language of the world.
  await page.goto(`${home}/stories?tab=languages`);
  await page.getByTestId('target-languages-select').fill('ru');
  await page.getByRole('option', { name: 'Russian (ru)', exact: true }).click();
  await page.getByTestId('save-languages').click();
  await expect(page.getByTestId('save-languages')).toBeDisabled();

  // The dialog's string table, downloaded as the translator gets it.
  await page.goto(`${home}/dialog/${dialog.id}`);
  await page.getByTestId('open-localization').click();
  const modal = page.getByTestId('localization-modal');
  const row = modal.locator('[data-testid="localization-language"][data-language="ru"]');
  await row.getByTestId('localization-download').click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('localization-download-csv').click();
  const table = fs.readFileSync(await (await downloading).path(), 'utf8');

  // The translator fills the target column.
  const parsed = Papa.parse<Record<string, string>>(table.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.data.map((line) => line.source).sort()).toEqual(
    [...Object.keys(russian), 'The gate opens.'].sort(),
  );
  const filled = parsed.data.map((line) => ({ ...line, target: russian[line.source ?? ''] ?? '' }));
  fs.mkdirSync(testInfo.outputDir, { recursive: true });
  const upload = path.join(testInfo.outputDir, 'the-toll.ru.csv');
  fs.writeFileSync(upload, `\uFEFF${Papa.unparse(filled, { columns: parsed.meta.fields ?? [] })}`);

  // Uploaded: the report comes first, then the import writes.
  await modal.getByTestId('translation-dropzone').locator('input[type=file]').setInputFiles(upload);
  await expect(modal.getByTestId('translation-report')).toBeVisible();
  await expect(modal.getByTestId('report-TO_WRITE')).toContainText('4');
  await expect(modal.getByTestId('report-missing')).toContainText('1');
  await expect(modal.getByTestId('report-unknown')).toContainText('0');
  await modal.getByTestId('import-translations').click();
  await expect(row.getByTestId('localization-counts')).toContainText('4');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Played in Russian: translated lines and choices, the source where none is.
  await page.getByTestId('editor-mode').getByText(t.DIALOGS.MODE.PLAY, { exact: true }).click();
  await page.getByTestId('player-language').selectOption('ru');
  await expect(page.getByTestId('player-text')).toHaveText('Стой! Пошлина — одна монета.');
  await expect(page.getByTestId('player-choice')).toHaveText([
    '1. Заплатить монету',
    '2. Отказаться',
  ]);
  await page.screenshot({ path: path.join(testInfo.outputDir, 'player-russian.png') });
  await page.getByTestId('player-choice').filter({ hasText: 'Заплатить монету' }).click();
  await expect(page.getByTestId('player-text')).toHaveText('The gate opens.');
  // The choice is remembered for the world.
  await page.reload();
  await page.getByTestId('editor-mode').getByText(t.DIALOGS.MODE.PLAY, { exact: true }).click();
  await expect(page.getByTestId('player-language')).toHaveValue('ru');
  await expect(page.getByTestId('player-text')).toHaveText('Стой! Пошлина — одна монета.');

  // The export carries the chosen language.
  await page.getByTestId('export-dialog').click();
  await page.getByTestId('export-language').selectOption('ru');
  const exporting = page.waitForEvent('download');
  await page.getByTestId('export-yarn').click();
  const yarn = fs.readFileSync(await (await exporting).path(), 'utf8');
  expect(yarn).toContain('Стой! Пошлина — одна монета.');
  expect(yarn).toContain('The gate opens.');

  // A voice direction on a line, in the builder's inspector.
  await page.getByTestId('editor-mode').getByText(t.DIALOGS.MODE.BUILD, { exact: true }).click();
  await page.getByTestId('dialog-canvas').getByTestId('dialog-node').first().click();
  await page.getByTestId('node-direction').fill('Bored, then stern');
  await page
    .getByTestId('node-inspector')
    .screenshot({ path: path.join(testInfo.outputDir, 'inspector-direction.png') });
  await page.context().close();
});
