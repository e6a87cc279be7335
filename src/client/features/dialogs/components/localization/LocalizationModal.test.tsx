import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  DialogLanguages,
  StringTableImportReport,
} from '../../../../../shared/schemas/dialog-localization';
import { ApiError } from '../../../../lib/api-error';
import { apiUpload } from '../../../../lib/api-upload';
import { changeLanguage } from '../../../../lib/i18n';
import { endSession, startSession } from '../../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../../tests/kits/client/render-app';
import { LocalizationModal } from './LocalizationModal';

vi.mock('../../../../lib/api-upload', () => ({ apiUpload: vi.fn() }));
const upload = vi.mocked(apiUpload);

const withRussian: DialogLanguages = {
  sourceLanguage: 'en',
  languages: ['ru', 'de'],
  lineCharLimit: null,
  choiceCharLimit: 40,
};

function translations(language: string, counts: { translated: number; stale: number }) {
  const lines = 10;
  return {
    language,
    counts: { lines, ...counts, missing: lines - counts.translated - counts.stale },
    lines: [],
  };
}

/** The server: the world's languages, and the harbour dialog's counts per language. */
function serve(languages: DialogLanguages) {
  const { fetchStub, calls } = stubFetch((path) => {
    if (path.endsWith('/DialogLanguages')) return { body: languages };
    if (path.includes('/Translations?language=ru'))
      return { body: translations('ru', { translated: 7, stale: 2 }) };
    if (path.includes('/Translations?language=de'))
      return { body: translations('de', { translated: 0, stale: 0 }) };
    return { status: 404, body: { Exceptions: [] } };
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

function renderModal(canEdit = true, dialog: { id: string; name: string } | null = harbour) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <LocalizationModal
              worldId="w1"
              dialog={dialog}
              canEdit={canEdit}
              languagesHref="/mira/aerth/stories?tab=languages"
              opened
              onClose={() => {}}
            />
          </>
        ),
      },
      { path: '/mira/aerth/stories', element: <p>languages page</p> },
    ],
    '/',
  );
}

const harbour = { id: 'd1', name: 'Harbour talk' };

function report(dryRun: boolean): StringTableImportReport {
  return {
    language: 'ru',
    dryRun,
    dialogs: 1,
    written: 6,
    unchanged: 1,
    counts: { stale: 1, missing: 7, unknown: 1, overLimit: 0 },
    stale: [{ dialogId: 'd1', dialogName: 'Harbour talk', lineId: 'd1-n-gate' }],
    missing: Array.from({ length: 7 }, (_, index) => ({
      dialogId: 'd1',
      dialogName: 'Harbour talk',
      lineId: `d1-n-${index}`,
    })),
    unknown: [{ dialogId: 'gone', dialogName: null, lineId: 'gone-n-1' }],
    overLimit: [],
  };
}

async function drop(file: File) {
  const input = (await screen.findByTestId('translation-import')).querySelector(
    'input[type="file"]',
  )!;
  await userEvent.upload(input as HTMLInputElement, file);
}

beforeEach(() => {
  // Mantine's combobox scrolls to the option it selects; jsdom has no layout.
  Element.prototype.scrollIntoView ??= () => undefined;
  act(() => startSession(fakeToken({ name: 'mira' })));
});
afterEach(async () => {
  upload.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
  await act(() => changeLanguage('en'));
});

