/**
 * Batching on a 2D canvas: one path and one fill or stroke per colour, however
 * many shapes share it, since a canvas pays per path, not per shape.
 */
import type { EdgeLine } from '../model/scene';

export function groupBy<T>(items: Iterable<T>, key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    if (name === null) continue;
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

/** Adds an edge's line, through its bends, to the current path. */
function traceEdge(
  context: Pick<CanvasRenderingContext2D, 'moveTo' | 'lineTo'>,
  edge: EdgeLine,
): void {
  context.moveTo(edge.x1, edge.y1);
  const bends = edge.bends ?? [];
  for (let index = 0; index + 1 < bends.length; index += 2)
    context.lineTo(bends[index]!, bends[index + 1]!);
  context.lineTo(edge.x2, edge.y2);
}

/** One path and one stroke per colour for all the segments of that colour. */
export function strokeByColor<Segment extends EdgeLine>(
  context: Pick<
    CanvasRenderingContext2D,
    'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'strokeStyle'
  >,
  groups: Map<string, Segment[]>,
): void {
  for (const [color, group] of groups) {
    context.beginPath();
    for (const edge of group) traceEdge(context, edge);
    context.strokeStyle = color;
    context.stroke();
  }
}
