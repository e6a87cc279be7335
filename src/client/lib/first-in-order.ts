/**
 * The first `count` items of `items` in the order `compare` gives, without
 * sorting the rest: about one comparison an item instead of log2(n), for a
 * long list that must show its head at once and can sort the whole later.
 * Equal items keep their order in `items`, as Array.prototype.sort does.
 */
export function firstInOrder<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  count: number,
): T[] {
  const head: T[] = [];
  if (count <= 0) return head;
  for (const item of items) {
    if (head.length === count) {
      if (compare(item, head[count - 1]!) >= 0) continue;
      head.pop();
    }
    // The last place whose item is not after this one: later equals go after earlier ones.
    let low = 0;
    let high = head.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(item, head[middle]!) < 0) high = middle;
      else low = middle + 1;
    }
    head.splice(low, 0, item);
  }
  return head;
}
