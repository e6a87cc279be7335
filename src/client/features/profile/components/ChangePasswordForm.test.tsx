import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToken, endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { ChangePasswordForm } from './ChangePasswordForm';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

function renderForm() {
  return renderRoutes([{ path: '/profile', element: <ChangePasswordForm /> }], '/profile');
}

describe('changing the password', () => {
  it('keeps this device signed in with the new token the server answers', async () => {
    act(() => startSession(fakeToken({ sub: 'user-1' })));
    const renewed = fakeToken({ sub: 'user-1', expiresInSeconds: 7000 });
    const { fetchStub, calls } = stubFetch(() => ({ body: { token: renewed } }));
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText('Current password'), 'lanterns1');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));

    await waitFor(() => expect(currentToken()).toBe(renewed));
    expect(calls[0]).toMatchObject({
      path: '/api/Account/Password',
      method: 'PUT',
      body: { currentPassword: 'lanterns1', newPassword: 'brand-new-pass' },
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password (4007) under that field', async () => {
    act(() => startSession(fakeToken()));
    vi.stubGlobal(
      'fetch',
      stubFetch(() => ({ status: 400, body: { Exceptions: [{ Code: '4007', Message: 'wrong' }] } }))
        .fetchStub,
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'The current password is wrong',
    );
  });
});
