/**
 * The zoomed-out picture of a node graph on one 2D canvas (pure drawing, no
 * React, no React Flow): every node a rectangle in its fill colour, every
 * edge a line, rings on the nodes that carry one (selected, start, focus).
 *
 * Zoomed out, React Flow's DOM (a few dozen elements per node, an SVG path
 * per edge) costs a paint of everything in view per frame, far past a frame's
 * budget for a few hundred nodes; a few batched canvas paths cost little (see
 * docs/performance.md). Only what is in view is drawn; fills and strokes are
 * batched per colour.
 */

import { boxesInView, segmentsInView } from '../model/culling';
import { viewArea, type ViewTransform } from '../model/geometry';
import { minNodePx, type OverviewNode, type OverviewScene } from '../model/scene';
import { groupBy, strokeByColor } from './batch-paths';

/** The part of CanvasRenderingContext2D the overview uses (a fake one in tests). */
export type OverviewContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'beginPath'
  | 'rect'
  | 'moveTo'
  | 'lineTo'
  | 'fill'
  | 'stroke'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'globalAlpha'
>;

const edgeAlpha = 0.55;

/**
 * Draws the scene as React Flow would place it under `transform` on a canvas
 * of `width` × `height` CSS pixels at `pixelRatio` device pixels per CSS pixel.
 * Returns how many nodes and edges were in view (the rest were skipped).
 */
export function drawOverview(
  context: OverviewContext,
  scene: OverviewScene,
  transform: ViewTransform,
  size: { width: number; height: number; pixelRatio: number },
): { nodes: number; edges: number } {
  const [tx, ty, zoom] = transform;
  const { width, height, pixelRatio } = size;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width * pixelRatio, height * pixelRatio);
  context.setTransform(
    pixelRatio * zoom,
    0,
    0,
    pixelRatio * zoom,
    pixelRatio * tx,
    pixelRatio * ty,
  );

  const view = viewArea(transform, size);
  const minSize = minNodePx / zoom;
  const edges = segmentsInView(scene.edges, view);
  const nodes = boxesInView(scene.nodes, view);

  context.lineWidth = 1 / zoom;
  context.globalAlpha = edgeAlpha;
  strokeByColor(
    context,
    groupBy(edges, (edge) => edge.color),
  );

  context.globalAlpha = 1;
  const box = (node: OverviewNode, grow: number) => {
    const nodeWidth = Math.max(node.width, minSize);
    const nodeHeight = Math.max(node.height, minSize);
    context.rect(node.x - grow, node.y - grow, nodeWidth + 2 * grow, nodeHeight + 2 * grow);
  };
  for (const [color, group] of groupBy(nodes, (node) => node.fill)) {
    context.beginPath();
    for (const node of group) box(node, 0);
    context.fillStyle = color;
    context.fill();
  }
  // Rings 2 px wide on screen, just outside the node, so they read at any zoom; the selection's 3 px, on top.
  context.lineWidth = 2 / zoom;
  for (const [color, group] of groupBy(nodes, (node) => node.ring)) {
    context.beginPath();
    for (const node of group) box(node, 2 / zoom);
    context.strokeStyle = color;
    context.stroke();
  }
  const selected = nodes.filter((node) => node.selected);
  if (selected.length > 0) {
    context.lineWidth = 3 / zoom;
    context.beginPath();
    for (const node of selected) box(node, 3.5 / zoom);
    context.strokeStyle = scene.selectedColor;
    context.stroke();
  }
  return { nodes: nodes.length, edges: edges.length };
}
