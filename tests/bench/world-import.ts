import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { buildApp } from '../../src/server/app';
import { openSession } from '../../src/server/auth/sessions';
import { createTestServer } from '../kits/server/test-server';
import { runGenerate } from '../support/generate';
import { formatMs, Latencies } from '../support/latency';

/**
 * World import of a generated 10,000-document world (~1,000 words, tags,
 * mentions and a revision each) on SQLite, in-process: while the import
 * runs, the event loop's longest block (perf_hooks histogram and a 5 ms
 * interval probe) and the latency of /api/health and of the world list (a
 * database read) are sampled. Prints; asserts nothing. The archive is made
 * once (generate, then export) and kept under the system temp folder.
 * BENCH_IMPORT_DOCUMENTS sets the size.
 */
const documents = Number(process.env['BENCH_IMPORT_DOCUMENTS'] ?? 10_000);

export async function run(): Promise<void> {
  console.log(
    `${documents} documents; ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
  const archiveFile = await worldArchive();
  console.log(`archive: ${(fs.statSync(archiveFile).size / 1e6).toFixed(1)} MB`);

  const server = await createTestServer({ sqlite: true });
  try {
    const user = await server.signUp('bench-importer');
    // Over a socket from another process, as a browser's upload arrives: in chunks, its client's work not on this loop.
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const loop = monitorEventLoopDelay({ resolution: 5 });
    let longestGap = 0;
    // The process's CPU time over that gap: on a busy machine much of a long gap is waiting for a core.
    let longestGapCpu = 0;
    // The most CPU time the process spent in one gap (all its threads: an upper bound of the loop's own work).
    let mostGapCpu = 0;
    let gapsOver50 = 0;
    let busyGapsOver50 = 0;
    let peakRss = 0;
    let last = performance.now();
    let lastCpu = process.cpuUsage();
    const probe = setInterval(() => {
      const now = performance.now();
      const cpu = process.cpuUsage(lastCpu);
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      const cpuMs = (cpu.user + cpu.system) / 1000;
      mostGapCpu = Math.max(mostGapCpu, cpuMs);
      if (now - last > 50) {
        gapsOver50 += 1;
        if (cpuMs > 50) busyGapsOver50 += 1;
      }
      if (now - last > longestGap) {
        longestGap = now - last;
        longestGapCpu = cpuMs;
      }
      last = now;
      lastCpu = process.cpuUsage();
    }, 5);
    const health = new Latencies();
    const worldList = new Latencies();
    let importing = true;
    // A call every 20 ms, timed from when it was due: a request that arrives during a block waits it out.
    const sample = async (latencies: Latencies, call: () => Promise<unknown>) => {
      for (let due = performance.now(); importing; due += 20) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        const callStart = performance.now();
        await call();
        // From when it was due, or from its start if the timer fired a little early.
        latencies.add(performance.now() - Math.min(due, callStart));
        // Behind after a block: the next call is due now, not in a burst of the missed ones.
        due = Math.max(due, performance.now() - 20);
      }
    };
    loop.enable();
    const started = performance.now();
    const samplers =
      process.env['BENCH_IMPORT_PROBES'] === 'off'
        ? []
        : [
            sample(health, () => server.app.inject({ method: 'GET', url: '/api/health' })),
            sample(worldList, () =>
              server.app.inject({
                method: 'GET',
                url: '/api/Setting',
                headers: { authorization: `Bearer ${user.token}` },
              }),
            ),
          ];
    const answer = await uploadWithCurl(address, user.token, archiveFile);
    const wallMs = performance.now() - started;
    importing = false;
    await Promise.all(samplers);
    loop.disable();
    clearInterval(probe);
    if (answer.status !== 200) throw new Error(`import answered ${answer.status}: ${answer.body}`);
    const counts = (JSON.parse(answer.body) as { counts: Record<string, number> }).counts;
    console.log(
      `imported in ${(wallMs / 1000).toFixed(1)} s, peak RSS ${Math.round(peakRss / 1e6)} MB: ${JSON.stringify(counts)}`,
    );
    console.log(
      `event loop: longest block ${formatMs(loop.max / 1e6)} (histogram), ${formatMs(longestGap)} (5 ms interval probe, ${formatMs(longestGapCpu)} of CPU time in it); p99 ${formatMs(loop.percentile(99) / 1e6)}`,
    );
    console.log(
      `  gaps over 50 ms: ${gapsOver50}, of which ${busyGapsOver50} with over 50 ms of CPU time; most CPU time in one gap ${formatMs(mostGapCpu)}`,
    );
    for (const [label, latencies] of [
      ['GET /api/health', health],
      ['GET /api/Setting (world list)', worldList],
    ] as const) {
      console.log(
        `  ${label.padEnd(32)}${String(latencies.count).padStart(6)} calls  p50 ${formatMs(latencies.percentile(50)).padStart(8)}  p99 ${formatMs(latencies.percentile(99)).padStart(8)}  max ${formatMs(latencies.percentile(100)).padStart(8)}`,
      );
    }
  } finally {
    await server.close();
  }
}

/** POST api/Setting/Import by curl: the status and the body. */
async function uploadWithCurl(
  address: string,
  token: string,
  file: string,
): Promise<{ status: number; body: string }> {
  const child = spawn(
    'curl',
    [
      '-sS',
      '-w',
      '\\n%{http_code}',
      '-H',
      `authorization: Bearer ${token}`,
      '-F',
      `file=@${file};type=application/zip`,
      `${address}/api/Setting/Import`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`curl failed (exit ${code})`);
  const at = output.lastIndexOf('\n');
  return { status: Number(output.slice(at + 1)), body: output.slice(0, at) };
}

/** The generated world's archive (its file), made on first use. */
async function worldArchive(): Promise<string> {
  const folder = path.join(os.tmpdir(), 'loreweave-bench-import');
  const file = path.join(folder, `world-${documents}.zip`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(folder, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-bench-import-source-'));
  try {
    console.log(`generating ${documents} documents into ${dataDir}`);
    await runGenerate({ dataDir }, ['--documents', String(documents), '--seed', '1']);
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
      databaseUrl: undefined,
    };
    const database = await openDatabase({ dataDir });
    const { app, ctx } = await buildApp({ config, database });
    try {
      await app.ready();
      const world = await ctx.db
        .selectFrom('worlds')
        .innerJoin('users', 'users.id', 'worlds.owner_id')
        .select(['worlds.id', 'users.id as ownerId', 'users.user_name'])
        .executeTakeFirstOrThrow();
      const token = await openSession(ctx, { id: world.ownerId, user_name: world.user_name });
      const answer = await app.inject({
        method: 'GET',
        url: `/api/Setting/${world.id}/Export`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (answer.statusCode !== 200) throw new Error(`export answered ${answer.statusCode}`);
      fs.writeFileSync(`${file}.part`, answer.rawPayload);
      fs.renameSync(`${file}.part`, file);
    } finally {
      await app.close();
      await database.destroy();
    }
    return file;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
