// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dialogGraphVersion, type DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import { copyNodes, pastedNodes, readClipboard } from './clipboard';
import { createNode } from './node-factories';

const graph: DialogGraph = {
  version: dialogGraphVersion,
  startNodeId: 'a',
  nodes: [
    { ...createNode('text', { x: 0, y: 0 }), id: 'a', nextId: 'b' },
    {
      ...createNode('text', { x: 100, y: 0 }),
      id: 'b',
      choices: [
        { id: 'c1', text: 'Back', conditions: [], targetId: 'a' },
        { id: 'c2', text: 'Out', conditions: [], targetId: 'z' },
      ],
    },
    { ...createNode('text', { x: 200, y: 0 }), id: 'z' },
  ],
};

describe('copy and paste of nodes', () => {
  it('pastes copies with new ids whose links follow the copies and drop the rest', () => {
    const clipboard = readClipboard(JSON.stringify(copyNodes(graph, ['a', 'b'])));
    expect(clipboard).not.toBeNull();
    const [a, b] = pastedNodes(clipboard!, { x: 40, y: 40 });
    expect(a?.id).not.toBe('a');
    expect(a?.nextId).toBe(b?.id);
    expect(b?.choices[0]?.targetId).toBe(a?.id);
    expect(b?.choices[1]?.targetId).toBeNull();
    expect(b?.position).toEqual({ x: 140, y: 40 });
  });

  it('drops explicit line ids, since a copy is a new line, and keeps directions', () => {
    const tagged: DialogGraph = {
      ...graph,
      nodes: graph.nodes.map((node) => ({
        ...node,
        lineId: `line-${node.id}`,
        direction: 'whispered',
        choices: node.choices.map((choice) => ({ ...choice, lineId: `line-${choice.id}` })),
      })),
    };
    const [, b] = pastedNodes(copyNodes(tagged, ['a', 'b']), { x: 0, y: 0 });
    expect(b).not.toHaveProperty('lineId');
    expect(b?.direction).toBe('whispered');
    expect(b?.choices[0]).not.toHaveProperty('lineId');
  });

  it('ignores clipboard text that is not copied nodes', () => {
    expect(readClipboard('hello')).toBeNull();
    expect(readClipboard('{"format":"other","nodes":[]}')).toBeNull();
  });
});
