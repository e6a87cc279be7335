// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paintingContext } from '../../../../tests/kits/client/painting-context';
import {
  distanceToEdge,
  drawDetailEdges,
  edgeBetween,
  sameDetailEdges,
  stepBends,
  type DetailEdge,
  type EdgeContext,
} from './draw-edges';

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
  it('run from where the line leaves the source box to where it enters the target box', () => {
    const source = { x: 0, y: 0, width: 180, height: 44 };
    expect(edgeBetween(source, { x: 400, y: 0, width: 180, height: 44 })).toEqual({
      x1: 180,
      y1: 22,
      x2: 400,
      y2: 22,
    });
    // Straight down: cut at the bottom and top edges.
    expect(edgeBetween(source, { x: 0, y: 200, width: 180, height: 44 })).toEqual({
      x1: 90,
      y1: 44,
      x2: 90,
      y2: 200,
    });
    // Overlapping boxes keep the line between their centres.
    expect(edgeBetween(source, { x: 10, y: 10, width: 180, height: 44 })).toEqual({
      x1: 90,
      y1: 22,
      x2: 100,
      y2: 32,
    });
  });

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

  it('route a step edge in right angles: one turn halfway to a target ahead, around through the middle to one behind', () => {
    expect(stepBends({ x: 100, y: 50 }, { x: 300, y: 150 })).toEqual([200, 50, 200, 150]);
    expect(stepBends({ x: 100, y: 50 }, { x: 300, y: 50 })).toEqual([]);
    // A loop back: out 20 to the right, across at the middle height, in 20 from the left.
    expect(stepBends({ x: 300, y: 50 }, { x: 100, y: 150 })).toEqual([
      320, 50, 320, 100, 80, 100, 80, 150,
    ]);
  });

  it('measure how far a point is from an edge through its bends', () => {
    const routed = { x1: 100, y1: 50, x2: 300, y2: 150, bends: [200, 50, 200, 150], color: 'blue' };
    expect(distanceToEdge(routed, 200, 100)).toBe(0);
    expect(distanceToEdge(routed, 150, 54)).toBe(4);
    expect(distanceToEdge(routed, 310, 150)).toBe(10);
    // The straight line between the ends is not the edge.
    expect(distanceToEdge(routed, 150, 75)).toBe(25);
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

  it('tell whether two lists of edges draw the same picture, so a change elsewhere (a selected node) draws nothing again', () => {
    const routed: DetailEdge = {
      x1: 0,
      y1: 0,
      x2: 300,
      y2: 100,
      bends: [150, 0, 150, 100],
      color: 'gray',
      label: 'ally',
      arrow: true,
    };
    const list = [routed, edge(0, 200, 'red')];
    expect(
      sameDetailEdges(
        list,
        list.map((item) => ({ ...item, bends: item.bends && [...item.bends] })),
      ),
    ).toBe(true);
    expect(sameDetailEdges(list, [routed])).toBe(false);
    expect(sameDetailEdges(list, [{ ...routed, bends: [150, 0, 150, 101] }, list[1]!])).toBe(false);
    expect(sameDetailEdges(list, [{ ...routed, selected: true }, list[1]!])).toBe(false);
    expect(sameDetailEdges(list, [routed, { ...list[1]!, x2: 201 }])).toBe(false);
    expect(sameDetailEdges(list, [routed, { ...list[1]!, color: 'blue' }])).toBe(false);
  });
});
