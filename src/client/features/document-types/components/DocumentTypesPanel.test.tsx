import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentTypeInfo } from '../../../../shared/schemas/document-type';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { DocumentTypesPanel } from './DocumentTypesPanel';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

const type = (key: string, fields: Partial<DocumentTypeInfo> = {}): DocumentTypeInfo => ({
  id: `id-${key}`,
  key,
  name: null,
  plural: null,
  icon: 'user',
  color: 'grape',
  position: 0,
  builtIn: true,
  documents: 0,
  version: 1,
  ...fields,
});

function renderPanel(types: DocumentTypeInfo[], canEdit = true) {
  act(() => startSession(fakeToken()));
  const { fetchStub, calls } = stubFetch((path) =>
    path.includes('/DocumentTypes') ? { body: types, status: 200 } : { body: [] },
  );
  vi.stubGlobal('fetch', fetchStub);
  renderRoutes(
    [{ path: '/', element: <DocumentTypesPanel worldId="w1" canEdit={canEdit} /> }],
    '/',
  );
  return calls;
}

describe('the document types panel', () => {
  it("lists the world's types with built-in names translated, own names as written, and counts", async () => {
    renderPanel([
      type('character', { documents: 3 }),
      type('t-1', { name: 'Spaceship', plural: 'Spaceships', builtIn: false, position: 1 }),
    ]);
    const character = await screen.findByTestId('document-type-row-character');
    expect(character.textContent).toContain('Character');
    expect(character.textContent).toContain('Characters');
    expect(character.textContent).toContain('3');
    expect(screen.getByTestId('document-type-row-t-1').textContent).toContain('Spaceships');
  });

  it('asks where the documents go before deleting a type they use', async () => {
    const calls = renderPanel([type('character', { documents: 2 }), type('item', { position: 1 })]);
    const row = await screen.findByTestId('document-type-row-character');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete “Character”' }));
    expect(await screen.findByText(/2 documents are of this type/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('document-type-delete-confirm'));
    expect(
      await screen.findByText('Choose another type of this world for the documents'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows no controls to a member who cannot edit', async () => {
    renderPanel([type('character')], false);
    await screen.findByTestId('document-type-row-character');
    expect(screen.queryByTestId('document-type-add')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull());
  });
});
