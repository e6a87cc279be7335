// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { edgeAt, nodeAt } from './hit-test';
import { minNodePx, type EdgeLine } from './scene';

interface Item {
  id: string;
  box: { x: number; y: number; width: number; height: number } | null;
}
const item = (id: string, x: number, y: number, width = 100, height = 40): Item => ({
  id,
  box: { x, y, width, height },
});
const boxOf = (node: Item) => node.box;

describe('the node under a click on the overview', () => {
  const nodes = [item('a', 0, 0), item('b', 50, 20), { id: 'hidden', box: null }];

  it('is the last drawn of the boxes under the point: the one on top', () => {
    expect(nodeAt(nodes, boxOf, { x: 10, y: 10 }, 1)?.id).toBe('a');
    expect(nodeAt(nodes, boxOf, { x: 60, y: 30 }, 1)?.id).toBe('b');
    expect(nodeAt(nodes, boxOf, { x: 500, y: 500 }, 1)).toBeUndefined();
  });

  it('takes a click a few screen pixels outside a box, fewer flow units the farther in the zoom', () => {
    expect(nodeAt(nodes, boxOf, { x: -2.5, y: 10 }, 1)?.id).toBe('a');
    expect(nodeAt(nodes, boxOf, { x: -4, y: 10 }, 1)).toBeUndefined();
    expect(nodeAt(nodes, boxOf, { x: -1.25, y: 10 }, 2)?.id).toBe('a');
    expect(nodeAt(nodes, boxOf, { x: -2, y: 10 }, 2)).toBeUndefined();
  });

  it('hits a tiny node at the size the overview draws it', () => {
    const tiny = [item('tiny', 0, 0, 1, 1)];
    const zoom = 0.1;
    // Drawn minNodePx screen pixels wide: 30 flow units at zoom 0.1, plus 30 of grace.
    const reach = minNodePx / zoom + 3 / zoom;
    expect(nodeAt(tiny, boxOf, { x: reach - 1, y: 1 }, zoom)?.id).toBe('tiny');
    expect(nodeAt(tiny, boxOf, { x: reach + 1, y: 1 }, zoom)).toBeUndefined();
  });
});

describe('the edge under a click at detail zoom', () => {
  const line = (y: number): EdgeLine => ({ x1: 0, y1: y, x2: 200, y2: y });
  const lines = [
    ['upper', line(0)],
    ['lower', line(10)],
    ['routed', { x1: 300, y1: 0, x2: 500, y2: 100, bends: [400, 0, 400, 100] }],
  ] as const;

  it('is the nearest line within the grace, in screen pixels', () => {
    expect(edgeAt(lines, { x: 100, y: 3 }, 1, 6)).toBe('upper');
    expect(edgeAt(lines, { x: 100, y: 8 }, 1, 6)).toBe('lower');
    expect(edgeAt(lines, { x: 100, y: 30 }, 1, 6)).toBeUndefined();
    // Zoomed out to 0.25, 6 screen pixels reach 24 flow units.
    expect(edgeAt(lines, { x: 100, y: 30 }, 0.25, 6)).toBe('lower');
  });

  it('follows a routed line through its bends, not the straight line between its ends', () => {
    expect(edgeAt(lines, { x: 402, y: 50 }, 1, 6)).toBe('routed');
    expect(edgeAt(lines, { x: 450, y: 50 }, 1, 6)).toBeUndefined();
  });

  it('picks the first of two lines at the same distance', () => {
    expect(edgeAt(lines, { x: 100, y: 5 }, 1, 6)).toBe('upper');
  });
});
