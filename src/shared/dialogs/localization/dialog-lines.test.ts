import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dialogArbitrary } from '../dialog-arbitraries';
import {
  dialogNode,
  linearContext,
  linearGraph,
  tavernContext,
  tavernGraph,
} from '../dialog-fixtures';
import type { DialogGraph } from '../dialog-graph';
import { dialogLines, lineIdOf } from './dialog-lines';
import { translatedGraph } from './translated-graph';

const noLimits = { line: null, choice: null };

describe('lineIdOf', () => {
  it('derives ids from the dialog, node and choice ids', () => {
    const dialogId = '3f2a91c4-b7e0-4c1d-9a2b-123456789abc';
    expect(lineIdOf(dialogId, { id: 'n-abc' })).toBe('3f2a91c4-n-abc');
    expect(lineIdOf(dialogId, { id: 'n-abc' }, { id: 'c-xyz' })).toBe('3f2a91c4-n-abc-c-xyz');
    expect(lineIdOf('a/b-c.d', { id: 'n' })).toBe('abcd-n');
  });

  it('keeps an explicit id, and hashes ids that would not be safe', () => {
    expect(lineIdOf('d', { id: 'n', lineId: 'yarn-1' })).toBe('yarn-1');
    expect(lineIdOf('d', { id: 'n' }, { id: 'c', lineId: 'yarn-2' })).toBe('yarn-2');
    expect(lineIdOf('d', { id: 'node with spaces' })).toMatch(/^d-h[0-9a-f]{8}$/);
    expect(lineIdOf('d', { id: 'a'.repeat(25) })).toMatch(/^d-h[0-9a-f]{8}$/);
    expect(lineIdOf('d', { id: 'a' })).not.toBe(lineIdOf('d', { id: 'b' }));
  });

  it('is always short and made of the safe characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.string()), (dialogId, node, choice) => {
        const id =
          choice === null
            ? lineIdOf(dialogId, { id: node })
            : lineIdOf(dialogId, { id: node }, { id: choice });
        expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      }),
    );
  });
});

