import os from 'node:os';
import { benchPostgresUrl, benchServerEnv } from '../support/bench-env';
import { formatMs, type Latencies } from '../support/latency';
import { postgresAnswers } from '../support/postgres';
import { startServer } from '../support/server-process';
import { benchCrowd } from './wiki-crowd';
import { measureSearches, measureWiki, type SearchFigures, type WikiFigures } from './wiki-measure';
import {
  benchWorld,
  prepareCrowdedSqliteWorld,
  preparePostgresCrowdedWorld,
  preparePostgresWorld,
  prepareSqliteWorld,
  type PreparedWorld,
} from './wiki-world';

/**
 * The wiki at scale (issue 4): a world of 10,000 generated documents of about
 * 1,000 words, the real server in its own process, on SQLite and (when it
 * answers at BENCH_DATABASE_URL) PostgreSQL. Sequential calls from one
 * client: the first documents list page, ~100 searches of each kind, then
 * GETs of documents and tags while four clients search without pause.
 * Latencies are measured by the client over loopback, so they include HTTP;
 * "CPU/call" is the server process's CPU time per call (/proc, Linux), which
 * other work on the machine moves much less than latency. On PostgreSQL it
 * leaves out the database's own processes. Then the same searches in the
 * same world when the instance holds 99 other worlds of 1,000 documents
 * (wiki-crowd.ts; BENCH_WIKI_WORLDS=1 leaves that part out): a world's
 * search must cost what the world holds, not what the instance does.
 */
const targets = { listP95: 50, searchP95: 20, othersP99: 50 };

export async function run(): Promise<void> {
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  console.log(
    `${benchWorld.documents} documents × ~1,000 words; ${os.cpus().length} CPUs, load average ${load()}`,
  );
  const crowded = benchCrowd.worlds > 1;
  const results: [string, WikiFigures][] = [];
  const crowdResults: [string, SearchFigures][] = [];
  results.push(['SQLite', await measureEngine(await prepareSqliteWorld(), measureWiki)]);
  if (crowded)
    crowdResults.push([
      'SQLite',
      await measureEngine(await prepareCrowdedSqliteWorld(), measureSearches),
    ]);
  if (await postgresAnswers(benchPostgresUrl)) {
    results.push([
      'PostgreSQL',
      await measureEngine(await preparePostgresWorld(benchPostgresUrl), measureWiki),
    ]);
    if (crowded)
      crowdResults.push([
        'PostgreSQL',
        await measureEngine(await preparePostgresCrowdedWorld(benchPostgresUrl), measureSearches),
      ]);
  } else {
    console.log(`(PostgreSQL skipped: nothing answers at ${benchPostgresUrl})`);
  }
  for (const [engine, figures] of results) printTable(engine, figures);
  for (const [engine, figures] of crowdResults)
    printSearchRows(
      `${engine}, among ${benchCrowd.worlds - 1} worlds × ${benchCrowd.documents} documents`,
      figures,
    );
  console.log(
    `\nload average at the end ${load()}: other work on this machine moves these figures; run it more than once.`,
  );
}

async function measureEngine<T>(
  world: PreparedWorld,
  measure: (url: string, pid: number | undefined) => Promise<T>,
): Promise<T> {
  const server = await startServer({
    dataDir: world.dataDir,
    env: { ...benchServerEnv(), ...(world.databaseUrl ? { DATABASE_URL: world.databaseUrl } : {}) },
  });
  try {
    return await measure(server.url, server.child.pid);
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await server.kill('SIGTERM');
    await world.cleanUp();
  }
}

function printTable(engine: string, figures: WikiFigures): void {
  const row = tableRow;
  console.log(`\n${engine.padEnd(40)}calls      p50         high   CPU/call   target`);
  row('documents list, first page', figures.list, 95, targets.listP95, figures.cpuPerCall.list);
  printSearches(figures);
  row('GET document / tags, no searches', figures.othersAlone, 99);
  row('GET document / tags during searches', figures.others, 99, targets.othersP99);
  row('  the searches meanwhile (4 clients)', figures.concurrentSearches, 95);
  printEmpty(figures);
}

function printSearchRows(title: string, figures: SearchFigures): void {
  console.log(`\n${title}`);
  console.log(`${''.padEnd(40)}calls      p50         high   CPU/call   target`);
  printSearches(figures);
  printEmpty(figures);
}

function printSearches(figures: SearchFigures): void {
  for (const kind of ['rare', 'two-word', 'common'] as const) {
    tableRow(
      `search, ${kind}`,
      figures.search[kind],
      95,
      targets.searchP95,
      figures.cpuPerCall[kind],
    );
  }
}

function printEmpty(figures: SearchFigures): void {
  const empty = Object.entries(figures.empty).filter(([, count]) => count > 0);
  if (empty.length > 0)
    console.log(
      `  queries that found nothing: ${empty.map(([kind, count]) => `${kind} ${count}`).join(', ')}`,
    );
}

function tableRow(
  label: string,
  latencies: Latencies,
  high: number,
  target?: number,
  cpuMs?: number,
): void {
  const verdict = (value: number, target: number) => (value <= target ? 'met' : 'MISSED');
  const cpu = cpuMs === undefined ? '' : `${cpuMs.toFixed(1)} ms`;
  const p50 = formatMs(latencies.percentile(50));
  const pHigh = `p${high} ${formatMs(latencies.percentile(high))}`;
  const goal =
    target === undefined
      ? ''
      : `p${high} ≤ ${target} ms: ${verdict(latencies.percentile(high), target)}`;
  console.log(
    `  ${label.padEnd(38)}${String(latencies.count).padStart(6)}${p50.padStart(9)}${pHigh.padStart(13)}${cpu.padStart(11)}   ${goal}`,
  );
}
