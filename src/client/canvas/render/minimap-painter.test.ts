// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paintingContext } from '../../../../tests/kits/client/painting-context';
import type { Rect } from '../model/geometry';
import { flowPointAt } from '../model/minimap-frame';
import type { MinimapNode } from './draw-minimap';
import type { OverviewContext } from './draw-overview';
import { MinimapPainter } from './minimap-painter';

const size = { width: 200, height: 150 };
const style = { mask: 'mask', outline: 'outline' };

/** A painter over a fake canvas and store: the test moves `graph` and counts what was read. */
function setUp() {
  const { context, painted } = paintingContext<OverviewContext>();
  const canvas = { width: 0, height: 0 } as unknown as HTMLCanvasElement;
  const graph = {
    view: { x: 0, y: 0, width: 400, height: 300 } as Rect,
    nodes: [{ x: 0, y: 0, width: 100, height: 50, fill: 'red' }] as MinimapNode[],
    reads: 0,
  };
  const painter = new MinimapPainter(
    canvas,
    context,
    { view: () => graph.view, nodes: () => (graph.reads++, graph.nodes) },
    { size, style, pixelRatio: () => 2 },
  );
  return { painter, canvas, painted, graph };
}

const settled = () => Promise.resolve();

describe('the minimap painter', () => {
  it('draws at the device pixel ratio and keeps the frame it drew with', () => {
    const { painter, canvas, painted } = setUp();
    expect(painter.frame).toBeNull();
    painter.draw();
    expect([canvas.width, canvas.height]).toEqual([400, 300]);
    expect(painted.map((paint) => [paint.op, paint.color])).toEqual([
      ['fill', 'red'],
      ['fill', 'mask'],
      ['stroke', 'outline'],
    ]);
    // The view (400 × 300, over the node) is centred on the minimap and fills its height but for the padding.
    const centre = flowPointAt(painter.frame!, 100, 75);
    expect(centre.x).toBeCloseTo(200);
    expect(centre.y).toBeCloseTo(150);
    expect(flowPointAt(painter.frame!, 0, 6).y).toBeCloseTo(0);
  });

  it('draws a pan once after the task with the nodes it has, and reads them again only when told', async () => {
    const { painter, painted, graph } = setUp();
    painter.draw();
    const before = painter.frame;
    graph.view = { x: -400, y: 0, width: 400, height: 300 };
    painter.request();
    painter.request();
    await settled();
    expect(painted.filter((paint) => paint.op === 'stroke')).toHaveLength(2);
    expect(painter.frame).not.toEqual(before);
    expect(graph.reads).toBe(1);
    graph.nodes = [{ x: 0, y: 0, width: 100, height: 50, fill: 'blue' }];
    painter.invalidate();
    painter.request();
    await settled();
    expect(graph.reads).toBe(2);
    expect(painted.some((paint) => paint.op === 'fill' && paint.color === 'blue')).toBe(true);
  });

  it('draws nothing once disposed', async () => {
    const { painter, painted } = setUp();
    painter.request();
    painter.dispose();
    await settled();
    painter.draw();
    expect(painted).toEqual([]);
  });
});
