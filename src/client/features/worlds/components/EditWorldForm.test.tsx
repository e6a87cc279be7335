import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { World } from '../../../../shared/schemas/world';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { EditWorldForm } from './EditWorldForm';

// jsdom has no `document.fonts`, which the auto-sizing text area listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

const world: World = {
  id: 'world-1',
  urlName: 'saga',
  name: 'Saga',
  description: '',
  isPublic: false,
  defaultVisibility: 'members',
  ownerUserName: 'mira',
  currentUserRole: 'owner',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the world settings form with live updates', () => {
  it('shows a newer world when nothing is unsaved and never replaces what the owner is typing', async () => {
    act(() => startSession(fakeToken()));
    const { fetchStub } = stubFetch(() => ({ body: [] }));
    vi.stubGlobal('fetch', fetchStub);
    let showWorld: (next: World) => void = () => undefined;
    function Settings() {
      const [current, setCurrent] = useState(world);
      showWorld = setCurrent;
      return (
        <>
          <p>{`shown: ${current.name}`}</p>
          <EditWorldForm key={current.id} world={current} stayAt="details" />
        </>
      );
    }
    renderRoutes([{ path: '/', element: <Settings /> }], '/');
    const name = await screen.findByLabelText(/^Name/);

    act(() =>
      showWorld({ ...world, name: 'Saga of the North', updatedAt: '2026-11-02T00:00:00.000Z' }),
    );
    await waitFor(() => expect(name).toHaveValue('Saga of the North'));

    fireEvent.change(name, { target: { value: 'My own title' } });
    act(() =>
      showWorld({ ...world, name: 'Saga of the South', updatedAt: '2026-11-03T00:00:00.000Z' }),
    );
    // The form has had the newer world (and its effects have run) once the page shows it.
    await screen.findByText('shown: Saga of the South');
    expect(name).toHaveValue('My own title');
  });
});
