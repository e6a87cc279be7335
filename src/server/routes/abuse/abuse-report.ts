/** One line per abuse test: what it tried and what came back (quoted in README "Proof"). */
export function abuseReport(topic: string, line: string): void {
  console.log(`[abuse] ${topic}: ${line}`);
}

/** "4001×9, 4002×3" in the order values first appear. */
export function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value}×${count}`).join(', ');
}
