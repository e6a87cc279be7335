// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paintingContext } from '../../../../tests/kits/client/painting-context';
import { minNodePx, type OverviewNode } from '../model/scene';
import { drawOverview, type OverviewContext } from './draw-overview';

const recordingContext = () => paintingContext<OverviewContext>();

const node = (
  x: number,
  fill: string,
  ring: string | null = null,
  selected = false,
): OverviewNode => ({ x, y: 0, width: 200, height: 100, fill, ring, selected });
const size = { width: 1000, height: 500, pixelRatio: 1 };

describe('the zoomed-out overview', () => {
  it('draws the nodes in view as boxes batched by colour, and leaves out what is outside', () => {
    const { context, painted } = recordingContext();
    const scene = {
      nodes: [node(0, 'blue'), node(400, 'red'), node(800, 'blue'), node(50_000, 'blue')],
      edges: [],
      selectedColor: 'cyan',
    };
    // Zoom 0.1 from the origin: the view spans 10,000 × 5,000 flow units.
    const drawn = drawOverview(context, scene, [0, 0, 0.1], size);
    expect(drawn.nodes).toBe(3);
    const fills = painted.filter((item) => item.op === 'fill');
    expect(fills.map((item) => [item.color, item.points.length])).toEqual([
      ['blue', 2],
      ['red', 1],
    ]);
  });

  it('rings marked nodes, the selected one last, and keeps tiny nodes a few pixels big', () => {
    const { context, painted } = recordingContext();
    const tiny = {
      x: 0,
      y: 0,
      width: 10,
      height: 4,
      fill: 'blue',
      ring: 'yellow',
      selected: false,
    };
    drawOverview(
      context,
      {
        nodes: [tiny, node(400, 'blue', 'yellow', true), node(800, 'blue')],
        edges: [],
        selectedColor: 'cyan',
      },
      [0, 0, 0.05],
      size,
    );
    const rings = painted.filter((item) => item.op === 'stroke');
    expect(rings.map((item) => [item.color, item.points.length])).toEqual([
      ['yellow', 2],
      ['cyan', 1],
    ]);
    const box = painted.find((item) => item.op === 'fill')!.points[0]!;
    // At zoom 0.05 a 10 × 4 node is drawn minNodePx screen pixels wide and high.
    expect(box[2]).toBeCloseTo(minNodePx / 0.05);
    expect(box[3]).toBeCloseTo(minNodePx / 0.05);
  });

  it('draws edges that cross the view even when both ends are outside it', () => {
    const { context, painted } = recordingContext();
    const edges = [
      { x1: -5_000, y1: 100, x2: 5_000, y2: 100, color: 'gray' },
      { x1: -5_000, y1: 100, x2: -4_000, y2: 100, color: 'gray' },
    ];
    const drawn = drawOverview(
      context,
      { nodes: [], edges, selectedColor: 'cyan' },
      [0, 0, 1],
      size,
    );
    expect(drawn.edges).toBe(1);
    expect(painted.filter((item) => item.op === 'stroke')).toEqual([
      { op: 'stroke', color: 'gray', points: [[-5_000, 100, 5_000, 100]] },
    ]);
  });
});
