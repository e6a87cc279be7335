import { Drawer, MantineProvider, Modal } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../lib/i18n';
import { CloseLabels } from './CloseLabels';
import { theme } from './theme';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

function renderOpen() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <CloseLabels>
          <Modal opened onClose={() => undefined} title="A modal">
            text
          </Modal>
          <Drawer opened onClose={() => undefined} title="A drawer">
            text
          </Drawer>
        </CloseLabels>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('CloseLabels', () => {
  it('names the close button of every modal and drawer in the interface language', async () => {
    renderOpen();
    expect(await screen.findAllByRole('button', { name: 'Close' })).toHaveLength(2);
    await act(() => changeLanguage('ru'));
    expect(await screen.findAllByRole('button', { name: 'Закрыть' })).toHaveLength(2);
  });
});
