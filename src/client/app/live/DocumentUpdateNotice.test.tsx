import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentDetail } from '../../../shared/schemas/document';
import { i18n } from '../../lib/i18n';
import { appStore, endSession, startSession } from '../../lib/session';
import { fakeToken } from '../../../../tests/kits/client/render-app';
import { theme } from '../theme';
import { DocumentUpdateNotice } from './DocumentUpdateNotice';

afterEach(() => act(() => endSession('logout')));

const version = (number: number, by: { id: string; userName: string }) =>
  ({
    id: 'doc-1',
    name: 'Captain Mira',
    version: number,
    updatedBy: by,
  }) as unknown as DocumentDetail;
const tom = { id: 'user-2', userName: 'tom' };
const me = { id: 'user-1', userName: 'mira' };

function show(document: DocumentDetail, editing = false) {
  return (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={appStore}>
        <MantineProvider theme={theme}>
          <DocumentUpdateNotice document={document} editing={editing} />
        </MantineProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
}

describe('the document page when someone else saves it', () => {
  it("says who saved a newer version; once closed, only someone else's save brings it back", async () => {
    act(() => startSession(fakeToken({ sub: 'user-1' })));
    const view = render(show(version(1, me)));
    expect(screen.queryByTestId('document-updated')).not.toBeInTheDocument();
    view.rerender(show(version(2, tom)));
    expect(screen.getByTestId('document-updated')).toHaveTextContent(
      'tom saved a newer version of this document.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('document-updated')).not.toBeInTheDocument();
    view.rerender(show(version(3, tom)));
    expect(screen.queryByTestId('document-updated')).not.toBeInTheDocument();
    view.rerender(show(version(4, { id: 'user-3', userName: 'ana' })));
    expect(screen.getByTestId('document-updated')).toHaveTextContent(
      'ana saved a newer version of this document.',
    );
  });

  it("stays quiet about the user's own saves and while they edit", () => {
    act(() => startSession(fakeToken({ sub: 'user-1' })));
    const view = render(show(version(1, tom)));
    view.rerender(show(version(2, me)));
    expect(screen.queryByTestId('document-updated')).not.toBeInTheDocument();
    view.rerender(show(version(2, me), true));
    view.rerender(show(version(3, tom), true));
    expect(screen.queryByTestId('document-updated')).not.toBeInTheDocument();
    // Back from editing, what came in meanwhile was seen in the editor.
    view.rerender(show(version(3, tom)));
    expect(screen.queryByTestId('document-updated')).not.toBeInTheDocument();
  });
});
