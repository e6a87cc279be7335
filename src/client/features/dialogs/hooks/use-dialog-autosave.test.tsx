import { act, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDialogGraph, type DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import type { DialogDetail } from '../../../../shared/schemas/dialog';
import { endSession, startSession } from '../../../lib/session';
import { fakeToken, stubFetch } from '../../../../../tests/kits/client/render-app';
import { useDialogAutosave } from './use-dialog-autosave';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => endSession('logout'));
});

const graphStartingAt = (startNodeId: string): DialogGraph => ({
  ...emptyDialogGraph(),
  startNodeId,
});
const detail = (version: number, name: string, graph = emptyDialogGraph()): DialogDetail => ({
  id: 'dialog-1',
  name,
  kind: 'branching',
  graph,
  version,
  visibility: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
  updatedBy: { id: 'u2', userName: 'tom' },
  mentionedDocuments: [],
});

/** The builder's part that matters here: its own graph and name, replaced when the hook hands over someone else's. */
function useBuilder(initial: DialogDetail) {
  const [dialog, setDialog] = useState(initial);
  const [graph, setGraph] = useState(initial.graph);
  const [name, setName] = useState(initial.name);
  const [taken, setTaken] = useState<string[]>([]);
  const autosave = useDialogAutosave({
    worldId: 'w1',
    dialog,
    name,
    graph,
    visibility: null,
    enabled: true,
    onTheirs: (theirs, how) => {
      setGraph(theirs.graph);
      setName(theirs.name);
      setTaken((list) => [...list, how]);
    },
  });
  return { autosave, graph, name, taken, setDialog, setName };
}

describe('the dialog autosave with live updates', () => {
  it('shows a newer version from someone else at once when nothing is unsaved, and saves on from it', async () => {
    act(() => startSession(fakeToken()));
    const { fetchStub, calls } = stubFetch((_path, body) => ({
      body: detail((body as { version: number }).version + 1, 'Mine later'),
    }));
    vi.stubGlobal('fetch', fetchStub);
    const { result } = renderHook(() => useBuilder(detail(3, 'Intro')));
    const theirs = detail(4, 'Intro (theirs)');
    act(() => result.current.setDialog(theirs));
    expect(result.current.name).toBe('Intro (theirs)');
    expect(result.current.graph).toBe(theirs.graph);
    expect(result.current.taken).toEqual(['live']);
    expect(result.current.autosave.status).toBe('saved');
    expect(calls).toEqual([]);

    // The next edit is saved on their version, not over it.
    act(() => result.current.setName('Mine later'));
    act(() => result.current.autosave.saveNow());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ name: 'Mine later', version: 4 });
  });

  it('keeps unsaved edits when a newer version arrives; the save then meets the conflict and the user chooses', async () => {
    act(() => startSession(fakeToken()));
    const theirs = detail(4, 'Intro (theirs)', graphStartingAt('n1'));
    const { fetchStub, calls } = stubFetch((path) => {
      if (calls.at(-1)?.method === 'PUT')
        return { status: 409, body: { Exceptions: [{ Code: '4091', Message: 'stale' }] } };
      return { body: path.endsWith('/dialog-1') ? theirs : {} };
    });
    vi.stubGlobal('fetch', fetchStub);
    const { result } = renderHook(() => useBuilder(detail(3, 'Intro')));
    act(() => result.current.setName('Intro (mine)'));
    act(() => result.current.setDialog(theirs));
    expect(result.current.name).toBe('Intro (mine)');
    expect(result.current.taken).toEqual([]);
    expect(result.current.autosave.status).toBe('dirty');

    act(() => result.current.autosave.saveNow());
    await waitFor(() => expect(result.current.autosave.status).toBe('conflict'));
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { name: 'Intro (mine)', version: 3 } });
    // Still the user's while they decide.
    expect(result.current.name).toBe('Intro (mine)');

    await act(() => result.current.autosave.takeTheirs());
    expect(result.current.name).toBe('Intro (theirs)');
    expect(result.current.taken).toEqual(['taken']);
    expect(result.current.autosave.status).toBe('saved');
  });

  it('ignores a refetch of a version it already has (its own save coming back)', () => {
    act(() => startSession(fakeToken()));
    const { result } = renderHook(() => useBuilder(detail(3, 'Intro')));
    act(() => result.current.setDialog(detail(3, 'Intro', emptyDialogGraph())));
    act(() => result.current.setDialog(detail(2, 'Old')));
    expect(result.current.taken).toEqual([]);
    expect(result.current.name).toBe('Intro');
  });
});
