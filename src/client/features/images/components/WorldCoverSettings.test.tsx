import { ModalsProvider } from '@mantine/modals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { WorldCoverSettings } from './WorldCoverSettings';

const limits = {
  maxBytes: 2048,
  maxPixels: 1_000_000,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  thumbnailSize: 400,
  urlLifetimeSeconds: 3600,
};
const cover = {
  width: 1600,
  height: 500,
  byteSize: 9000,
  mime: 'image/webp',
  thumbUrl: '/api/Images/File/w1/c-thumb.webp?exp=1&sig=x',
  fullUrl: '/api/Images/File/w1/c.webp?exp=1&sig=x',
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: { id: 'u1', userName: 'mira' },
  urlsExpireAt: new Date(Date.now() + 3_600_000).toISOString(),
};

function renderCover(canEdit: boolean, current: typeof cover | null) {
  const { fetchStub, calls } = stubFetch((path) => {
    if (path === '/api/Images/Limits') return { body: limits };
    if (path === '/api/Setting/w1/Cover') return current ? { body: current } : { body: null };
    return { status: 404 };
  });
  vi.stubGlobal('fetch', fetchStub);
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ModalsProvider>
            <WorldCoverSettings worldId="w1" worldName="Isles" canEdit={canEdit} />
          </ModalsProvider>
        ),
      },
    ],
    '/',
  );
  return calls;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  act(() => startSession(fakeToken()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

describe('the world cover in settings', () => {
  it('shows the owner the cover with replace and remove, and the limits', async () => {
    renderCover(true, cover);
    expect(
      await screen.findByRole('img', { name: i18n.t('IMAGES.COVER.ALT', { name: 'Isles' }) }),
    ).toHaveAttribute('src', cover.fullUrl);
    expect(screen.getByTestId('world-cover-upload')).toHaveTextContent(
      i18n.t('IMAGES.COVER.REPLACE'),
    );
    expect(screen.getByTestId('world-cover-remove')).toBeInTheDocument();
    expect(await screen.findByText('PNG, JPEG, WebP, or GIF, up to 2 kB')).toBeInTheDocument();
  });

  it('refuses a file over the limit before sending it, in the server’s words', async () => {
    const calls = renderCover(true, null);
    expect(await screen.findByText(i18n.t('IMAGES.COVER.NONE'))).toBeInTheDocument();
    await screen.findByText(/up to 2 kB/);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(
      input,
      new File([new Uint8Array(3000)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByTestId('world-cover-error')).toHaveTextContent(
      i18n.t('SERVER_ERROR.4131'),
    );
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows others the cover and nothing to change it', async () => {
    renderCover(false, cover);
    await screen.findByTestId('world-cover-preview');
    await waitFor(() => expect(screen.queryByTestId('world-cover-upload')).toBeNull());
    expect(screen.queryByTestId('world-cover-remove')).toBeNull();
  });
});
