/**
 * What a click on the graph canvas lands on. Zoomed out React Flow's nodes are
 * not rendered, and it is handed no edges at all, so neither takes clicks: the
 * page answers a pane click with these, by the shapes the canvas draws.
 */
import { distanceToEdge } from './edge-routes';
import type { Point, Rect } from './geometry';
import { minNodePx, type EdgeLine } from './scene';

/** Screen pixels of grace around a node's box. */
const nodeGracePx = 3;

/**
 * The item whose box (at least `minNodePx` on screen, as the overview draws
 * it) lies under `point`, within a few screen pixels; the last one, drawn on
 * top, when several do. `boxOf` answers null for an item not drawn.
 */
export function nodeAt<Item>(
  items: Iterable<Item>,
  boxOf: (item: Item) => Rect | null,
  point: Point,
  zoom: number,
): Item | undefined {
  const { x, y } = point;
  const grace = nodeGracePx / zoom;
  const minSize = minNodePx / zoom;
  let hit: Item | undefined;
  for (const item of items) {
    const box = boxOf(item);
    if (!box) continue;
    const width = Math.max(box.width, minSize);
    const height = Math.max(box.height, minSize);
    if (
      x >= box.x - grace &&
      x <= box.x + width + grace &&
      y >= box.y - grace &&
      y <= box.y + height + grace
    )
      hit = item;
  }
  return hit;
}

/**
 * The item whose line passes within `gracePx` screen pixels of `point`; the
 * nearest when several do (the first of equals).
 */
export function edgeAt<Item>(
  lines: Iterable<readonly [Item, EdgeLine]>,
  point: Point,
  zoom: number,
  gracePx: number,
): Item | undefined {
  let nearest: { item: Item; distance: number } | undefined;
  for (const [item, line] of lines) {
    const distance = distanceToEdge(line, point.x, point.y);
    if (distance <= gracePx / zoom && (!nearest || distance < nearest.distance))
      nearest = { item, distance };
  }
  return nearest?.item;
}
