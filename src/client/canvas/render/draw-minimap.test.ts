// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paintingContext } from '../../../../tests/kits/client/painting-context';
import { drawMinimap } from './draw-minimap';
import type { OverviewContext } from './draw-overview';

const size = { width: 200, height: 150 };

describe('drawMinimap', () => {
  it('fills the nodes once per colour, at least a pixel each, dims around the view and outlines it', () => {
    const { context, painted } = paintingContext<OverviewContext>();
    const nodes = [
      { x: 0, y: 0, width: 100, height: 50, fill: 'red' },
      { x: 300, y: 0, width: 1, height: 1, fill: 'red' },
      { x: 0, y: 200, width: 100, height: 50, fill: 'blue' },
    ];
    const view = { x: 0, y: 0, width: 200, height: 100 };
    const frame = { originX: 0, originY: 0, scale: 0.5 };
    drawMinimap(
      context,
      nodes,
      view,
      frame,
      { ...size, pixelRatio: 1 },
      { mask: 'mask', outline: 'outline' },
    );
    expect(painted.map((paint) => [paint.op, paint.color, paint.points.length])).toEqual([
      ['fill', 'red', 2],
      ['fill', 'blue', 1],
      ['fill', 'mask', 4],
      ['stroke', 'outline', 1],
    ]);
    expect(painted[0]!.points[1]).toEqual([150, 0, 1, 1]);
    expect(painted[3]!.points[0]).toEqual([0, 0, 100, 50]);
    // The bands around the view: above (none here), below, left (none) and right of it.
    expect(painted[2]!.points).toEqual([
      [0, 0, 200, 0],
      [0, 50, 200, 100],
      [0, 0, 0, 50],
      [100, 0, 100, 50],
    ]);
  });
});
