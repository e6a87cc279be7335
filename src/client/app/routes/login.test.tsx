import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../lib/session';
import { storageKeys } from '../../lib/storage';
import { fakeToken, renderRoutes, stubFetch } from '../../../../tests/kits/client/render-app';
import { paths } from '../route-names';
import LoginPage from './login';

const token = fakeToken({ name: 'mira' });
const routes = [
  { path: paths.login(), element: <LoginPage /> },
  { path: paths.selectSetting(), element: <p>world list</p> },
  { path: '/mira/ashlands/documents', element: <p>documents of ashlands</p> },
  { path: paths.restorePassword(), element: <p>restore page</p> },
];

function answerLogin() {
  return stubFetch((path) =>
    path === '/api/Account/TryLogin'
      ? { body: { success: true, user: { id: 'user-1', userName: 'mira', token } } }
      : { status: 404 },
  );
}

async function logIn(name: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('User name or e-mail'), name);
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  localStorage.clear();
  act(() => endSession('logout'));
});
afterEach(() => vi.unstubAllGlobals());

describe('the login page', () => {
  it('returns the user to the stored redirect target and forgets it', async () => {
    localStorage.setItem(storageKeys.redirectTarget, '/mira/ashlands/documents');
    const { fetchStub, calls } = answerLogin();
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, paths.login());

    await logIn('mira', 'lanterns1');

    expect(await screen.findByText('documents of ashlands')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: '/api/Account/TryLogin',
        method: 'POST',
        body: { userNameOrMail: 'mira', password: 'lanterns1' },
      },
    ]);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(token);
    expect(localStorage.getItem(storageKeys.redirectTarget)).toBeNull();
  });

  it('goes to the world list when no target was stored', async () => {
    vi.stubGlobal('fetch', answerLogin().fetchStub);
    renderRoutes(routes, paths.login());
    await logIn('mira@example.com', 'lanterns1');
    expect(await screen.findByText('world list')).toBeInTheDocument();
  });

  it('checks the fields in the browser before calling the server', async () => {
    const { fetchStub, calls } = answerLogin();
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, paths.login());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends a visitor who is already signed in straight to the world list', async () => {
    act(() => startSession(token));
    renderRoutes(routes, paths.login());
    expect(await screen.findByText('world list')).toBeInTheDocument();
  });

  it('offers the password restore, with the typed e-mail, when the account is locked (4002)', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch(() => ({
        status: 423,
        body: { Exceptions: [{ Code: '4002', Message: 'locked' }] },
      })).fetchStub,
    );
    const { router } = renderRoutes(routes, paths.login());
    await logIn('mira@example.com', 'wrong-one');
    const unlock = await screen.findByRole('link', {
      name: 'Unlock the account: restore the password',
    });
    await userEvent.setup().click(unlock);
    expect(await screen.findByText('restore page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?email=mira%40example.com');
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });
});
