import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { RestorePasswordCard } from './RestorePasswordCard';

afterEach(() => vi.unstubAllGlobals());

function renderCard(initialEmail = '') {
  return renderRoutes(
    [
      {
        path: '/restore',
        element: <RestorePasswordCard initialEmail={initialEmail} loginPath="/login" />,
      },
      { path: '/login', element: <p>login page</p> },
    ],
    '/restore',
  );
}

describe('the password restore', () => {
  it('goes from the e-mail to the code and a new password, then to "Password was changed!"', async () => {
    const { fetchStub, calls } = stubFetch((path, body) =>
      path === '/api/Account/RestorePassword/Confirm' &&
      (body as { code: string }).code !== '482913'
        ? { status: 400, body: { Exceptions: [{ Code: '4003', Message: 'wrong code' }] } }
        : { body: { success: true } },
    );
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderCard('mira@example.com');

    expect(screen.getByLabelText('E-mail')).toHaveValue('mira@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));

    expect(await screen.findByText(/The code is valid for 10 minutes/)).toBeInTheDocument();
    expect(screen.getByText('mira@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the letter'), '111111');
    await user.type(screen.getByLabelText('New password', { exact: true }), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(
      await screen.findByText('The code is wrong or has expired. Request a new code'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Code from the letter'));
    await user.type(screen.getByLabelText('Code from the letter'), '482913');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));

    expect(
      await screen.findByRole('heading', { name: 'Password was changed!' }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/Account/RestorePassword',
      '/api/Account/RestorePassword/Confirm',
      '/api/Account/RestorePassword/Confirm',
    ]);
    expect(calls[2]?.body).toEqual({
      emailAdress: 'mira@example.com',
      code: '482913',
      newPassword: 'new-secret-1',
    });

    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('asks for a correct e-mail before sending anything', async () => {
    const { fetchStub, calls } = stubFetch(() => ({ body: { success: true } }));
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderCard();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(screen.getByText('E-mail must be correct')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
