import { formatMs } from '../../support/latency';
import type { Traffic } from './traffic';
import type { Counters } from './user';

/** What one engine's run measured, for the tables. */
export interface RunFigures {
  engine: string;
  traffic: Traffic;
  counters: Counters;
  seconds: number;
  /** Server CPU over the run, ms (user + system), when /proc tells it. */
  cpuMs: number | undefined;
  /** CPU of the bench process itself (the 200 users), ms: it shares the same cores. */
  clientCpuMs: number;
  rssMb: { start: number; peak: number; end: number };
  loadAverage: { start: string; end: string };
}

/**
 * Per route: count, fastest, p50, p99, expected 4xx (409 of a concurrent
 * edit, 404 of a deleted id), errors; busiest first. The fastest answer is
 * what the route costs when nothing queues; p50 and p99 add the queueing of
 * 200 users and whatever else loads the machine. The server's p50/p99 come
 * from its request log (from reading the request to sending the answer).
 */
export function printRoutes(figures: RunFigures): void {
  console.log(`\n${figures.engine}: per route (busiest first)`);
  console.log(
    `  ${'route'.padEnd(78)}${'count'.padStart(7)}${'fastest'.padStart(10)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'server p50'.padStart(12)}${'p99'.padStart(9)}${'expected'.padStart(10)}${'errors'.padStart(8)}`,
  );
  const rows = [...figures.traffic.routes.entries()].sort(
    ([, a], [, b]) => b.latencies.count - a.latencies.count,
  );
  for (const [route, row] of rows) {
    console.log(
      `  ${route.padEnd(78)}${String(row.latencies.count).padStart(7)}${formatMs(row.latencies.percentile(0)).padStart(10)}${formatMs(row.latencies.percentile(50)).padStart(10)}` +
        `${formatMs(row.latencies.percentile(99)).padStart(10)}${formatMs(row.serverTimes.percentile(50)).padStart(12)}${formatMs(row.serverTimes.percentile(99)).padStart(9)}${String(row.expected || '').padStart(10)}${String(row.errors || '').padStart(8)}`,
    );
  }
}

export function printTotals(all: RunFigures[]): void {
  console.log(
    `\n${''.padEnd(12)}${'requests'.padStart(10)}${'req/s'.padStart(8)}${'errors'.padStart(8)}   server CPU                    server RSS start/peak/end   load avg start → end`,
  );
  for (const figures of all) {
    const requests = figures.traffic.requests;
    const cpu =
      figures.cpuMs === undefined
        ? '?'
        : `${((figures.cpuMs / (figures.seconds * 1000)) * 100).toFixed(0)} % of a core, ${Math.round((figures.cpuMs * 1000) / Math.max(1, requests))} µs/req`;
    const { start, peak, end } = figures.rssMb;
    console.log(
      `${figures.engine.padEnd(12)}${String(requests).padStart(10)}${(requests / figures.seconds).toFixed(0).padStart(8)}${String(figures.traffic.errors.length).padStart(8)}` +
        `   ${cpu.padEnd(30)}${`${start.toFixed(0)} / ${peak.toFixed(0)} / ${end.toFixed(0)} MB`.padEnd(28)}${figures.loadAverage.start} → ${figures.loadAverage.end}`,
    );
  }
  for (const figures of all) {
    const { counters } = figures;
    const actions = [...counters.actions.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `${figures.engine}: ${actions} actions; edits: ${counters.conflicts} × 409 from a concurrent edit (re-read and saved again: ` +
        `${counters.savedAfterConflict}, given up after 3: ${counters.gaveUp}); ${counters.goneMeanwhile} × 404 for something deleted meanwhile; ` +
        `${counters.uploads} uploads; the bench process used ${((figures.clientCpuMs / (figures.seconds * 1000)) * 100).toFixed(0)} % of a core`,
    );
  }
}

/** Every error, grouped by route and status with one example each. */
export function printErrors(figures: RunFigures): void {
  const groups = new Map<string, { count: number; example: string }>();
  for (const error of figures.traffic.errors) {
    const key = `${error.route} → ${error.status}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { count: 1, example: `${error.path} ${error.detail}` });
  }
  if (groups.size === 0) return;
  console.log(`\n${figures.engine}: ${figures.traffic.errors.length} errors`);
  for (const [key, group] of groups)
    console.log(`  ${group.count} × ${key}\n      e.g. ${group.example}`);
}
