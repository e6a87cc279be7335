import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { VendorSignIn } from './VendorSignIn';

afterEach(() => vi.unstubAllGlobals());

describe('the two-step sign-in', () => {
  it('asks the name first, then the password beside the name, and can go back', async () => {
    const token = fakeToken();
    const { fetchStub, calls } = stubFetch(() => ({
      body: { success: true, user: { id: 'user-1', userName: 'mira', token } },
    }));
    vi.stubGlobal('fetch', fetchStub);
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/new-login',
          element: (
            <VendorSignIn
              onSignedIn={onSignedIn}
              restorePasswordPath="/restore"
              createAccountPath="/create"
              classicLoginPath="/login"
              banner={null}
              footer={null}
            />
          ),
        },
      ],
      '/new-login',
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password', { exact: true })).toBeNull();

    await user.type(screen.getByLabelText('User name or e-mail'), 'mira{Enter}');
    expect(screen.getByTestId('new-login-identity')).toHaveTextContent('mira');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Back to the user name' }));
    expect(screen.getByLabelText('User name or e-mail')).toHaveValue('mira');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(screen.getByLabelText('Password', { exact: true }), 'lanterns1{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      {
        path: '/api/Account/TryLogin',
        method: 'POST',
        body: { userNameOrMail: 'mira', password: 'lanterns1' },
      },
    ]);
  });
});
