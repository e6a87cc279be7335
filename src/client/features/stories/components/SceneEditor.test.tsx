import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Scene, Story } from '../../../../shared/schemas/story';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { SceneEditor, type LinkHrefs } from './SceneEditor';

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

const hrefs: LinkHrefs = {
  document: (id) => `/d/${id}`,
  event: (id) => `/e/${id}`,
  dialog: (id) => `/g/${id}`,
};
const scene: Scene = {
  id: 'scene-1',
  blockId: 'block-1',
  name: 'Opening',
  text: 'Mine',
  position: 0,
  version: 2,
  links: [
    { kind: 'document', id: 'doc-mira', name: 'Captain Mira' },
    { kind: 'event', id: 'ev-1', name: 'Moonfall' },
  ],
};
const storyWith = (changed: Scene): Story => ({
  id: 'story-1',
  name: 'Saga',
  type: 'novel',
  visibility: null,
  description: '',
  version: 1,
  createdAt: '',
  updatedAt: '',
  updatedBy: null,
  blocks: [{ id: 'block-1', name: 'Act I', position: 0, version: 1, scenes: [changed] }],
});

describe('the scene editor', () => {
  it('after someone else saved the scene (4091), shows their version and saves on from it', async () => {
    act(() => startSession(fakeToken()));
    const theirs = { ...scene, text: 'Theirs', version: 3 };
    let refused = false;
    const { fetchStub, calls } = stubFetch((path) => {
      if (path.includes('/Scenes/') && !refused) {
        refused = true;
        return { status: 409, body: { Exceptions: [{ Code: '4091', Message: 'stale' }] } };
      }
      if (path.includes('/Scenes/')) return { body: storyWith({ ...theirs, version: 4 }) };
      if (path.endsWith('/Stories/story-1')) return { body: storyWith(theirs) };
      return { body: { items: [], total: 0, documents: [] } };
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <SceneEditor
              worldId="w1"
              storyId="story-1"
              scene={scene}
              canEdit
              hrefs={hrefs}
              onClose={() => undefined}
            />
          ),
        },
      ],
      '/',
    );

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else has changed this scene/)).toBeInTheDocument();
    expect(screen.getByLabelText('Text')).toHaveValue('Theirs');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const saves = calls.filter((call) => call.method === 'PUT');
    expect(saves.map((call) => (call.body as { version: number }).version)).toEqual([2, 3]);
    expect((saves[0]!.body as { links: unknown }).links).toEqual([
      { kind: 'document', id: 'doc-mira' },
      { kind: 'event', id: 'ev-1' },
    ]);
  });

  it('shows a newer scene that arrives live when nothing is unsaved, and keeps unsaved text when something is', async () => {
    act(() => startSession(fakeToken()));
    const { fetchStub } = stubFetch(() => ({ body: { items: [], total: 0, documents: [] } }));
    vi.stubGlobal('fetch', fetchStub);
    let showScene: (next: Scene) => void = () => undefined;
    function LiveScene() {
      const [current, setCurrent] = useState(scene);
      showScene = setCurrent;
      return (
        <SceneEditor
          worldId="w1"
          storyId="story-1"
          scene={current}
          canEdit
          hrefs={hrefs}
          onClose={() => undefined}
        />
      );
    }
    renderRoutes([{ path: '/', element: <LiveScene /> }], '/');
    const text = await screen.findByLabelText('Text');

    act(() => showScene({ ...scene, text: 'Theirs, live', version: 3 }));
    expect(text).toHaveValue('Theirs, live');
    expect(screen.queryByTestId('scene-changed')).toBeNull();

    fireEvent.change(text, { target: { value: 'Mine, unsaved' } });
    act(() => showScene({ ...scene, text: 'Theirs again', version: 4 }));
    expect(text).toHaveValue('Mine, unsaved');
    expect(screen.getByTestId('scene-changed')).toHaveTextContent(
      'Someone else saved this scene while you were editing',
    );
  });

  it('shows a viewer the text and the links, with nothing to edit', async () => {
    act(() => startSession(fakeToken()));
    const { fetchStub } = stubFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <SceneEditor
              worldId="w1"
              storyId="story-1"
              scene={scene}
              canEdit={false}
              hrefs={hrefs}
              onClose={() => undefined}
            />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('Mine')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Captain Mira' })).toHaveAttribute(
      'href',
      '/d/doc-mira',
    );
    expect(screen.getByRole('link', { name: 'Moonfall' })).toHaveAttribute('href', '/e/ev-1');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
