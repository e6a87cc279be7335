import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportReport } from '../../../../shared/transfer/world-archive';
import { ApiError } from '../../../lib/api-error';
import { apiUpload } from '../../../lib/api-upload';
import { changeLanguage } from '../../../lib/i18n';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes } from '../../../../../tests/kits/client/render-app';
import { zipOf } from '../../../../../tests/kits/client/test-zip';
import { ImportWorldPanel } from './ImportWorldPanel';

vi.mock('../../../lib/api-upload', () => ({ apiUpload: vi.fn() }));
const upload = vi.mocked(apiUpload);

const report = (name: string, urlName: string): ImportReport => ({
  world: { id: 'w9', urlName, name },
  ownerUserName: 'mira',
  counts: { documents: 2 },
  droppedMembers: [],
  unknownAuthors: [],
  droppedReferences: 0,
});

function archiveFile(world: { name: string; urlName: string }, fileName = 'aerth-2026-11-27.zip') {
  const zip = zipOf([
    { name: 'manifest.json', text: '{}', deflate: true },
    { name: 'world.json', text: JSON.stringify({ world, members: [] }), deflate: true },
  ]);
  return new File([zip], fileName, { type: 'application/zip' });
}

function renderPanel() {
  const onImported = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ImportWorldPanel
            worldHref={(answer) => `/mira/${answer.world.urlName}/world`}
            onImported={onImported}
            takenUrlNames={new Set(['aerth'])}
            suggestUrlName={(name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}
          />
        ),
      },
    ],
    '/',
  );
  return { onImported };
}

async function drop(file: File) {
  const input = screen.getByTestId('world-import').querySelector('input[type="file"]')!;
  await userEvent.upload(input as HTMLInputElement, file);
  return screen.findByRole('dialog');
}

beforeEach(() => act(() => startSession(fakeToken({ name: 'mira' }))));
afterEach(async () => {
  upload.mockReset();
  act(() => endSession('logout'));
  await act(() => changeLanguage('en'));
});

describe('importing a world archive', () => {
  it('asks for the name and address first, prefilled from the archive, and imports under the chosen ones', async () => {
    upload.mockResolvedValue(report('Aerth, second age', 'aerth-second'));
    const { onImported } = renderPanel();
    const dialog = await drop(archiveFile({ name: 'Aerth', urlName: 'aerth' }));

    expect(dialog).toHaveAccessibleName('Import “aerth-2026-11-27.zip”');
    expect(
      within(dialog).getByText(
        'The archive holds the world “Aerth”. Choose the name and the address of the new world.',
      ),
    ).toBeVisible();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    expect(name).toHaveValue('Aerth');
    expect(url).toHaveValue('aerth');
    // The caller already has a world there: said at once, under the field, before any upload.
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining('You already have a world with this URL'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(upload).not.toHaveBeenCalled();

    await userEvent.clear(name);
    await userEvent.type(name, 'Aerth, second age');
    await userEvent.clear(url);
    await userEvent.type(url, 'aerth-second');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledWith(
      'api/Setting/Import',
      expect.any(File),
      'aerth-2026-11-27.zip',
      expect.objectContaining({ fields: { name: 'Aerth, second age', urlName: 'aerth-second' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('world-import-result')).toHaveTextContent(
      '“Aerth, second age” was imported',
    );
  });

  it('checks the fields as a new world’s, and shows the server’s 409 under the address', async () => {
    upload.mockRejectedValue(
      new ApiError(409, [{ Code: '40033', Message: 'You already have a world with this URL' }]),
    );
    renderPanel();
    const dialog = await drop(archiveFile({ name: 'Isles', urlName: 'isles' }));
    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'Bad URL');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining("You can use only small latins letters, numbers and '-'"),
    );
    expect(upload).not.toHaveBeenCalled();

    await userEvent.clear(url);
    await userEvent.type(url, 'isles');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        expect.stringContaining('You already have a world with this URL'),
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('world-import-error')).not.toBeInTheDocument();
  });

  it('falls back to the file name when the archive cannot be read, in Russian', async () => {
    await act(() => changeLanguage('ru'));
    renderPanel();
    const dialog = await drop(
      new File(['not a zip'], 'Zemli-2026-01-02.zip', { type: 'application/zip' }),
    );
    expect(dialog).toHaveAccessibleName('Импорт «Zemli-2026-01-02.zip»');
    expect(within(dialog).getByText('Выберите название и адрес нового мира.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Название/ })).toHaveValue('Zemli');
    expect(within(dialog).getByRole('textbox', { name: /URL/ })).toHaveValue('zemli');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(upload).not.toHaveBeenCalled();
  });
});
