import { ModalsProvider } from '@mantine/modals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDialogGraph } from '../../../../shared/dialogs/dialog-graph';
import type { DialogDetail } from '../../../../shared/schemas/dialog';
import { i18n } from '../../../lib/i18n';
import { mayLeave } from '../../../lib/leave-guards';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, renderRoutes, stubFetch } from '../../../../../tests/kits/client/render-app';
import { createNode } from '../model/node-factories';
import { useDialogAutosave } from './use-dialog-autosave';
import { useSaveOnLeave } from './use-save-on-leave';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

const dialog: DialogDetail = {
  id: 'dialog-1',
  name: 'Intro',
  kind: 'branching',
  graph: emptyDialogGraph(),
  visibility: null,
  version: 3,
  updatedAt: '2026-11-25T10:00:00.000Z',
  updatedBy: { id: 'u1', userName: 'mira' },
  mentionedDocuments: [],
};

/** The workspace's part that matters here: an autosaved graph, saved on leaving, and links away. */
function Builder() {
  const [graph, setGraph] = useState(dialog.graph);
  const autosave = useDialogAutosave({
    worldId: 'w1',
    dialog,
    name: dialog.name,
    graph,
    visibility: null,
    enabled: true,
    onTheirs: () => undefined,
  });
  useSaveOnLeave({
    unsaved: autosave.status !== 'saved',
    save: async () => ((await autosave.flush()).ok ? null : 'The server is down.'),
  });
  return (
    <>
      <button
        type="button"
        onClick={() =>
          setGraph((current) => ({
            ...current,
            nodes: [...current.nodes, createNode('text', { x: 0, y: 0 })],
          }))
        }
      >
        Add node
      </button>
      <Link to="/documents">Documents</Link>
      <Link to="/dialog?mode=play">Play</Link>
      <output data-testid="status">{autosave.status}</output>
      <output data-testid="nodes">{graph.nodes.length}</output>
    </>
  );
}

function renderBuilder() {
  return renderRoutes(
    [
      {
        path: '/dialog',
        element: (
          <ModalsProvider>
            <Builder />
          </ModalsProvider>
        ),
      },
      { path: '/documents', element: <p>Documents page</p> },
    ],
    '/dialog',
  );
}

const saved = (version: number): DialogDetail => ({ ...dialog, version });

describe('leaving the dialog builder', () => {
  it('saves an edit the autosave has not sent yet before following a link', async () => {
    act(() => startSession(fakeToken()));
    const pathsAtSave: string[] = [];
    const { fetchStub, calls } = stubFetch((_path, body) => {
      pathsAtSave.push(view.router.state.location.pathname);
      return { body: saved((body as { version: number }).version + 1) };
    });
    vi.stubGlobal('fetch', fetchStub);
    const view = renderBuilder();

    fireEvent.click(screen.getByText('Add node'));
    expect(screen.getByTestId('status')).toHaveTextContent('dirty');
    fireEvent.click(screen.getByText('Documents'));

    expect(await screen.findByText('Documents page')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/Setting/w1/Dialogs/dialog-1',
      body: { version: 3 },
    });
    expect((calls[0]!.body as { graph: { nodes: unknown[] } }).graph.nodes).toHaveLength(1);
    // Saved first, then gone.
    expect(pathsAtSave).toEqual(['/dialog']);
  });

  it('keeps the user on the page and says so when the save fails; they may still leave without it', async () => {
    act(() => startSession(fakeToken()));
    const { fetchStub, calls } = stubFetch(() => ({ status: 503, body: {} }));
    vi.stubGlobal('fetch', fetchStub);
    const view = renderBuilder();

    fireEvent.click(screen.getByText('Add node'));
    fireEvent.click(screen.getByText('Documents'));
    expect(await screen.findByText(i18n.t('DIALOGS.LEAVE.TITLE'))).toBeInTheDocument();
    expect(screen.getByText(/The server is down\./)).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['PUT']);
    expect(view.router.state.location.pathname).toBe('/dialog');

    fireEvent.click(screen.getByTestId('stay-unsaved'));
    await waitFor(() =>
      expect(screen.queryByText(i18n.t('DIALOGS.LEAVE.TITLE'))).not.toBeInTheDocument(),
    );
    expect(view.router.state.location.pathname).toBe('/dialog');
    expect(screen.getByTestId('nodes')).toHaveTextContent('1');

    fireEvent.click(screen.getByText('Documents'));
    fireEvent.click(await screen.findByTestId('leave-unsaved'));
    expect(await screen.findByText('Documents page')).toBeInTheDocument();
  });

  it('does not hold the user for a change of the query only', async () => {
    act(() => startSession(fakeToken()));
    const { fetchStub } = stubFetch((_path, body) => ({
      body: saved((body as { version: number }).version + 1),
    }));
    vi.stubGlobal('fetch', fetchStub);
    const view = renderBuilder();

    fireEvent.click(screen.getByText('Add node'));
    fireEvent.click(screen.getByText('Play'));
    await waitFor(() => expect(view.router.state.location.search).toBe('?mode=play'));
    expect(screen.getByTestId('nodes')).toHaveTextContent('1');
  });

  it('saves when signing out asks first, while the session still allows it', async () => {
    act(() => startSession(fakeToken()));
    const { fetchStub, calls } = stubFetch((_path, body) => ({
      body: saved((body as { version: number }).version + 1),
    }));
    vi.stubGlobal('fetch', fetchStub);
    renderBuilder();

    fireEvent.click(screen.getByText('Add node'));
    let mayGo = false;
    await act(async () => {
      mayGo = await mayLeave();
    });
    expect(mayGo).toBe(true);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/Setting/w1/Dialogs/dialog-1',
    ]);
    expect(screen.getByTestId('status')).toHaveTextContent('saved');
  });

  it('holds a sign-out back when the save fails and the user stays', async () => {
    act(() => startSession(fakeToken()));
    const { fetchStub } = stubFetch(() => ({ status: 503, body: {} }));
    vi.stubGlobal('fetch', fetchStub);
    renderBuilder();

    fireEvent.click(screen.getByText('Add node'));
    let asked: Promise<boolean> = Promise.resolve(true);
    act(() => {
      asked = mayLeave();
    });
    fireEvent.click(await screen.findByTestId('stay-unsaved'));
    expect(await asked).toBe(false);
    expect(screen.getByTestId('nodes')).toHaveTextContent('1');
  });
});