describe('the localization of a dialog', () => {
  it('shows each target language with its translated, stale and missing lines', async () => {
    serve(withRussian);
    renderModal();
    const rows = await screen.findAllByTestId('localization-language');
    expect(rows.map((row) => row.dataset.language)).toEqual(['ru', 'de']);
    expect(within(rows[0]!).getByText('Russian (ru)')).toBeInTheDocument();
    expect(await within(rows[0]!).findByText('7 translated')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2 stale')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 missing')).toBeInTheDocument();
    expect(await within(rows[1]!).findByText('10 missing')).toBeInTheDocument();
    expect(screen.getByText(/Written in English \(en\)/)).toBeInTheDocument();
  });

  it('names the languages in the interface language', async () => {
    await act(() => changeLanguage('ru'));
    serve(withRussian);
    renderModal();
    const rows = await screen.findAllByTestId('localization-language');
    expect(within(rows[0]!).getByText('Русский (ru)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Немецкий (de)')).toBeInTheDocument();
    expect(await within(rows[0]!).findByText('переведено: 7')).toBeInTheDocument();
  });

  it('explains what to do when the world has no target languages, with a way there', async () => {
    serve({ ...withRussian, languages: [] });
    const { router } = renderModal();
    expect(await screen.findByTestId('localization-empty')).toHaveTextContent(
      'This world has no languages to translate its dialogs into yet.',
    );
    expect(screen.queryByTestId('translation-import')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Dialog languages' }));
    expect(router.state.location.search).toBe('?tab=languages');
  });

  it('checks a table with a dry run first, shows the report, then imports it for real', async () => {
    serve(withRussian);
    upload.mockResolvedValueOnce(report(true));
    renderModal();
    await drop(new File(['dialog_id,line_id'], 'harbour.ru.csv', { type: 'text/csv' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]![0]).toBe('api/Setting/w1/Dialogs/Strings/Import');
    expect(upload.mock.calls[0]![3]?.fields).toEqual({ language: 'ru', dryRun: 'true' });

    const shown = await screen.findByTestId('translation-report');
    expect(shown).toHaveTextContent('what the import will do in 1 dialog');
    expect(within(shown).getByTestId('report-TO_WRITE')).toHaveTextContent('6to write');
    expect(within(shown).getByTestId('report-ids-stale')).toHaveTextContent('d1-n-gate');
    // The first five missing ids, and the rest counted.
    const missing = within(shown).getByTestId('report-ids-missing');
    expect(within(missing).getAllByRole('listitem')).toHaveLength(5);
    expect(missing).toHaveTextContent('and 2 more');
    expect(within(shown).getByTestId('report-ids-unknown')).toHaveTextContent('gone-n-1');
    expect(screen.queryByTestId('report-ids-overLimit')).toBeNull();

    upload.mockResolvedValueOnce(report(false));
    await userEvent.click(screen.getByRole('button', { name: 'Import 6 translations' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls[1]![3]?.fields).toEqual({ language: 'ru' });
    expect(await screen.findByText('Translations imported: Russian (ru)')).toBeInTheDocument();
    expect(
      screen.getByText(/6 translations written\. 1 was made from an older source text/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('translation-report')).toBeNull());
  });

  it('sends the language chosen for the table', async () => {
    serve(withRussian);
    upload.mockResolvedValueOnce({ ...report(true), language: 'de' });
    renderModal();
    await userEvent.click(
      await screen.findByLabelText('Language of the translations', { selector: 'input' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'German (de)', hidden: true }));
    await drop(new File(['<xliff/>'], 'harbour.de.xlf', { type: 'application/xml' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]![3]?.fields).toEqual({ language: 'de', dryRun: 'true' });
  });

  it('lists the server’s reasons when the table is refused, and writes nothing', async () => {
    serve(withRussian);
    upload.mockRejectedValueOnce(
      new ApiError(
        400,
        [{ Code: '40060', Message: 'The XLIFF file is version 1.2: only 2.0 is read' }],
        [],
      ),
    );
    renderModal();
    await drop(new File(['<xliff version="1.2"/>'], 'old.xlf', { type: 'application/xml' }));
    expect(await screen.findByTestId('translation-refused')).toHaveTextContent(
      'The XLIFF file is version 1.2: only 2.0 is read',
    );
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
  });

  it('refuses a table past 20 MB before sending it', async () => {
    serve(withRussian);
    renderModal();
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await drop(big);
    expect(await screen.findByTestId('translation-refused')).toHaveTextContent(
      'The string table is larger than the 20 MB limit',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('lets a viewer download the files but not import', async () => {
    serve(withRussian);
    renderModal(false);
    expect(await screen.findAllByTestId('localization-download')).toHaveLength(2);
    expect(screen.queryByTestId('translation-import')).toBeNull();
  });
});

describe('the localization of every dialog', () => {
  it('downloads the world’s string table of a language', async () => {
    const requested: string[] = [];
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = String(input).replace(/^https?:\/\/[^/]+/, '');
      requested.push(path);
      if (path.endsWith('/DialogLanguages')) return json(withRussian);
      if (path.includes('/Dialogs?')) return json({ total: 0, items: [] });
      return new Response('dialog_id,line_id', {
        headers: { 'content-disposition': 'attachment; filename="aerth.ru.csv"' },
      });
    });
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:table';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderModal(true, null);
    expect(await screen.findByText('Localization of all dialogs')).toBeInTheDocument();
    // The button is found afresh at each step: a row found before the dialogs' list came may be
    // gone by the click (once, on a busy CI machine, such a click opened nothing).
    const download = () =>
      within(screen.getAllByTestId('localization-language')[0]!).getByTestId(
        'localization-download',
      );
    await waitFor(() => expect(download()).toBeEnabled());
    await userEvent.click(download());
    await waitFor(() => expect(download()).toHaveAttribute('aria-expanded', 'true'));
    // `hidden`: in jsdom every box measures zero, so once Floating UI has placed the menu it
    // counts its target as detached and hides the dropdown; the item is still there to click.
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'String table (CSV)', hidden: true }),
    );
    await waitFor(() => expect(saved).toEqual(['aerth.ru.csv']));
    expect(requested).toContain('/api/Setting/w1/Dialogs/Strings?language=ru&format=csv');
  });
});
