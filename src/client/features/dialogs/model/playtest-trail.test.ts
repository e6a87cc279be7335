import { describe, expect, it } from 'vitest';
import { choose, next, restart, startPlay } from '../../../../shared/dialogs/dialog-player';
import { emptyDialogGraph, type DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import { emptyTrail, followTrail, trailRecord } from './playtest-trail';

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
        { id: 'no', text: 'No', conditions: [], targetId: 'c' },
      ],
    },
    { ...base, id: 'b', text: 'Good', choices: [], nextId: 'c' },
    { ...base, id: 'c', text: 'Bye', choices: [], nextId: null },
  ],
};

describe('playtest trail', () => {
  it('gathers each node reached and each choice taken once, as the play goes', () => {
    let state = startPlay(graph, 'branching', []);
    let trail = followTrail(emptyTrail, state);
    expect(trail.moves).toBe(0);
    state = choose(state, graph, 'yes');
    trail = followTrail(trail, state);
    state = next(state, graph);
    trail = followTrail(trail, state);
    state = next(state, graph);
    trail = followTrail(trail, state);
    expect(state.ended).toBe(true);
    expect(trailRecord(trail, true)).toEqual({
      reachedNodes: ['a', 'b', 'c'],
      chosenOptions: [{ nodeId: 'a', choiceId: 'yes' }],
      finished: true,
    });
    // A restart starts a new history; the trail of the play before keeps what it had.
    const again = followTrail(trail, restart(state, graph));
    expect(again.reached.size).toBe(3);
    expect(again.moves).toBe(3);
  });
});
