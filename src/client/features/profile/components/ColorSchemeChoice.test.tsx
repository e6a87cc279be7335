import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, it } from 'vitest';
import { colorSchemeManager, cssVariablesResolver, theme } from '../../../app/theme';
import { i18n } from '../../../lib/i18n';
import { storageKeys } from '../../../lib/storage';
import { ColorSchemeChoice } from './ColorSchemeChoice';

afterEach(() => {
  localStorage.removeItem(storageKeys.colorScheme);
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

function renderChoice() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={cssVariablesResolver}
      >
        <ColorSchemeChoice />
      </MantineProvider>
    </I18nextProvider>,
  );
}

it('follows the system until a scheme is chosen, then keeps the choice in this browser', async () => {
  const user = userEvent.setup();
  const { unmount } = renderChoice();
  expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();

  await user.click(screen.getByText('Light'));
  await waitFor(() =>
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light'),
  );
  expect(localStorage.getItem(storageKeys.colorScheme)).toBe('light');

  await user.click(screen.getByText('Dark'));
  await waitFor(() =>
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
  );

  // A later visit starts on the stored choice.
  unmount();
  renderChoice();
  expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
});
