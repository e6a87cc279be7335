import { Worker } from 'node:worker_threads';
import type { SearchReply, SearchRequest } from './sqlite-search-worker';
import type { SqliteSearchPlan, SqliteSearchRow } from './sqlite-search-query';

interface Pending {
  worker: number;
  resolve: (rows: SqliteSearchRow[]) => void;
  reject: (error: Error) => void;
}

const requestTimeoutMs = 30_000;

/**
 * Starts one worker: the bundled file beside main.mjs in production
 * (dist/server/sqlite-search-worker.mjs); under tsx and vitest the TypeScript
 * source, through tsx's loader (a worker's own --import is not applied to its
 * entry on Node 20, so a small bootstrap registers tsx first).
 */
function startWorker(file: string): Worker {
  if (import.meta.url.endsWith('.mjs')) {
    return new Worker(new URL('./sqlite-search-worker.mjs', import.meta.url), {
      workerData: { file },
    });
  }
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL('./sqlite-search-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, workerData: { file } });
}

/** A few search workers on the SQLite file; a search goes to the least busy one. */
export class SqliteSearchPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Searches in flight per worker. */
  private readonly busy: number[] = [];

  constructor(file: string, size: number) {
    for (let index = 0; index < size; index++) {
      const worker = startWorker(file);
      worker.on('message', (reply: SearchReply) => this.settle(reply));
      worker.on('error', (error) => this.failAll(error));
      worker.unref();
      this.workers.push(worker);
      this.busy.push(0);
    }
  }

  search(plan: SqliteSearchPlan): Promise<SqliteSearchRow[]> {
    const index = this.busy.indexOf(Math.min(...this.busy));
    const worker = this.workers[index];
    if (!worker) return Promise.reject(new Error('No search worker'));
    this.busy[index] = (this.busy[index] ?? 0) + 1;
    const request: SearchRequest = { id: this.nextId++, plan };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // The worker is still at it: its entry (and busy count) stays until it answers.
        reject(new Error('Search timed out'));
      }, requestTimeoutMs);
      timer.unref();
      this.pending.set(request.id, {
        worker: index,
        resolve: (rows) => {
          clearTimeout(timer);
          resolve(rows);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    this.failAll(new Error('Search pool closed'));
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private settle(reply: SearchReply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    this.busy[waiting.worker] = Math.max(0, (this.busy[waiting.worker] ?? 1) - 1);
    if ('error' in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply.rows);
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
    this.busy.fill(0);
  }
}
