/** A percentage for a progress bar, 0–100, from a share or bytes. */
export function percent(done: number, total = 1): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((done / total) * 100)));
}
