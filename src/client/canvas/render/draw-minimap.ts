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
import { groupBy, type OverviewContext } from './draw-overview';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MinimapNode extends Rect {
  /** A resolved CSS colour. */
  fill: string;
}

/** Where flow coordinates land on the minimap: `px = (flow - origin) * scale`. */
export interface MinimapFrame {
  originX: number;
  originY: number;
  scale: number;
}

/** The union of the rectangles (an empty one at 0, 0 when there are none). */
export function boundsOf(rects: Iterable<Rect>): Rect {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const rect of rects) {
    left = Math.min(left, rect.x);
    top = Math.min(top, rect.y);
    right = Math.max(right, rect.x + rect.width);
    bottom = Math.max(bottom, rect.y + rect.height);
  }
  return left === Infinity
    ? { x: 0, y: 0, width: 0, height: 0 }
    : { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The frame that shows the nodes and the view whole, centred on a minimap of
 * `size` with `padding` minimap pixels around, as React Flow's minimap does.
 */
export function minimapFrame(
  nodes: Rect,
  view: Rect,
  size: { width: number; height: number },
  padding = 6,
): MinimapFrame {
  const shown = boundsOf(nodes.width > 0 || nodes.height > 0 ? [nodes, view] : [view]);
  const inner = {
    width: Math.max(1, size.width - 2 * padding),
    height: Math.max(1, size.height - 2 * padding),
  };
  const scale = Math.min(
    inner.width / Math.max(shown.width, 1),
    inner.height / Math.max(shown.height, 1),
  );
  return {
    scale,
    originX: shown.x - (size.width / scale - shown.width) / 2,
    originY: shown.y - (size.height / scale - shown.height) / 2,
  };
}

/** The flow point under a minimap point. */
export function flowPointAt(frame: MinimapFrame, x: number, y: number): { x: number; y: number } {
  return { x: frame.originX + x / frame.scale, y: frame.originY + y / frame.scale };
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
