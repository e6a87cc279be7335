/** Latency samples in milliseconds and the percentiles the benches print. */
export class Latencies {
  private readonly samples: number[] = [];

  add(ms: number): void {
    this.samples.push(ms);
  }

  get count(): number {
    return this.samples.length;
  }

  /** Nearest-rank percentile, `p` in 0–100. */
  percentile(p: number): number {
    if (this.samples.length === 0) return Number.NaN;
    const sorted = [...this.samples].sort((a, b) => a - b);
    const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
    return sorted[rank - 1] ?? Number.NaN;
  }
}

/** Runs `call` and records how long it took; returns what it returned. */
export async function timed<T>(latencies: Latencies, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await call();
  latencies.add(performance.now() - started);
  return result;
}

export function formatMs(ms: number): string {
  return Number.isNaN(ms) ? '–' : `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}
