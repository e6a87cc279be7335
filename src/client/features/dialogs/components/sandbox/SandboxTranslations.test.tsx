import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { writeStringTableCsv } from '../../../../../shared/dialogs/localization/string-table-csv';
import { dialogLines } from '../../../../../shared/dialogs/localization/dialog-lines';
import { renderRoutes } from '../../../../../../tests/kits/client/render-app';
import { sampleSandbox } from '../../model/sandbox';
import { mergeTranslations, sandboxContext, SandboxTranslationsPanel } from './SandboxTranslations';

const sample = sampleSandbox();
const lines = dialogLines(sample.graph, sandboxContext(sample), { line: null, choice: null });

describe('the sandbox translations', () => {
  it('takes the targets of its own lines, counts the rest as unknown and keeps a line an empty target leaves', () => {
    const merged = mergeTranslations(
      { de: { 'sandbox-n-start': 'Halt!' } },
      'de',
      [
        { dialogId: 'sandbox', lineId: 'sandbox-n-start', source: '', target: '' },
        { dialogId: 'sandbox', lineId: 'sandbox-n-refuse', source: '', target: 'Dann nicht.' },
        { dialogId: 'sandbox', lineId: 'sandbox-gone', source: '', target: 'Weg' },
        { dialogId: 'other', lineId: 'sandbox-n-refuse', source: '', target: 'Nein' },
      ],
      new Set(lines.map((line) => line.lineId)),
    );
    expect(merged.translations.de).toEqual({
      'sandbox-n-start': 'Halt!',
      'sandbox-n-refuse': 'Dann nicht.',
    });
    expect(merged.outcome).toEqual({ language: 'de', translated: 1, unknown: 2 });
  });

  it('reads a translated CSV table with the language typed in', async () => {
    const onChange = vi.fn();
    const { translations: _none, ...untranslated } = sample;
    renderRoutes(
      [
        {
          path: '/',
          element: <SandboxTranslationsPanel sandbox={untranslated} onChange={onChange} />,
        },
      ],
      '/',
    );
    const csv = writeStringTableCsv(
      lines.map((line) => ({
        dialogId: 'sandbox',
        dialogName: sample.name,
        line,
        target: `${line.text} (de)`,
      })),
    );
    const file = new File([csv], 'gate.csv', { type: 'text/csv' });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;

    await userEvent.upload(input, file);
    expect(await screen.findByTestId('sandbox-table-problem')).toHaveTextContent(
      'Type the language code',
    );

    await userEvent.type(screen.getByTestId('sandbox-language-code'), 'de');
    await userEvent.upload(input, file);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(Object.keys(onChange.mock.calls[0]![0].de)).toHaveLength(lines.length);
    expect(screen.getByTestId('sandbox-table-outcome')).toHaveTextContent(
      `German (de): ${lines.length} lines translated.`,
    );
  });
});
