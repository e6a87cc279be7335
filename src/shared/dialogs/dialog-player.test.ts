import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dialogNode,
  linearContext,
  linearGraph,
  tavernContext,
  tavernGraph,
} from './dialog-fixtures';
import { generateBranchingDialog } from './dialog-generator';
import {
  availableChoices,
  choose,
  currentNode,
  historyLimit,
  next,
  playerMove,
  restart,
  startPlay,
} from './dialog-player';
import type { PlayState } from './dialog-player';

const graph = tavernGraph();
const offered = (state: PlayState) => availableChoices(state, graph).map((choice) => choice.id);

describe('dialog player', () => {
  it('starts at the start node with the defaults and its assignments applied', () => {
    const state = startPlay(graph, 'branching', tavernContext.variables);
    expect(state.currentNodeId).toBe('greet');
    expect(state.ended).toBe(false);
    expect(state.values).toEqual({ 'v-key': 'false', 'v-gold': '10', 'v-mood': 'cheerful' });
    expect(offered(state)).toEqual(['drink', 'ask', 'leave']);
  });

  it('plays a path: integer add, a next node, conditions closing as values change', () => {
    let state = startPlay(graph, 'branching', tavernContext.variables);
    state = choose(state, graph, 'drink');
    expect(state.currentNodeId).toBe('pay');
    expect(state.values['v-gold']).toBe('5');
    expect(playerMove(state, graph)).toEqual({ kind: 'next', nextId: 'more' });
    state = next(state, graph);
    expect(currentNode(state, graph)?.text).toBe('Anything else?');
    state = choose(choose(state, graph, 'back'), graph, 'drink');
    expect(state.values['v-gold']).toBe('0');
    state = choose(next(state, graph), graph, 'back');
    expect(offered(state)).toEqual(['ask', 'leave']);
    state = choose(state, graph, 'ask');
    expect(state.values['v-key']).toBe('true');
    state = choose(choose(state, graph, 'thanks'), graph, 'back');
    expect(offered(state)).toEqual(['leave']);
    expect(state.history.map((step) => step.choiceId ?? 'next')).toEqual([
      'drink',
      'next',
      'back',
      'drink',
      'next',
      'back',
      'ask',
      'thanks',
      'back',
    ]);
  });

  it('ends on a choice without a target and keeps the last node on screen', () => {
    let state = startPlay(graph, 'branching', tavernContext.variables);
    state = choose(state, graph, 'leave');
    expect(state.ended).toBe(true);
    expect(state.currentNodeId).toBe('greet');
    expect(availableChoices(state, graph)).toEqual([]);
    expect(playerMove(state, graph)).toEqual({ kind: 'ended' });
    expect(next(state, graph)).toBe(state);
  });

  it('refuses a choice that is not offered, and next while choices are', () => {
    let state = startPlay(graph, 'branching', tavernContext.variables);
    expect(next(state, graph)).toBe(state);
    expect(choose(state, graph, 'thanks')).toBe(state);
    state = { ...state, values: { ...state.values, 'v-gold': '4' } };
    expect(choose(state, graph, 'drink')).toBe(state);
  });

  it('restarts from the defaults', () => {
    const started = startPlay(graph, 'branching', tavernContext.variables);
    const played = next(choose(started, graph, 'drink'), graph);
    expect(restart(played, graph)).toEqual(started);
  });

  it('plays a linear dialog in order and ends after the last line', () => {
    const linear = linearGraph();
    let state = startPlay(linear, 'linear', linearContext.variables);
    const lines: string[] = [];
    while (!state.ended) {
      lines.push(currentNode(state, linear)?.text ?? '');
      state = next(state, linear);
    }
    expect(lines).toEqual(['Shall we walk?', 'You walk to the river.', 'Nice evening.']);
    expect(state.values['v-gold']).toBe('11');
  });

  it('has nothing to play without a start node', () => {
    const state = startPlay({ ...graph, startNodeId: null }, 'branching', tavernContext.variables);
    expect(state).toMatchObject({ currentNodeId: null, ended: true });
    expect(playerMove(state, graph)).toEqual({ kind: 'ended' });
  });

  it('follows next when no conditional choice is open', () => {
    const gated = {
      ...graph,
      nodes: graph.nodes.map((node) =>
        node.id === 'cellar'
          ? {
              ...node,
              nextId: 'greet',
              choices: [
                {
                  id: 'x',
                  text: '',
                  conditions: [{ variableId: 'v-gold', operator: 'gt' as const, value: '99' }],
                  targetId: 'more',
                },
              ],
            }
          : node,
      ),
    };
    let state = choose(startPlay(gated, 'branching', tavernContext.variables), gated, 'ask');
    expect(availableChoices(state, gated)).toEqual([]);
    state = next(state, gated);
    expect(state.currentNodeId).toBe('greet');
  });

  it('keeps only the last steps of a long session in the history', () => {
    const loop = {
      version: graph.version,
      startNodeId: 'a',
      nodes: [dialogNode('a', { nextId: 'b' }), dialogNode('b', { nextId: 'a' })],
    };
    let state = startPlay(loop, 'branching', []);
    for (let step = 0; step < historyLimit + 11; step++) state = next(state, loop);
    expect(state.ended).toBe(false);
    expect(state.currentNodeId).toBe('b');
    expect(state.history).toHaveLength(historyLimit);
    expect(state.history.at(-1)).toEqual({ nodeId: 'a', choiceId: null });
  });

  it('keeps any random walk within the graph', () => {
    const { graph: big, context } = generateBranchingDialog(200, 3);
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 50, maxLength: 400 }), (picks) => {
        let state = startPlay(big, 'branching', context.variables);
        for (const pick of picks) {
          if (state.ended) state = restart(state, big);
          const move = playerMove(state, big);
          if (move.kind === 'choose') {
            const choice = move.choices[pick % move.choices.length]!;
            state = choose(state, big, choice.id);
          } else state = next(state, big);
          if (!state.ended) expect(currentNode(state, big)).toBeDefined();
          for (const variable of context.variables.filter((v) => v.type === 'integer')) {
            expect(state.values[variable.id]).toMatch(/^-?\d+$/);
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
