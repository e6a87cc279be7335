import { Latencies } from '../../support/latency';

/**
 * Every request of the load bench goes through here: plain fetch (Node's
 * undici, keep-alive), timed per route template, and judged. An error is a
 * 5xx, no answer at all, or a 4xx the action did not expect as one of its
 * normal outcomes (a 409 from a concurrent edit is expected by an edit and
 * counted apart; a 404 is expected for an id another user deleted in this run).
 */
export interface Answer {
  status: number;
  body: unknown;
}

export interface RequestSpec {
  /** Method and route template, the row of the table: `GET /api/Setting/{id}/Documents`. */
  route: string;
  path: string;
  token: string;
  /** A JSON body, or a form (multipart upload). */
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /**
   * 4xx statuses that are a normal outcome of this action (a 409 from a real
   * concurrent edit), or a test asked when the answer is in (a 404 once the id
   * is known to be deleted).
   */
  expected?: readonly number[] | ((status: number) => boolean);
}

export interface RouteFigures {
  latencies: Latencies;
  /** The server's own time per request (its log's responseTime): the rest is waiting to be read or for a core. */
  serverTimes: Latencies;
  /** Answers that were expected 4xx outcomes (409 conflicts, 404 of a deleted id). */
  expected: number;
  errors: number;
}

export interface ErrorSample {
  route: string;
  path: string;
  status: number | 'no answer' | 'bench';
  detail: string;
}

/** Thrown after an error was recorded: the action stops, the user goes on with the next one. */
export class ActionFailed extends Error {}

const timeoutMs = 30_000;

export class Traffic {
  readonly routes = new Map<string, RouteFigures>();
  readonly errors: ErrorSample[] = [];
  /** Off during setup: only the measured minute is counted. */
  recording = false;
  /** The route of each method and path sent while recording, to file the server's log lines. */
  private readonly routeOfPath = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get requests(): number {
    let total = 0;
    for (const figures of this.routes.values()) total += figures.latencies.count;
    return total;
  }

  /** Sends one request; answers 2xx and expected 4xx, throws ActionFailed on anything else. */
  async send(spec: RequestSpec): Promise<Answer> {
    const headers: Record<string, string> = {
      lang: 'en',
      ...(spec.token ? { authorization: `Bearer ${spec.token}` } : {}),
      ...spec.headers,
    };
    let body: string | FormData | undefined;
    if (spec.form) body = spec.form;
    else if (spec.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }
    const method = spec.route.slice(0, spec.route.indexOf(' '));
    if (this.recording) this.routeOfPath.set(`${method} ${spec.path}`, spec.route);
    const started = performance.now();
    let answer: Answer;
    try {
      const response = await fetch(`${this.baseUrl}${spec.path}`, {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = { status: response.status, body: await readBody(response) };
    } catch (error) {
      this.record(spec.route, performance.now() - started, 'error');
      this.fail({ route: spec.route, path: spec.path, status: 'no answer', detail: String(error) });
    }
    const ok =
      answer.status < 400 || (answer.status < 500 && isExpected(spec.expected, answer.status));
    this.record(
      spec.route,
      performance.now() - started,
      ok ? (answer.status < 400 ? 'ok' : 'expected') : 'error',
    );
    if (!ok) {
      this.fail({
        route: spec.route,
        path: spec.path,
        status: answer.status,
        detail: JSON.stringify(answer.body).slice(0, 300),
      });
    }
    return answer;
  }

  /** A line of the server's request log (JSON); a completed request of the run adds its server time. */
  serverLogLine(line: string): void {
    if (!line.includes('"request completed"')) return;
    const entry = JSON.parse(line) as { method: string; url: string; responseTime: number };
    const route = this.routeOfPath.get(`${entry.method} ${entry.url}`);
    if (route) this.figures(route).serverTimes.add(entry.responseTime);
  }

  /** A failure of the bench's own logic (an answer of an unexpected shape) counts as an error too. */
  benchError(route: string, error: unknown): void {
    if (!this.recording) throw error;
    this.errors.push({
      route,
      path: '',
      status: 'bench',
      detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }

  private record(route: string, ms: number, outcome: 'ok' | 'expected' | 'error'): void {
    if (!this.recording) return;
    const figures = this.figures(route);
    figures.latencies.add(ms);
    if (outcome === 'expected') figures.expected++;
    if (outcome === 'error') figures.errors++;
  }

  private figures(route: string): RouteFigures {
    let figures = this.routes.get(route);
    if (!figures) {
      figures = {
        latencies: new Latencies(),
        serverTimes: new Latencies(),
        expected: 0,
        errors: 0,
      };
      this.routes.set(route, figures);
    }
    return figures;
  }

  private fail(sample: ErrorSample): never {
    if (!this.recording) throw new Error(`Setup request failed: ${JSON.stringify(sample)}`);
    this.errors.push(sample);
    throw new ActionFailed(`${sample.route}: ${sample.status}`);
  }
}

function isExpected(expected: RequestSpec['expected'], status: number): boolean {
  if (typeof expected === 'function') return expected(status);
  return (expected ?? []).includes(status);
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    await response.arrayBuffer();
    return undefined;
  }
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}
