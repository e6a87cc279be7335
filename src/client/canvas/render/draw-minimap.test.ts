// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paintingContext } from '../../../../tests/kits/client/painting-context';
import { boundsOf, drawMinimap, flowPointAt, minimapFrame } from './draw-minimap';
import type { OverviewContext } from './draw-overview';

const size = { width: 200, height: 150 };

describe('minimapFrame', () => {
  it('fits the nodes and the view, centred, with padding', () => {
    const nodes = { x: 0, y: 0, width: 1000, height: 300 };
    const view = { x: 100, y: 50, width: 400, height: 250 };
    const frame = minimapFrame(nodes, view, size, 10);
    expect(frame.scale).toBeCloseTo(180 / 1000);
    // 300 flow units tall at that scale is 54 px: centred in 150.
    expect((0 - frame.originY) * frame.scale).toBeCloseTo((150 - 54) / 2);
    expect((0 - frame.originX) * frame.scale).toBeCloseTo(10);
  });

  it('takes the view in when it reaches past the nodes, and the view alone without nodes', () => {
    const frame = minimapFrame(
      { x: 0, y: 0, width: 100, height: 100 },
      { x: -900, y: 0, width: 1000, height: 100 },
      size,
      0,
    );
    expect(flowPointAt(frame, 0, 75).x).toBeCloseTo(-900);
    expect(flowPointAt(frame, 200, 75).x).toBeCloseTo(100);
    const empty = minimapFrame(boundsOf([]), { x: 0, y: 0, width: 400, height: 300 }, size, 0);
    expect(empty.scale).toBeCloseTo(0.5);
  });

  it('maps a minimap point back to the flow point drawn there', () => {
    const frame = minimapFrame(
      { x: 50, y: 80, width: 600, height: 600 },
      { x: 50, y: 80, width: 300, height: 200 },
      size,
    );
    const point = flowPointAt(frame, 100, 75);
    expect((point.x - frame.originX) * frame.scale).toBeCloseTo(100);
    expect((point.y - frame.originY) * frame.scale).toBeCloseTo(75);
  });
});

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
