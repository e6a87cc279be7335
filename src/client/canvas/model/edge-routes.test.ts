// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { distanceToEdge, edgeBetween, stepBends } from './edge-routes';

describe('edge routes', () => {
  it('run from where the line leaves the source box to where it enters the target box', () => {
    const source = { x: 0, y: 0, width: 180, height: 44 };
    expect(edgeBetween(source, { x: 400, y: 0, width: 180, height: 44 })).toEqual({
      x1: 180,
      y1: 22,
      x2: 400,
      y2: 22,
    });
    // Straight down: cut at the bottom and top edges.
    expect(edgeBetween(source, { x: 0, y: 200, width: 180, height: 44 })).toEqual({
      x1: 90,
      y1: 44,
      x2: 90,
      y2: 200,
    });
    // Overlapping boxes keep the line between their centres.
    expect(edgeBetween(source, { x: 10, y: 10, width: 180, height: 44 })).toEqual({
      x1: 90,
      y1: 22,
      x2: 100,
      y2: 32,
    });
  });

  it('route a step edge in right angles: one turn halfway to a target ahead, around through the middle to one behind', () => {
    expect(stepBends({ x: 100, y: 50 }, { x: 300, y: 150 })).toEqual([200, 50, 200, 150]);
    expect(stepBends({ x: 100, y: 50 }, { x: 300, y: 50 })).toEqual([]);
    // A loop back: out 20 to the right, across at the middle height, in 20 from the left.
    expect(stepBends({ x: 300, y: 50 }, { x: 100, y: 150 })).toEqual([
      320, 50, 320, 100, 80, 100, 80, 150,
    ]);
  });

  it('measure how far a point is from an edge through its bends', () => {
    const routed = { x1: 100, y1: 50, x2: 300, y2: 150, bends: [200, 50, 200, 150], color: 'blue' };
    expect(distanceToEdge(routed, 200, 100)).toBe(0);
    expect(distanceToEdge(routed, 150, 54)).toBe(4);
    expect(distanceToEdge(routed, 310, 150)).toBe(10);
    // The straight line between the ends is not the edge.
    expect(distanceToEdge(routed, 150, 75)).toBe(25);
  });
});
