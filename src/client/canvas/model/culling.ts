/**
 * What of a scene is in view: only that is drawn, so a frame's cost follows
 * the view, not the graph.
 */
import type { Area, Rect } from './geometry';
import type { EdgeLine } from './scene';

/** The bounding box of an edge's line, its bends included. */
export function edgeBounds(edge: EdgeLine): Area {
  let left = Math.min(edge.x1, edge.x2);
  let right = Math.max(edge.x1, edge.x2);
  let top = Math.min(edge.y1, edge.y2);
  let bottom = Math.max(edge.y1, edge.y2);
  const bends = edge.bends ?? [];
  for (let index = 0; index + 1 < bends.length; index += 2) {
    left = Math.min(left, bends[index]!);
    right = Math.max(right, bends[index]!);
    top = Math.min(top, bends[index + 1]!);
    bottom = Math.max(bottom, bends[index + 1]!);
  }
  return { left, top, right, bottom };
}

/** The segments that cross a rectangle of flow coordinates (by their bounding boxes), even with both ends outside it. */
export function segmentsInView<Segment extends EdgeLine>(
  segments: readonly Segment[],
  view: Area,
): Segment[] {
  const { left, top, right, bottom } = view;
  return segments.filter((edge) => {
    const box = edgeBounds(edge);
    return box.right >= left && box.left <= right && box.bottom >= top && box.top <= bottom;
  });
}

/** The boxes that reach into the view, by their own size. */
export function boxesInView<Box extends Rect>(boxes: readonly Box[], view: Area): Box[] {
  const { left, top, right, bottom } = view;
  return boxes.filter(
    (box) =>
      box.x + box.width >= left && box.x <= right && box.y + box.height >= top && box.y <= bottom,
  );
}
