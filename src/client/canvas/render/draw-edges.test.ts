// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paintingContext } from '../../../../tests/kits/client/painting-context';
import type { DetailEdge } from '../model/scene';
import { drawDetailEdges, type EdgeContext } from './draw-edges';

const recordingContext = () => paintingContext<EdgeContext>();

const size = { width: 1000, height: 500, pixelRatio: 1 };
const labelStyle = { fontFamily: 'sans-serif', color: 'white', background: 'black' };
const edge = (
  x1: number,
  x2: number,
  color: string,
  label: string | null = null,
  arrow = false,
): DetailEdge => ({ x1, y1: 100, x2, y2: 100, color, label, arrow });

describe('edges drawn on a canvas', () => {
  it('batch lines by colour, add arrowheads to directed ones over them, and skip what is out of view', () => {
    const { context, painted } = recordingContext();
    const edges = [
      edge(0, 300, 'blue', null, true),
      edge(400, 600, 'blue'),
      edge(0, 300, 'red'),
      edge(5_000, 6_000, 'blue'),
    ];
    const drawn = drawDetailEdges(context, edges, [0, 0, 1], size, {
      labels: false,
      labelStyle,
      labelWidths: new Map(),
    });
    expect(drawn).toEqual({ edges: 3, labels: 0 });
    // Arrowheads go over every line.
    expect(painted.map((item) => [item.op, item.color, item.points.length])).toEqual([
      ['stroke', 'blue', 2],
      ['stroke', 'red', 1],
      ['fill', 'blue', 1],
    ]);
    // The arrowhead's tip is the line's end.
    expect(painted[2]!.points[0]!.slice(0, 2)).toEqual([300, 100]);
  });

  it('label the edges whose plate reaches into the view on one batch of plates, measuring each text once', () => {
    const { context, painted } = recordingContext();
    const widths = new Map<string, number>();
    // The last labelled one has its middle past the view's right edge (1,000 and an arrowhead's 10) and its plate in view.
    const edges = [
      edge(0, 200, 'blue', 'Ally'),
      edge(300, 500, 'blue', 'Ally'),
      edge(-900, -100, 'red', 'Mentor of'),
      edge(600, 800, 'red'),
      edge(990, 1050, 'blue', 'Ally'),
      edge(1000, 1200, 'blue', 'Ally'),
    ];
    const drawn = drawDetailEdges(context, edges, [0, 0, 1], size, {
      labels: true,
      labelStyle,
      labelWidths: widths,
    });
    expect(drawn).toEqual({ edges: 5, labels: 3 });
    expect([...widths]).toEqual([['Ally', 24]]);
    expect(
      painted.filter((item) => item.op === 'fill' && item.color === 'black')[0]?.points,
    ).toHaveLength(3);
    expect(
      painted.filter((item) => item.op === 'text').map((item) => [item.text, item.points[0]]),
    ).toEqual([
      ['Ally', [100, 100]],
      ['Ally', [400, 100]],
      ['Ally', [1020, 100]],
    ]);
  });

  it('draw routed edges through their bends, point arrowheads along the last stretch, and stroke selected ones again', () => {
    const { context, painted } = recordingContext();
    const routed: DetailEdge = {
      x1: 100,
      y1: 50,
      x2: 300,
      y2: 150,
      bends: [200, 50, 200, 150],
      color: 'blue',
      label: null,
      arrow: true,
      selected: true,
    };
    // Its ends and the straight line between them are out of view, its bends in: it is drawn.
    const aroundTheView: DetailEdge = {
      x1: -500,
      y1: 50,
      x2: -300,
      y2: 50,
      bends: [-400, 50, -400, 900, 100, 900, 100, 50],
      color: 'red',
      label: null,
      arrow: false,
    };
    const away: DetailEdge = {
      ...aroundTheView,
      bends: [-400, 50, -400, 900, -300, 900, -300, 50],
    };
    const drawn = drawDetailEdges(
      context,
      [routed, aroundTheView, away],
      [0, 0, 1],
      { width: 1000, height: 500, pixelRatio: 1 },
      { labels: false, labelStyle, labelWidths: new Map() },
    );
    expect(drawn.edges).toBe(2);
    expect(painted.map((item) => [item.op, item.color])).toEqual([
      ['stroke', 'blue'],
      ['stroke', 'red'],
      ['stroke', 'blue'],
      ['fill', 'blue'],
    ]);
    expect(painted[0]!.points).toEqual([[100, 50, 200, 50, 200, 150, 300, 150]]);
    // The selected edge alone is stroked again.
    expect(painted[2]!.points).toEqual([[100, 50, 200, 50, 200, 150, 300, 150]]);
    // Horizontal into the target: the arrowhead's base is 10 to the left of its tip.
    expect(painted[3]!.points[0]).toEqual([300, 150, 290, 154.5, 290, 145.5]);
  });
});
