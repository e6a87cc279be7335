/**
 * A graph's edges drawn on one 2D canvas under the nodes, at any zoom: lines
 * from box to box in their colour, an arrowhead where a directed edge enters
 * its target, and a label on a dark plate at the middle (pure drawing, no
 * React, no React Flow).
 *
 * React Flow draws each edge as its own SVG (a path, a label text and its
 * plate, a marker): with 1,500 relations every frame of a pan painted them all
 * and ran a store selector per edge, and each zoom back in past the overview
 * mounted them again in one 220 ms task (graph bench). Here a frame costs a
 * few batched paths and a text per label in view.
 */
import {
  groupBy,
  segmentsInView,
  strokeByColor,
  type OverviewEdge,
  type OverviewTransform,
} from './draw-overview';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DetailEdge {
  /** Where the line leaves its source's box and enters its target's (flow units). */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Corners between the ends, as flat x, y pairs (`stepBends`); none for a straight line. */
  bends?: readonly number[];
  /** A resolved CSS colour. */
  color: string;
  label: string | null;
  arrow: boolean;
  /** Drawn again over the rest, wider, in its colour (which the caller makes the selection colour). */
  selected?: boolean;
}

export interface EdgeLabelStyle {
  /** The CSS font family labels are drawn in (their size is `labelFontSize` flow units, as React Flow's were). */
  fontFamily: string;
  color: string;
  background: string;
}

/** The part of CanvasRenderingContext2D the edges use (a fake one in tests). */
export type EdgeContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'beginPath'
  | 'rect'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'fillText'
  | 'measureText'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'globalAlpha'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
>;

/**
 * Lines are a device pixel wide at every zoom, just under one: Skia draws
 * strokes thinner than a pixel with its hairline rasterizer, and wider ones as
 * filled outlines. Graph bench, 447 edges in view at zoom 1 on a software
 * canvas: main thread busy p50 31 ms a frame at 1.5 px, 8 ms at 0.99 px.
 */
export const hairlinePx = 0.99;
/** A selected edge's width in screen pixels, over its hairline. */
export const selectedEdgePx = 2.5;
export const labelFontSize = 11;
const arrowLength = 10;
const arrowHalfWidth = 4.5;
const labelPadding = { x: 4, y: 2 };

/**
 * The segment between two boxes' centres, cut where it leaves the first and
 * enters the second, so an arrowhead at its end shows outside the target.
 * Overlapping boxes keep the centre-to-centre line.
 */
export function edgeBetween(
  source: Box,
  target: Box,
): { x1: number; y1: number; x2: number; y2: number } {
  const from = { x: source.x + source.width / 2, y: source.y + source.height / 2 };
  const to = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  // The share of the centre line inside a box of half sizes (w, h) around its end.
  const inside = (box: Box) =>
    Math.min(
      dx === 0 ? Infinity : box.width / 2 / Math.abs(dx),
      dy === 0 ? Infinity : box.height / 2 / Math.abs(dy),
    );
  const out = inside(source);
  const into = inside(target);
  if (!Number.isFinite(out) || out + into >= 1)
    return { x1: from.x, y1: from.y, x2: to.x, y2: to.y };
  return {
    x1: from.x + dx * out,
    y1: from.y + dy * out,
    x2: to.x - dx * into,
    y2: to.y - dy * into,
  };
}

/**
 * The corners of a line in right angles from a handle on a node's right side
 * to one on another node's left side, as React Flow's `step` edge routes it:
 * out `offset` to the right, across, and in from the left. A target ahead of
 * the source turns once halfway between them; one behind it (a loop back)
 * runs around through the middle between the two heights.
 */
export function stepBends(
  from: { x: number; y: number },
  to: { x: number; y: number },
  offset = 20,
): number[] {
  if (to.x - from.x >= 2 * offset) {
    if (from.y === to.y) return [];
    const middle = (from.x + to.x) / 2;
    return [middle, from.y, middle, to.y];
  }
  const out = from.x + offset;
  const back = to.x - offset;
  const middle = (from.y + to.y) / 2;
  return [out, from.y, out, middle, back, middle, back, to.y];
}

/** Whether two lists of edges draw the same picture (the same lines, bends, colours, labels, arrows and selection, in order). */
export function sameDetailEdges(a: readonly DetailEdge[], b: readonly DetailEdge[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) {
    const x = a[index]!;
    const y = b[index]!;
    if (
      x.x1 !== y.x1 ||
      x.y1 !== y.y1 ||
      x.x2 !== y.x2 ||
      x.y2 !== y.y2 ||
      x.color !== y.color ||
      x.label !== y.label ||
      x.arrow !== y.arrow ||
      Boolean(x.selected) !== Boolean(y.selected)
    )
      return false;
    const xb = x.bends ?? [];
    const yb = y.bends ?? [];
    if (xb.length !== yb.length || xb.some((value, at) => value !== yb[at])) return false;
  }
  return true;
}

