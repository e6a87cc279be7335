/** Where the graph lands on the minimap, and back (pure geometry). */
import { boundsOf, type Point, type Rect } from './geometry';

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
