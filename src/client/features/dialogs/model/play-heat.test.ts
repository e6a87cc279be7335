import { describe, expect, it } from 'vitest';
import { emptyDialogGraph, type DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import { choiceKey, heatLevel, playHeat } from './play-heat';

const node = (id: string) => ({
  id,
  kind: 'text' as const,
  text: id,
  speakerId: null,
  meta: [],
  onEnter: [],
  choices: [],
  nextId: null,
  position: { x: 0, y: 0 },
});
const graph: DialogGraph = { ...emptyDialogGraph(), nodes: [node('a'), node('b'), node('c')] };

describe('play heat', () => {
  it('counts each node of the graph and lists the ones no play reached', () => {
    const heat = playHeat(
      {
        plays: 3,
        finished: 2,
        nodes: [
          { nodeId: 'a', count: 3 },
          { nodeId: 'c', count: 1 },
          { nodeId: 'gone', count: 2 },
        ],
        choices: [{ nodeId: 'a', choiceId: 'x', count: 2 }],
      },
      graph,
    );
    expect([...heat.nodes]).toEqual([
      ['a', 3],
      ['b', 0],
      ['c', 1],
    ]);
    expect(heat.unreached).toEqual(['b']);
    expect(heat.choices.get(choiceKey('a', 'x'))).toBe(2);
  });

  it('grades a count by its share of the plays', () => {
    expect([0, 1, 2, 3].map((count) => heatLevel(count, 4))).toEqual([
      'none',
      'cold',
      'warm',
      'hot',
    ]);
    expect(heatLevel(0, 0)).toBe('none');
  });
});
