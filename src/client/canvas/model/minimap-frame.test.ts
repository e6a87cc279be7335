// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boundsOf } from './geometry';
import {
  flowPointAt,
  minimapDrag,
  minimapFrame,
  minimapPress,
  minimapWheelZoom,
} from './minimap-frame';

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

describe('the minimap under a pointer', () => {
  const frame = { originX: -100, originY: -50, scale: 0.5 };
  const view = { x: 0, y: 0, width: 200, height: 100 };

  it('keeps the view for a press inside its outline, from its centre', () => {
    // Minimap (100, 50) is flow (100, 50), inside the view.
    expect(minimapPress(frame, view, 100, 50)).toEqual({ centre: { x: 100, y: 50 }, jump: false });
  });

  it('centres the view on a press outside its outline', () => {
    expect(minimapPress(frame, view, 4, 4)).toEqual({ centre: { x: -92, y: -42 }, jump: true });
  });

  it('moves the centre by a drag in flow units, and zooms by the wheel', () => {
    expect(minimapDrag(frame, { x: 100, y: 50 }, 10, -5)).toEqual({ x: 120, y: 40 });
    expect(minimapWheelZoom(1, -500)).toBe(2);
    expect(minimapWheelZoom(1, 100)).toBeCloseTo(Math.pow(2, -0.2));
  });
});
