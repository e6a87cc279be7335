/** The smallest rectangle holding every box, or null for none (flow units; what a view is fitted to). */
export function boundsOf(boxes: Iterable<{ x: number; y: number; width: number; height: number }>): { x: number; y: number; width: number; height: number } | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, box.x + box.width);
    bottom = Math.max(bottom, box.y + box.height);
  }
  return left === Infinity ? null : { x: left, y: top, width: right - left, height: bottom - top };
}
