/** Plain geometry of a node canvas, in flow units unless a name says pixels. */

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rectangle by its sides (the view culled against). */
export interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** React Flow's transform: translate then scale, `[x, y, zoom]`. */
export type ViewTransform = readonly [number, number, number];

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

/** The part of the flow a pane of `width` × `height` CSS pixels shows under `transform`. */
export function viewRect(transform: ViewTransform, width: number, height: number): Rect {
  const [x, y, zoom] = transform;
  return { x: -x / zoom, y: -y / zoom, width: width / zoom, height: height / zoom };
}

/**
 * The sides of that view, grown by `margin` flow units each way (so a mark
 * just outside, an arrowhead, still shows).
 */
export function viewArea(
  transform: ViewTransform,
  size: { width: number; height: number },
  margin = 0,
): Area {
  const [tx, ty, zoom] = transform;
  const left = -tx / zoom;
  const top = -ty / zoom;
  return {
    left: left - margin,
    top: top - margin,
    right: left + size.width / zoom + margin,
    bottom: top + size.height / zoom + margin,
  };
}

/** The flow point under a point of the pane (CSS pixels from its top left corner). */
export function flowPointOf(transform: ViewTransform, paneX: number, paneY: number): Point {
  const [tx, ty, zoom] = transform;
  return { x: (paneX - tx) / zoom, y: (paneY - ty) / zoom };
}

/** Whether the point lies in the rectangle, its edges included. */
export const rectContains = (rect: Rect, point: Point): boolean =>
  point.x >= rect.x &&
  point.x <= rect.x + rect.width &&
  point.y >= rect.y &&
  point.y <= rect.y + rect.height;
