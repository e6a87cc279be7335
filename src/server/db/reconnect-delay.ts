/**
 * How long to wait before reconnect attempt `attempt` (counted from 0) of a listening connection:
 * doubling from `baseMs` up to `maxMs`, drawn from the upper half so instances that lost the
 * database together do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, baseMs: number, maxMs: number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
  return ceiling / 2 + (Math.random() * ceiling) / 2;
}
