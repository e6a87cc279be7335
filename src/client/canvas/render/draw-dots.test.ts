// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paintingContext } from '../../../../tests/kits/client/painting-context';
import { drawDots, effectiveGap, minScreenGap, type DotContext } from './draw-dots';

describe('the dotted backdrop', () => {
  it('keeps the gap while dots stay far enough apart on screen and doubles it below', () => {
    expect(effectiveGap(24, 1)).toBe(24);
    expect(effectiveGap(24, 0.5)).toBe(24);
    expect(effectiveGap(24, 0.4)).toBe(48);
    expect(effectiveGap(24, 0.05)).toBe(384);
    for (const zoom of [0.01, 0.07, 0.33, 0.9, 2])
      expect(effectiveGap(24, zoom) * zoom).toBeGreaterThanOrEqual(minScreenGap);
  });

  it('draws one batch of pixel squares on the grid that moves with the view', () => {
    const { context, painted } = paintingContext<DotContext>();
    // Panned by (10, -5) at zoom 1 on a 100 × 50 view, gap 24: columns at 10, 34, 58, 82; rows at 19, 43.
    const count = drawDots(context, { gap: 24, color: '#555' }, [10, -5, 1], {
      width: 100,
      height: 50,
      pixelRatio: 1,
    });
    expect(count).toBe(8);
    expect(painted.map((item) => [item.op, item.color])).toEqual([['fill', '#555']]);
    const squares = painted[0]!.points;
    expect(squares.map(([x, y]) => [x, y]).slice(0, 5)).toEqual([
      [10, 19],
      [34, 19],
      [58, 19],
      [82, 19],
      [10, 43],
    ]);
    expect(squares.every(([, , width, height]) => width === 1 && height === 1)).toBe(true);
  });
});