/** How far a point is from an edge's line (its bends included), in flow units. */
export function distanceToEdge(edge: OverviewEdge, x: number, y: number): number {
  const points = [edge.x1, edge.y1, ...(edge.bends ?? []), edge.x2, edge.y2];
  let nearest = Infinity;
  for (let index = 0; index + 3 < points.length; index += 2) {
    const [ax, ay, bx, by] = [
      points[index]!,
      points[index + 1]!,
      points[index + 2]!,
      points[index + 3]!,
    ];
    const length = (bx - ax) ** 2 + (by - ay) ** 2;
    const along =
      length === 0
        ? 0
        : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length));
    nearest = Math.min(
      nearest,
      Math.hypot(x - (ax + along * (bx - ax)), y - (ay + along * (by - ay))),
    );
  }
  return nearest;
}

/**
 * Draws the edges as React Flow would place them under `transform` on a
 * canvas of `width` × `height` CSS pixels, over what the canvas holds; labels
 * only when `labels` is set (a caller turns them off where they would be too
 * small to read). Only what is in view is drawn. Returns how many edges and
 * labels were.
 */
export function drawDetailEdges(
  context: EdgeContext,
  edges: readonly DetailEdge[],
  transform: OverviewTransform,
  size: { width: number; height: number; pixelRatio: number },
  options: { labels: boolean; labelStyle: EdgeLabelStyle; labelWidths: Map<string, number> },
): { edges: number; labels: number } {
  const [tx, ty, zoom] = transform;
  const { width, height, pixelRatio } = size;
  context.setTransform(
    pixelRatio * zoom,
    0,
    0,
    pixelRatio * zoom,
    pixelRatio * tx,
    pixelRatio * ty,
  );

  // The view in flow coordinates, grown by an arrowhead so one just outside still shows.
  const left = -tx / zoom - arrowLength;
  const top = -ty / zoom - arrowLength;
  const right = -tx / zoom + width / zoom + arrowLength;
  const bottom = -ty / zoom + height / zoom + arrowLength;
  const inView = segmentsInView(edges, { left, top, right, bottom });

  context.globalAlpha = 1;
  context.lineWidth = hairlinePx / (zoom * pixelRatio);
  const byColor = groupBy(inView, (edge) => edge.color);
  strokeByColor(context, byColor);
  const selected = inView.filter((edge) => edge.selected);
  if (selected.length > 0) {
    context.lineWidth = selectedEdgePx / zoom;
    strokeByColor(
      context,
      groupBy(selected, (edge) => edge.color),
    );
  }
  for (const [color, group] of byColor) {
    const arrows = group.filter((edge) => edge.arrow);
    if (arrows.length === 0) continue;
    context.beginPath();
    for (const edge of arrows) {
      // The arrowhead points along the line's last stretch: from its last bend, or its start.
      const bends = edge.bends ?? [];
      const fromX = bends.length >= 2 ? bends[bends.length - 2]! : edge.x1;
      const fromY = bends.length >= 2 ? bends[bends.length - 1]! : edge.y1;
      const length = Math.hypot(edge.x2 - fromX, edge.y2 - fromY) || 1;
      const ux = (edge.x2 - fromX) / length;
      const uy = (edge.y2 - fromY) / length;
      const baseX = edge.x2 - ux * arrowLength;
      const baseY = edge.y2 - uy * arrowLength;
      context.moveTo(edge.x2, edge.y2);
      context.lineTo(baseX - uy * arrowHalfWidth, baseY + ux * arrowHalfWidth);
      context.lineTo(baseX + uy * arrowHalfWidth, baseY - ux * arrowHalfWidth);
      context.closePath();
    }
    context.fillStyle = color;
    context.fill();
  }

  if (!options.labels) return { edges: inView.length, labels: 0 };
  const { labelStyle, labelWidths } = options;
  context.font = `${labelFontSize}px ${labelStyle.fontFamily}`;
  const plates: { x: number; y: number; text: string; width: number }[] = [];
  const plateHeight = labelFontSize + 2 * labelPadding.y;
  for (const edge of inView) {
    if (!edge.label) continue;
    const x = (edge.x1 + edge.x2) / 2;
    const y = (edge.y1 + edge.y2) / 2;
    let textWidth = labelWidths.get(edge.label);
    if (textWidth === undefined) {
      textWidth = context.measureText(edge.label).width;
      labelWidths.set(edge.label, textWidth);
    }
    // Every plate that reaches into the view, even by an edge: a pan draws only the strips it
    // uncovers (canvas-pan.ts), so a plate left out here would stay cut where the view moves on.
    const halfWidth = textWidth / 2 + labelPadding.x;
    if (
      x + halfWidth < left ||
      x - halfWidth > right ||
      y + plateHeight / 2 < top ||
      y - plateHeight / 2 > bottom
    )
      continue;
    plates.push({ x, y, text: edge.label, width: textWidth });
  }
  if (plates.length === 0) return { edges: inView.length, labels: 0 };
  context.beginPath();
  for (const plate of plates)
    context.rect(
      plate.x - plate.width / 2 - labelPadding.x,
      plate.y - plateHeight / 2,
      plate.width + 2 * labelPadding.x,
      plateHeight,
    );
  context.fillStyle = labelStyle.background;
  context.fill();
  context.fillStyle = labelStyle.color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const plate of plates) context.fillText(plate.text, plate.x, plate.y);
  return { edges: inView.length, labels: plates.length };
}
