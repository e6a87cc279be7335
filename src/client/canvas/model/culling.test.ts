// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boxesInView, segmentsInView } from './culling';

const view = { left: 0, top: 0, right: 100, bottom: 100 };

describe('what is in view', () => {
  it('keeps the boxes that reach into the view, even by an edge', () => {
    const boxes = [
      { x: -50, y: 10, width: 50, height: 10 },
      { x: -50, y: 10, width: 49, height: 10 },
      { x: 90, y: 90, width: 50, height: 50 },
      { x: 101, y: 0, width: 5, height: 5 },
    ];
    expect(boxesInView(boxes, view)).toEqual([boxes[0], boxes[2]]);
  });

  it('keeps a line that crosses the view with both ends outside, by its bends too', () => {
    const across = { x1: -10, y1: 50, x2: 200, y2: 50 };
    const around = { x1: -10, y1: -10, x2: -10, y2: 200, bends: [-20, -10, -20, 200] };
    const through = { x1: -10, y1: -10, x2: -10, y2: 200, bends: [50, -10, 50, 200] };
    expect(segmentsInView([across, around, through], view)).toEqual([across, through]);
  });
});
