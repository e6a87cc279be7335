import os from 'node:os';
import { Random } from '../../../scripts/generate/random';
import { cpuMillis, residentMb } from '../../support/load-test';
import { prepareWriters, writeUntil } from './members';
import { readUntil, type ReadSite } from './readers';
import type { SeededSite } from './seed';
import { Tally } from './tally';

/**
 * BENCH_PUBLIC_READERS (500) anonymous readers at once, each pausing
 * BENCH_PUBLIC_THINK_MS (1000-5000; 0-0 for none, a stress run) between
 * requests, and BENCH_PUBLIC_WRITERS (4) signed-in writers editing
 * meanwhile, for BENCH_PUBLIC_CROWD_SECONDS (60; 0 skips the crowd).
 */
const [thinkMin, thinkMax] = (process.env['BENCH_PUBLIC_THINK_MS'] ?? '1000-5000')
  .split('-')
  .map(Number);
export const crowd = {
  readers: Number(process.env['BENCH_PUBLIC_READERS'] ?? 500),
  writers: Number(process.env['BENCH_PUBLIC_WRITERS'] ?? 4),
  seconds: Number(process.env['BENCH_PUBLIC_CROWD_SECONDS'] ?? 60),
  think: { min: thinkMin ?? 1000, max: thinkMax ?? thinkMin ?? 5000 },
};

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/**
 * The crowd against the running bench server: prints requests, req/s and
 * p50/p95/p99 of readers and of members, errors by status, and PASS or FAIL
 * against zero errors (throws on FAIL, after printing).
 */
export async function runCrowd(
  baseUrl: string,
  seeded: SeededSite,
  serverPid: number | undefined,
): Promise<void> {
  const site: ReadSite = { ...seeded, madeDocumentIds: [] };
  const readers = new Tally(baseUrl);
  const members = new Tally(baseUrl);
  const { writers, rowId } = await prepareWriters(site, members, crowd.writers);
  readers.recording = true;
  members.recording = true;
  console.log(
    `\n${crowd.readers} anonymous readers at once (pausing ${crowd.think.min}–${crowd.think.max} ms between requests, ` +
      `BENCH_PUBLIC_THINK_MS; 4/10 server-rendered pages, 5/10 reader API, 1/10 search; 2/10 in Russian) and ${crowd.writers} signed-in writers (saving their documents, ` +
      `adding events and documents, 0.5–2 s apart) for ${crowd.seconds} s (BENCH_PUBLIC_CROWD_SECONDS); load average ${loadAverage()}`,
  );
  const random = new Random(7);
  const rss = { start: residentMb(serverPid), peak: residentMb(serverPid) };
  const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, residentMb(serverPid))), 1000);
  const cpuBefore = cpuMillis(serverPid);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = Date.now() + crowd.seconds * 1000;
  // Readers arrive over the first pause (a second at least), not in one burst on the listen queue.
  const arrival = Math.max(1000, crowd.think.max);
  const arrive = (reader: number) =>
    new Promise((resolve) => setTimeout(resolve, (reader * arrival) / crowd.readers)).then(() =>
      readUntil(site, readers, new Random(1000 + reader), crowd.think, deadline),
    );
  await Promise.all([
    ...Array.from({ length: crowd.readers }, (_unused, reader) => arrive(reader)),
    ...writers.map((writer, index) =>
      writeUntil(site, writer, rowId, members, new Random(random.int(1, 1e9) + index), deadline),
    ),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMillis(serverPid);
  const clientCpu = process.cpuUsage(clientCpuBefore);
  clearInterval(sampler);

  console.log(
    `\n${''.padEnd(10)}${'requests'.padStart(10)}${'req/s'.padStart(9)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}${'errors'.padStart(8)}`,
  );
  console.log(readers.row('readers', seconds));
  console.log(members.row('members', seconds));
  console.log('\nreaders by kind of request (count, p50, p95, p99):');
  for (const line of readers.kindRows()) console.log(line);
  console.log('members by kind of request:');
  for (const line of members.kindRows()) console.log(line);
  const serverCpu =
    cpuBefore !== undefined && cpuAfter !== undefined
      ? `${(((cpuAfter - cpuBefore) / (seconds * 1000)) * 100).toFixed(0)} % of a core`
      : '?';
  console.log(
    `\nserver: ${serverCpu}, RSS ${rss.start.toFixed(0)} → peak ${rss.peak.toFixed(0)} MB; the bench process (readers and writers) ` +
      `${(((clientCpu.user + clientCpu.system) / 1000 / (seconds * 1000)) * 100).toFixed(0)} % of a core; ` +
      `${site.madeDocumentIds.length} documents made; load average at the end ${loadAverage()}`,
  );
  console.log(`errors, readers: ${readers.errorSummary()}; members: ${members.errorSummary()}`);
  const errors = readers.errorCount + members.errorCount;
  console.log(
    errors === 0
      ? 'PASS: 0 errors'
      : `FAIL: ${errors} errors (target: 0; any non-2xx/304 answer or socket error)`,
  );
  if (errors > 0) throw new Error(`public crowd: ${errors} errors`);
}
