// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { panShift, sameView, uncoveredStrips } from './canvas-pan';

const view = (tx: number, ty: number, zoom = 1) => ({ tx, ty, zoom, width: 1000, height: 600 });

describe('a canvas picture moved by a pan', () => {
  it('moves by whole device pixels only, for a pure pan of less than half the canvas', () => {
    expect(panShift(view(10.25, 5.5), view(40.25, -14.5), 1)).toEqual({ dx: 30, dy: -20 });
    // Half a CSS pixel is a whole device pixel at a pixel ratio of 2.
    expect(panShift(view(10, 5), view(10.5, 5), 2)).toEqual({ dx: 1, dy: 0 });
    expect(panShift(view(10, 5), view(10.5, 5), 1)).toBeNull();
    expect(panShift(view(10, 5), view(20, 5, 1.1), 1)).toBeNull();
    expect(panShift(view(0, 0), { ...view(10, 0), width: 999 }, 1)).toBeNull();
    expect(panShift(view(0, 0), view(500, 0), 1)).toBeNull();
    expect(panShift(view(0, 0), view(0, -300), 1)).toBeNull();
    // Float noise in a transform is not a fraction of a pixel.
    expect(panShift(view(0.1 + 0.2, 0), view(10.3, 0), 1)).toEqual({ dx: 10, dy: 0 });
  });

  it('knows an unchanged view', () => {
    expect(sameView(view(1, 2), view(1, 2))).toBe(true);
    expect(sameView(view(1, 2), view(1, 3))).toBe(false);
  });

  it('redraws the strips a shift uncovers, without overlap', () => {
    expect(uncoveredStrips(30, 0, 1000, 600)).toEqual([{ x: 0, y: 0, width: 30, height: 600 }]);
    expect(uncoveredStrips(-30, 0, 1000, 600)).toEqual([{ x: 970, y: 0, width: 30, height: 600 }]);
    expect(uncoveredStrips(0, -20, 1000, 600)).toEqual([{ x: 0, y: 580, width: 1000, height: 20 }]);
    expect(uncoveredStrips(30, 20, 1000, 600)).toEqual([
      { x: 0, y: 0, width: 1000, height: 20 },
      { x: 0, y: 20, width: 30, height: 580 },
    ]);
    expect(uncoveredStrips(-30, -20, 1000, 600)).toEqual([
      { x: 0, y: 580, width: 1000, height: 20 },
      { x: 970, y: 0, width: 30, height: 580 },
    ]);
    expect(uncoveredStrips(0, 0, 1000, 600)).toEqual([]);
  });
});
