// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boundsOf, flowPointOf, rectContains, viewArea, viewRect } from './geometry';

describe('boundsOf', () => {
  it('is the union of the rectangles', () => {
    expect(
      boundsOf([
        { x: 10, y: 5, width: 10, height: 10 },
        { x: -5, y: 0, width: 5, height: 40 },
      ]),
    ).toEqual({ x: -5, y: 0, width: 25, height: 40 });
  });
});

describe('the view of a pane', () => {
  // React Flow's transform: the flow's origin drawn at (100, 50) screen pixels, at zoom 2.
  const transform = [100, 50, 2] as const;

  it('is the part of the flow a pane shows under the transform', () => {
    expect(viewRect(transform, 800, 600)).toEqual({ x: -50, y: -25, width: 400, height: 300 });
  });

  it('has sides that a margin grows each way', () => {
    expect(viewArea(transform, { width: 800, height: 600 })).toEqual({
      left: -50,
      top: -25,
      right: 350,
      bottom: 275,
    });
    expect(viewArea(transform, { width: 800, height: 600 }, 10)).toEqual({
      left: -60,
      top: -35,
      right: 360,
      bottom: 285,
    });
  });

  it('maps a pane point to the flow point drawn there', () => {
    expect(flowPointOf(transform, 100, 50)).toEqual({ x: 0, y: 0 });
    expect(flowPointOf(transform, 300, 250)).toEqual({ x: 100, y: 100 });
  });

  it('tells whether a point lies in a rectangle, edges included', () => {
    const rect = { x: 0, y: 0, width: 10, height: 5 };
    expect(rectContains(rect, { x: 10, y: 5 })).toBe(true);
    expect(rectContains(rect, { x: 10.5, y: 2 })).toBe(false);
    expect(rectContains(rect, { x: 3, y: -1 })).toBe(false);
  });
});
