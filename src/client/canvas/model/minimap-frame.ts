/** Where the graph lands on the minimap, and back (pure geometry). */
import { boundsOf, rectContains, type Point, type Rect } from './geometry';

/** Where flow coordinates land on the minimap: `px = (flow - origin) * scale`. */
export interface MinimapFrame {
  originX: number;
  originY: number;
  scale: number;
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
export function flowPointAt(frame: MinimapFrame, x: number, y: number): Point {
  return { x: frame.originX + x / frame.scale, y: frame.originY + y / frame.scale };
}

/**
 * A press at minimap point (x, y) with `view` shown: inside the view's outline
 * the view stays and a drag moves it from its centre; outside it the view
 * jumps to centre on the pressed point first.
 */
export function minimapPress(
  frame: MinimapFrame,
  view: Rect,
  x: number,
  y: number,
): { centre: Point; jump: boolean } {
  const pressed = flowPointAt(frame, x, y);
  if (rectContains(view, pressed))
    return { centre: { x: view.x + view.width / 2, y: view.y + view.height / 2 }, jump: false };
  return { centre: pressed, jump: true };
}

/**
 * The view's centre after a drag of (dx, dy) minimap pixels. The drag keeps
 * the frame it started with: the frame follows the view, which the drag moves.
 */
export const minimapDrag = (frame: MinimapFrame, centre: Point, dx: number, dy: number): Point => ({
  x: centre.x + dx / frame.scale,
  y: centre.y + dy / frame.scale,
});

/** The zoom after a wheel turn over the minimap: a notch (100) of a mouse wheel zooms by 2^(1/5). */
export const minimapWheelZoom = (zoom: number, deltaY: number): number =>
  zoom * Math.pow(2, -deltaY / 500);
