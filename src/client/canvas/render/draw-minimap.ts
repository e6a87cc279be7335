/**
 * A minimap of a node graph on a small 2D canvas (pure drawing, no React):
 * the nodes as rectangles in their colours, the part of the graph outside the
 * view dimmed, and the view's outline.
 *
 * React Flow's own minimap is an SVG of a rectangle per node whose viewBox
 * moves with the view, so every frame of a pan laid out, painted and
 * rasterized all of them again (dialogs bench, 300 nodes: 7–9 ms of main
 * thread a frame). Here a frame is a few hundred batched rectangles on a
 * 200 × 150 canvas.
 */
import type { Rect } from '../model/geometry';
import type { MinimapFrame } from '../model/minimap-frame';
import { groupBy } from './batch-paths';
import type { OverviewContext } from './draw-overview';

export interface MinimapNode extends Rect {
  /** A resolved CSS colour. */
  fill: string;
}

export interface MinimapStyle {
  /** Resolved CSS colours: the dimming over what is outside the view, and the view's outline. */
  mask: string;
  outline: string;
}

/** Draws one frame of the minimap on a canvas of `size` CSS pixels at `pixelRatio`. */
export function drawMinimap(
  context: OverviewContext,
  nodes: readonly MinimapNode[],
  view: Rect,
  frame: MinimapFrame,
  size: { width: number; height: number; pixelRatio: number },
  style: MinimapStyle,
): void {
  const { scale, originX, originY } = frame;
  context.setTransform(size.pixelRatio, 0, 0, size.pixelRatio, 0, 0);
  context.clearRect(0, 0, size.width, size.height);
  // A node never shrinks below a pixel, so a long dialog still shows each one.
  for (const [fill, group] of groupBy(nodes, (node) => node.fill)) {
    context.beginPath();
    for (const node of group) {
      context.rect(
        (node.x - originX) * scale,
        (node.y - originY) * scale,
        Math.max(1, node.width * scale),
        Math.max(1, node.height * scale),
      );
    }
    context.fillStyle = fill;
    context.fill();
  }
  const left = (view.x - originX) * scale;
  const top = (view.y - originY) * scale;
  const width = view.width * scale;
  const height = view.height * scale;
  // Everything but the view, dimmed: four bands around it.
  context.beginPath();
  context.rect(0, 0, size.width, Math.max(0, top));
  context.rect(0, top + height, size.width, Math.max(0, size.height - top - height));
  context.rect(0, top, Math.max(0, left), height);
  context.rect(left + width, top, Math.max(0, size.width - left - width), height);
  context.fillStyle = style.mask;
  context.fill();
  context.beginPath();
  context.rect(left, top, width, height);
  context.strokeStyle = style.outline;
  context.lineWidth = 1;
  context.stroke();
}
