/** Where an edge's line runs between two nodes, and how far a point is from it (pure geometry). */
import type { Point, Rect } from './geometry';
import type { EdgeLine } from './scene';

/**
 * The segment between two boxes' centres, cut where it leaves the first and
 * enters the second, so an arrowhead at its end shows outside the target.
 * Overlapping boxes keep the centre-to-centre line.
 */
export function edgeBetween(
  source: Rect,
  target: Rect,
): { x1: number; y1: number; x2: number; y2: number } {
  const from = { x: source.x + source.width / 2, y: source.y + source.height / 2 };
  const to = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  // The share of the centre line inside a box of half sizes (w, h) around its end.
  const inside = (box: Rect) =>
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
export function stepBends(from: Point, to: Point, offset = 20): number[] {
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

/** How far a point is from an edge's line (its bends included), in flow units. */
export function distanceToEdge(edge: EdgeLine, x: number, y: number): number {
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
