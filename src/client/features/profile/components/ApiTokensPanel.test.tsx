import { ModalsProvider } from '@mantine/modals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiTokenResponse } from '../../../../shared/schemas/api-token';
import { endSession, startSession } from '../../../lib/session';
import { phoneQuery } from '../../../lib/use-phone';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { ApiTokensPanel } from './ApiTokensPanel';

const world = { id: 'w1', name: 'The Isles' };
const existing: ApiTokenResponse = {
  id: 'aaaaaaaaaaaaaaaa',
  name: 'Nightly build',
  access: 'read',
  worlds: [{ id: 'w1', name: 'The Isles' }],
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
};
const secret = `lw_bbbbbbbbbbbbbbbb_${'x'.repeat(43)}`;

beforeEach(() => act(() => startSession(fakeToken({ sub: 'user-1' }))));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

function stubServer() {
  return stubFetch((path, body) => {
    if (path === '/api/Account/Tokens' && body === undefined) return { body: [existing] };
    if (path === '/api/Account/Tokens')
      return {
        body: {
          secret,
          token: { ...existing, id: 'bbbbbbbbbbbbbbbb', name: 'CI', access: 'write' },
        },
      };
    if (path.startsWith('/api/Account/Tokens/')) return { status: 204 };
    return { status: 404 };
  });
}

function renderPanel() {
  return renderRoutes(
    [
      {
        path: '/profile',
        element: (
          <ModalsProvider>
            <ApiTokensPanel worlds={[world]} />
          </ModalsProvider>
        ),
      },
    ],
    '/profile',
  );
}

describe('the API tokens panel', () => {
  it('creates a token for chosen worlds and shows its secret once, with a copy button', async () => {
    const { fetchStub, calls } = stubServer();
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderPanel();

    expect(await screen.findByText('Nightly build')).toBeInTheDocument();
    expect(screen.getByText('Never used')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create the token' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one world')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'CI');
    await user.click(screen.getByPlaceholderText('Choose worlds'));
    await user.click(await screen.findByRole('option', { name: 'The Isles', hidden: true }));
    await user.click(screen.getByRole('radio', { name: 'Read and write' }));
    await user.click(screen.getByRole('button', { name: 'Create the token' }));

    expect(await screen.findByTestId('api-token-secret')).toHaveTextContent(secret);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ name: 'CI', worldIds: ['w1'], access: 'write' });
    const expiresAt = (post?.body as { expiresAt: string }).expiresAt;
    // 90 days unless chosen otherwise.
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(89 * 24 * 3600 * 1000);
    const rows = screen.getAllByTestId('api-token-row');
    expect(within(rows[0]!).getByText('CI')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('api-token-secret')).not.toBeInTheDocument();
  });

  it('revokes a token after asking', async () => {
    const { fetchStub, calls } = stubServer();
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Revoke the token Nightly build' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'DELETE',
          path: '/api/Account/Tokens/aaaaaaaaaaaaaaaa',
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('Nightly build')).not.toBeInTheDocument());
    expect(screen.getByText('No API tokens yet.')).toBeInTheDocument();
  });

  it('lists each token as a card on a phone, every fact labelled and revoke at hand', async () => {
    const { fetchStub } = stubServer();
    vi.stubGlobal('fetch', fetchStub);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === phoneQuery,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    renderPanel();

    const card = await screen.findByTestId('api-token-row');
    expect(screen.queryByTestId('api-tokens-table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'API tokens' })).toContainElement(card);
    expect(within(card).getByText('Nightly build')).toBeInTheDocument();
    expect(within(card).getByText('The Isles')).toBeInTheDocument();
    expect(within(card).getByText('Last used')).toBeInTheDocument();
    expect(within(card).getByText('Never used')).toBeInTheDocument();
    expect(within(card).getByText('Expires')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Revoke the token Nightly build' }),
    ).toBeInTheDocument();
  });
});
