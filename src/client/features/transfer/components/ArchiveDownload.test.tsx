import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../../tests/kits/client/render-app';
import { ApiError } from '../../../lib/api-error';
import type { DownloadedArchive } from '../api/export-world';
import { ArchiveDownload } from './ArchiveDownload';

const words = {
  action: 'TRANSFER.EXPORT.ACTION',
  busy: 'TRANSFER.EXPORT.BUSY',
  done: 'TRANSFER.EXPORT.DONE',
};

function show(fetchArchive: (onBytes: (received: number) => void) => Promise<DownloadedArchive>) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <ArchiveDownload icon={null} words={words} testId="zip" fetchArchive={fetchArchive} />
        ),
      },
    ],
    '/',
  );
}

describe('ArchiveDownload', () => {
  it('tells the bytes received, then the file saved', async () => {
    let finish: (archive: DownloadedArchive) => void = () => {};
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    show((onBytes) => {
      onBytes(2048);
      return new Promise((resolve) => (finish = resolve));
    });
    fireEvent.click(await screen.findByTestId('zip-download'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Preparing the archive… 2 kB received',
    );
    finish({ blob: new Blob(['zip']), fileName: 'harbour.zip' });
    expect(await screen.findByTestId('zip-done')).toHaveTextContent('Saved harbour.zip');
  });

  it("shows why it failed, in the server's words", async () => {
    show(() =>
      Promise.reject(new ApiError(409, [{ Code: '40062', Message: 'Publish the world first.' }])),
    );
    fireEvent.click(await screen.findByTestId('zip-download'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Publish the world first.');
  });
});
