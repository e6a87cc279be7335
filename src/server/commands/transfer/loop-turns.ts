import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * For long work made of many small steps (an import's items, its insert
 * statements): awaited after each step, it gives the event loop a turn once
 * `sliceMs` of work has passed, so the server answers others meanwhile. An
 * awaited promise alone is not enough: its continuation is a microtask, and
 * better-sqlite3's statements resolve at once, so a chain of them never lets
 * a timer or a request in.
 */
export function loopTurns(sliceMs = 8): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}

/**
 * `list.map(step)` for long lists of costly steps (a document's plain text,
 * its JSON), with turns between: `turns` is whose (SlicedWrites commits what
 * it holds open before it lets the loop turn).
 */
export async function mapInTurns<T, R>(
  turns: { turn(): Promise<void> },
  list: readonly T[],
  step: (item: T) => R,
): Promise<R[]> {
  const result: R[] = [];
  for (const item of list) {
    result.push(step(item));
    await turns.turn();
  }
  return result;
}
