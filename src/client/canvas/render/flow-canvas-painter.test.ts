// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paintingContext } from '../../../../tests/kits/client/painting-context';
import type { ViewTransform } from '../model/geometry';
import type { DetailEdge, OverviewScene } from '../model/scene';
import {
  FlowCanvasPainter,
  type FlowCanvasContext,
  type FlowCanvasOptions,
} from './flow-canvas-painter';

const labelStyle = { fontFamily: 'sans-serif', color: 'white', background: 'black' };
const line: DetailEdge = {
  x1: 0,
  y1: 100,
  x2: 300,
  y2: 100,
  color: 'red',
  label: null,
  arrow: false,
};
const scene: OverviewScene = {
  nodes: [{ x: 0, y: 0, width: 100, height: 40, fill: 'blue', ring: null, selected: false }],
  edges: [{ x1: 0, y1: 0, x2: 300, y2: 0, color: 'gray' }],
  selectedColor: 'orange',
};

/** A painter over a fake canvas and store: the test moves `graph` and counts what was built and copied. */
function setUp(options: Partial<FlowCanvasOptions> = {}) {
  const { context, painted } = paintingContext<FlowCanvasContext>();
  const copies: [number, number][] = [];
  const clips: number[] = [];
  Object.assign(context, {
    globalCompositeOperation: 'source-over',
    drawImage: (_image: unknown, dx: number, dy: number) => void copies.push([dx, dy]),
    save: () => undefined,
    restore: () => undefined,
    clip: () => void clips.push(painted.length),
  });
  const canvas = { width: 0, height: 0, dataset: {} } as unknown as HTMLCanvasElement;
  const graph = {
    transform: [0, 0, 1] as ViewTransform,
    overview: false,
    edges: [line],
    built: { overview: 0, edges: 0 },
  };
  const painter = new FlowCanvasPainter(
    canvas,
    context,
    {
      view: () => ({ transform: graph.transform, width: 400, height: 200 }),
      overviewActive: () => graph.overview,
      overviewScene: () => (graph.built.overview++, scene),
      detailEdges: () => (graph.built.edges++, graph.edges),
    },
    { labelsFromZoom: 0.6, pixelRatio: () => 1, ...options },
  );
  return { painter, canvas, painted, copies, clips, graph };
}

const settled = () => Promise.resolve();

describe('the graph canvas painter', () => {
  it('draws the overview zoomed out, and builds its scene again only when told the graph changed', async () => {
    const { painter, canvas, painted, graph } = setUp();
    graph.overview = true;
    painter.draw();
    expect(canvas.width).toBe(400);
    expect(canvas.dataset['edgesDrawn']).toBe('1');
    expect(painted.some((paint) => paint.op === 'fill' && paint.color === 'blue')).toBe(true);
    graph.transform = [-10, 0, 0.5];
    painter.request();
    await settled();
    expect(graph.built.overview).toBe(1);
    painter.invalidate();
    painter.request();
    await settled();
    expect(graph.built.overview).toBe(2);
  });

  it('copies the picture on a pan by whole pixels and draws only the strips it uncovered', async () => {
    const { painter, canvas, painted, copies, clips, graph } = setUp({ labelStyle });
    painter.draw();
    expect(copies).toEqual([]);
    expect(canvas.dataset['edgesDrawn']).toBe('1');
    const strokes = painted.length;
    graph.transform = [5, -3, 1];
    painter.request();
    await settled();
    expect(copies).toEqual([[5, -3]]);
    expect(clips).toHaveLength(1);
    expect(painted.length).toBeGreaterThan(strokes);
    // A fraction of a pixel would blur a copy: the view is drawn whole.
    graph.transform = [5.5, -3, 1];
    painter.request();
    await settled();
    expect(copies).toHaveLength(1);
    expect(graph.built.edges).toBe(1);
  });

  it('draws nothing again for the same view and edges, and again whole for changed edges', async () => {
    const { painter, painted, copies, graph } = setUp({ labelStyle });
    painter.draw();
    const drawn = painted.length;
    painter.invalidate();
    painter.request();
    await settled();
    expect(graph.built.edges).toBe(2);
    expect(painted.length).toBe(drawn);
    graph.edges = [{ ...line, color: 'green' }];
    painter.invalidate();
    painter.request();
    await settled();
    expect(copies).toEqual([]);
    expect(painted.some((paint) => paint.op === 'stroke' && paint.color === 'green')).toBe(true);
  });

  it('clears a canvas with nothing to draw once, then stays idle', async () => {
    const { painter, canvas, graph } = setUp();
    painter.draw();
    expect(canvas.dataset['edgesDrawn']).toBe('0');
    graph.transform = [10, 10, 1];
    delete canvas.dataset['edgesDrawn'];
    painter.request();
    await settled();
    expect(canvas.dataset['edgesDrawn']).toBeUndefined();
    expect(graph.built).toEqual({ overview: 0, edges: 0 });
  });

  it('draws nothing once disposed', async () => {
    const { painter, graph } = setUp({ labelStyle });
    painter.dispose();
    painter.request();
    await settled();
    expect(graph.built.edges).toBe(0);
  });
});
