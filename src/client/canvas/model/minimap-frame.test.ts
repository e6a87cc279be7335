// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boundsOf } from './geometry';
import { flowPointAt, minimapFrame } from './minimap-frame';

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
