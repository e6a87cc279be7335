import { Latencies, formatMs } from '../../support/latency';

/** What a request answered, for the caller's next step. */
export interface Reply {
  status: number;
  etag: string | null;
  body: unknown;
}

const timeoutMs = 30_000;

/**
 * The requests of one group (readers, or members): counted while `recording`,
 * timed per kind, and judged: anything but a 2xx or 304 is an error, filed
 * under its status (or the socket's error code when no answer came). Not
 * recording (setting up), an error stops the bench.
 */
export class Tally {
  readonly all = new Latencies();
  readonly kinds = new Map<string, Latencies>();
  readonly errors = new Map<string, number>();
  recording = false;

  constructor(readonly baseUrl: string) {}

  get errorCount(): number {
    let total = 0;
    for (const count of this.errors.values()) total += count;
    return total;
  }

  /** Sends one request and reads its whole answer; undefined when it was an error. */
  async send(kind: string, path: string, init: RequestInit = {}): Promise<Reply | undefined> {
    const started = performance.now();
    let reply: Reply | undefined;
    let failure: string | undefined;
    try {
      const response = await fetch(this.baseUrl + path, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const type = response.headers.get('content-type') ?? '';
      const text = await response.text();
      reply = {
        status: response.status,
        etag: response.headers.get('etag'),
        body: type.includes('json') && text ? (JSON.parse(text) as unknown) : undefined,
      };
      const ok = (response.status >= 200 && response.status < 300) || response.status === 304;
      if (!ok) failure = String(response.status);
    } catch (error) {
      failure = `no answer (${causeOf(error)})`;
    }
    if (!this.recording) {
      if (failure) throw new Error(`Setup request failed: ${path}: ${failure}`);
      return reply;
    }
    const ms = performance.now() - started;
    this.all.add(ms);
    let latencies = this.kinds.get(kind);
    if (!latencies) this.kinds.set(kind, (latencies = new Latencies()));
    latencies.add(ms);
    if (failure) this.errors.set(failure, (this.errors.get(failure) ?? 0) + 1);
    return failure ? undefined : reply;
  }

  /** `requests  req/s  p50  p95  p99  errors` of the group. */
  row(name: string, seconds: number): string {
    return (
      name.padEnd(10) +
      String(this.all.count).padStart(10) +
      (this.all.count / seconds).toFixed(1).padStart(9) +
      [50, 95, 99].map((p) => formatMs(this.all.percentile(p)).padStart(10)).join('') +
      String(this.errorCount).padStart(8)
    );
  }

  /** One line per kind of request: count, p50, p95, p99. */
  kindRows(): string[] {
    return [...this.kinds.entries()]
      .sort(([, a], [, b]) => b.count - a.count)
      .map(
        ([kind, latencies]) =>
          `  ${kind.padEnd(34)}${String(latencies.count).padStart(8)}` +
          [50, 95, 99].map((p) => formatMs(latencies.percentile(p)).padStart(10)).join(''),
      );
  }

  /** `3 × 500, 1 × no answer (ECONNRESET)`, or `none`. */
  errorSummary(): string {
    if (this.errors.size === 0) return 'none';
    return [...this.errors.entries()].map(([status, count]) => `${count} × ${status}`).join(', ');
  }
}

/** The socket's own code (ECONNRESET…) when fetch wraps it, else the error's name. */
function causeOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    if (cause?.code) return cause.code;
    return error.name === 'TimeoutError' ? `timeout ${timeoutMs / 1000} s` : error.name;
  }
  return String(error);
}
