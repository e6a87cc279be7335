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
import { segmentsInView } from '../model/culling';
import { viewArea, type ViewTransform } from '../model/geometry';
import type { DetailEdge } from '../model/scene';
import { groupBy, strokeByColor } from './batch-paths';

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
 * Draws the edges as React Flow would place them under `transform` on a
 * canvas of `width` × `height` CSS pixels, over what the canvas holds; labels
 * only when `labels` is set (a caller turns them off where they would be too
 * small to read). Only what is in view is drawn. Returns how many edges and
 * labels were.
 */
export function drawDetailEdges(
  context: EdgeContext,
  edges: readonly DetailEdge[],
  transform: ViewTransform,
  size: { width: number; height: number; pixelRatio: number },
  options: { labels: boolean; labelStyle: EdgeLabelStyle; labelWidths: Map<string, number> },
): { edges: number; labels: number } {
  const [tx, ty, zoom] = transform;
  const { pixelRatio } = size;
  context.setTransform(
    pixelRatio * zoom,
    0,
    0,
    pixelRatio * zoom,
    pixelRatio * tx,
    pixelRatio * ty,
  );

  // The view in flow coordinates, grown by an arrowhead so one just outside still shows.
  const { left, top, right, bottom } = viewArea(transform, size, arrowLength);
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
    // uncovers (model/canvas-pan.ts), so a plate left out here would stay cut where the view moves on.
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
