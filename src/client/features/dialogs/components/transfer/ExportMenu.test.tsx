import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../../lib/session';
import { fakeToken, renderRoutes } from '../../../../../../tests/kits/client/render-app';
import type { ExportLanguages } from '../../hooks/use-play-language';
import { sampleSandbox, sandboxDialogId } from '../../model/sandbox';
import { sandboxContext } from '../sandbox/SandboxTranslations';
import { ExportMenu } from './ExportMenu';

const sample = sampleSandbox();
const languages: ExportLanguages = {
  options: [
    { value: 'en', label: 'English (en)' },
    { value: 'ru', label: 'Russian (ru)' },
  ],
  source: 'en',
  translations: (dialogId, language) =>
    Promise.resolve(
      new Map(
        dialogId === sandboxDialogId && language === 'ru'
          ? Object.entries(sample.translations?.ru ?? {})
          : [],
      ),
    ),
};

/** The files the menu hands to the browser's download. */
function catchDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return 'blob:file';
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return blobs;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

async function exportIn(language: string, format: string) {
  await userEvent.click(screen.getByTestId('export-dialog'));
  await userEvent.selectOptions(await screen.findByTestId('export-language'), language);
  await userEvent.click(screen.getByTestId(`export-${format}`));
}

describe('ExportMenu in a chosen language', () => {
  it('writes unsaved work in the browser with the translated texts', async () => {
    const blobs = catchDownloads();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ExportMenu
              languages={languages}
              load={async () => ({ graph: sample.graph, context: sandboxContext(sample) })}
            />
          ),
        },
      ],
      '/',
    );
    await exportIn('ru', 'yarn');
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await blobs[0]!.text();
    expect(text).toContain('Стой! Пошлина — одна монета.');
    expect(text).not.toContain('Halt!');
  });

  it('leaves the arrow keys to the language select instead of moving to the menu items', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ExportMenu
              languages={languages}
              load={async () => ({ graph: sample.graph, context: sandboxContext(sample) })}
            />
          ),
        },
      ],
      '/',
    );
    await userEvent.click(screen.getByTestId('export-dialog'));
    const select = await screen.findByTestId('export-language');
    select.focus();
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    expect(select).toHaveFocus();
  });

  it('asks the export route for a saved dialog in the chosen language', async () => {
    catchDownloads();
    act(() => startSession(fakeToken()));
    const paths: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      paths.push(String(input).replace(/^https?:\/\/[^/]+/, ''));
      return new Response('title: Start', {
        headers: { 'content-disposition': 'attachment; filename="gate.yarn"' },
      });
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ExportMenu
              saved={{ worldId: 'w1', dialogId: 'd1' }}
              languages={languages}
              load={() => Promise.reject(new Error('a saved dialog is not loaded'))}
            />
          ),
        },
      ],
      '/',
    );
    await exportIn('ru', 'yarn');
    await waitFor(() =>
      expect(paths).toEqual(['/api/Setting/w1/Dialogs/d1/Export?format=yarn&language=ru']),
    );
  });
});
