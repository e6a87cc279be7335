import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDialogGraph, type DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import { choose, next, restart, startPlay } from '../../../../shared/dialogs/dialog-player';
import { usePlaytestRecorder } from './use-playtest-recorder';

const base = {
  kind: 'text' as const,
  speakerId: null,
  meta: [],
  onEnter: [],
  position: { x: 0, y: 0 },
};
const graph: DialogGraph = {
  ...emptyDialogGraph(),
  startNodeId: 'a',
  nodes: [
    {
      ...base,
      id: 'a',
      text: 'Well?',
      nextId: null,
      choices: [
        { id: 'yes', text: 'Yes', conditions: [], targetId: 'b' },
        { id: 'no', text: 'No', conditions: [], targetId: null },
      ],
    },
    { ...base, id: 'b', text: 'Good', choices: [], nextId: null },
  ],
};

afterEach(() => vi.unstubAllGlobals());

/** The plays the hook posted, as the server got them. */
function recordSent() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    }),
  );
  return sent;
}

describe('the playtest recorder', () => {
  it('sends a finished play once, a play left halfway on restart, and nothing for a page only opened', () => {
    const sent = recordSent();
    const { result } = renderHook(() => usePlaytestRecorder('tok'));
    const report = result.current;
    let state = startPlay(graph, 'branching', []);
    act(() => report(state));
    state = choose(state, graph, 'yes');
    act(() => report(state));
    state = next(state, graph);
    act(() => report(state));
    act(() => report(state));
    expect(sent).toEqual([
      {
        url: expect.stringContaining('api/Play/tok'),
        body: {
          reachedNodes: ['a', 'b'],
          chosenOptions: [{ nodeId: 'a', choiceId: 'yes' }],
          finished: true,
        },
      },
    ]);

    // Again from the start, one step, then a restart: that play was left.
    state = restart(state, graph);
    act(() => report(state));
    state = choose(state, graph, 'yes');
    act(() => report(state));
    state = restart(state, graph);
    act(() => report(state));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({ finished: false, reachedNodes: ['a', 'b'] });

    // Leaving the page now, with no move since the restart, sends nothing.
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(sent).toHaveLength(2);
  });

  it('sends a play left halfway when the page is left', () => {
    const sent = recordSent();
    const { result } = renderHook(() => usePlaytestRecorder('tok'));
    let state = startPlay(graph, 'branching', []);
    act(() => result.current(state));
    state = choose(state, graph, 'yes');
    act(() => result.current(state));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(sent.map((item) => item.body)).toEqual([
      {
        reachedNodes: ['a', 'b'],
        chosenOptions: [{ nodeId: 'a', choiceId: 'yes' }],
        finished: false,
      },
    ]);
  });
});