describe('dialogLines', () => {
  it('lists node texts and their choices in play order, with speakers and limits', () => {
    const lines = dialogLines(tavernGraph(), tavernContext, { line: 80, choice: 30 });
    expect(lines.map((line) => [line.nodeId, line.choiceId])).toEqual([
      ['greet', null],
      ['greet', 'drink'],
      ['greet', 'ask'],
      ['greet', 'leave'],
      ['pay', null],
      ['cellar', null],
      ['cellar', 'thanks'],
      ['more', null],
      ['more', 'back'],
      ['more', 'bye'],
    ]);
    const [greet, drink] = lines;
    expect(greet).toMatchObject({
      lineId: 'tavern-greet',
      text: 'Welcome to the tavern!',
      speakerName: 'Anna',
      direction: '',
      charLimit: 80,
    });
    expect(drink).toMatchObject({ lineId: 'tavern-greet-drink', speakerName: '', charLimit: 30 });
    expect(lines.find((line) => line.nodeId === 'more')?.speakerName).toBe('Bob "the Barman"');
    expect(lines.find((line) => line.nodeId === 'cellar')?.speakerName).toBe('');
  });

  it('gives language-neutral context: what leads in and what follows', () => {
    const lines = dialogLines(tavernGraph(), tavernContext, noLimits);
    const context = (nodeId: string, choiceId: string | null = null) =>
      lines.find((line) => line.nodeId === nodeId && line.choiceId === choiceId)?.context;
    expect(context('greet')).toBe('← "Yes" → "Buy a drink" | "Ask about the key" | "Leave"');
    expect(context('pay')).toBe('← "Buy a drink" → "Anything else?"');
    expect(context('greet', 'drink')).toBe('← "Welcome to the tavern!" → "You pay five coins."');
    expect(context('greet', 'leave')).toBe('← "Welcome to the tavern!" → ■');
  });

  it('skips textless nodes and choices, and keeps directions and explicit ids', () => {
    const graph: DialogGraph = {
      version: 1,
      startNodeId: 'a',
      nodes: [
        dialogNode('a', {
          text: '  ',
          choices: [
            { id: 'x', text: '', conditions: [], targetId: 'b' },
            { id: 'y', text: 'Go', conditions: [], targetId: 'b', lineId: 'go-line' },
          ],
        }),
        dialogNode('b', { text: 'There.', direction: 'tired', lineId: 'there' }),
      ],
    };
    expect(dialogLines(graph, tavernContext, noLimits)).toMatchObject([
      { lineId: 'go-line', nodeId: 'a', choiceId: 'y', text: 'Go', direction: '' },
      { lineId: 'there', nodeId: 'b', choiceId: null, text: 'There.', direction: 'tired' },
    ]);
  });

  it('reads linear dialogs in their order, without choices', () => {
    const graph = linearGraph();
    graph.nodes[0] = {
      ...graph.nodes[0]!,
      choices: [{ id: 'c', text: 'Unused', conditions: [], targetId: null }],
    };
    const lines = dialogLines(graph, linearContext, noLimits);
    expect(lines.map((line) => line.lineId)).toEqual(['walk-l1', 'walk-l2', 'walk-l3']);
    expect(lines[1]?.context).toBe('← "Shall we walk?" → "Nice evening."');
  });

  it('lists unreachable nodes after the reachable ones', () => {
    const graph = tavernGraph();
    graph.nodes.unshift(dialogNode('lost', { text: 'Nobody comes here.' }));
    const lines = dialogLines(graph, tavernContext, noLimits);
    expect(lines.at(-1)?.nodeId).toBe('lost');
  });

  it('lists every node and choice with text once, under its line id', () => {
    fc.assert(
      fc.property(dialogArbitrary({ localized: true }), ({ graph, context }) => {
        const lines = dialogLines(graph, context, noLimits);
        const expected = graph.nodes.flatMap((node) => [
          ...(node.text.trim() !== '' ? [lineIdOf(context.dialogId, node)] : []),
          ...(context.kind === 'branching' ? node.choices : [])
            .filter((choice) => choice.text.trim() !== '')
            .map((choice) => lineIdOf(context.dialogId, node, choice)),
        ]);
        expect(lines.map((line) => line.lineId).sort()).toEqual(expected.sort());
      }),
    );
  });
});

describe('translatedGraph', () => {
  it('replaces texts that have a translation and keeps the source for the rest', () => {
    const translations = new Map([
      ['tavern-greet', 'Добро пожаловать!'],
      ['tavern-greet-drink', 'Купить выпивку'],
      ['tavern-pay', ''],
    ]);
    const graph = translatedGraph(tavernGraph(), 'tavern', translations);
    expect(graph.nodes[0]?.text).toBe('Добро пожаловать!');
    expect(graph.nodes[0]?.choices.map((choice) => choice.text)).toEqual([
      'Купить выпивку',
      'Ask about the key',
      'Leave',
    ]);
    expect(graph.nodes[1]?.text).toBe('You pay five coins.');
    expect(graph.nodes.map((node) => node.id)).toEqual(tavernGraph().nodes.map((node) => node.id));
  });

  it('keeps a translation through edits and moves, since ids do not change', () => {
    const graph = tavernGraph();
    const before = dialogLines(graph, tavernContext, noLimits);
    const moved: DialogGraph = {
      ...graph,
      nodes: [...graph.nodes].reverse().map((node) => ({
        ...node,
        text: `${node.text} (edited)`,
        position: { x: node.position.x + 50, y: 0 },
        choices: [...node.choices].reverse(),
      })),
    };
    const after = dialogLines(moved, tavernContext, noLimits);
    const idOf = (lines: typeof before) =>
      new Map(lines.map((line) => [`${line.nodeId}/${line.choiceId}`, line.lineId]));
    expect(idOf(after)).toEqual(idOf(before));
  });

  it('gives the graph back untouched without translations', () => {
    const graph = tavernGraph();
    expect(translatedGraph(graph, 'tavern', new Map())).toBe(graph);
  });
});
