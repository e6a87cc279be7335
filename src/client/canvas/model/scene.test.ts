// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sameDetailEdges, type DetailEdge } from './scene';

const edge = (
  x1: number,
  x2: number,
  color: string,
  label: string | null = null,
  arrow = false,
): DetailEdge => ({ x1, y1: 100, x2, y2: 100, color, label, arrow });

describe('edges drawn on a canvas', () => {
  it('tell whether two lists of edges draw the same picture, so a change elsewhere (a selected node) draws nothing again', () => {
    const routed: DetailEdge = {
      x1: 0,
      y1: 0,
      x2: 300,
      y2: 100,
      bends: [150, 0, 150, 100],
      color: 'gray',
      label: 'ally',
      arrow: true,
    };
    const list = [routed, edge(0, 200, 'red')];
    expect(
      sameDetailEdges(
        list,
        list.map((item) => ({ ...item, bends: item.bends && [...item.bends] })),
      ),
    ).toBe(true);
    expect(sameDetailEdges(list, [routed])).toBe(false);
    expect(sameDetailEdges(list, [{ ...routed, bends: [150, 0, 150, 101] }, list[1]!])).toBe(false);
    expect(sameDetailEdges(list, [{ ...routed, selected: true }, list[1]!])).toBe(false);
    expect(sameDetailEdges(list, [routed, { ...list[1]!, x2: 201 }])).toBe(false);
    expect(sameDetailEdges(list, [routed, { ...list[1]!, color: 'blue' }])).toBe(false);
  });
});
