import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { benchServerEnv } from '../support/bench-env';
import { spawn } from 'node:child_process';
import { freePort, repoRoot } from '../support/server-process';
import { crowd, runCrowd } from './public-page/crowd';
import type { SeededSite } from './public-page/seed';

/**
 * A public world's server-rendered document page, read by anonymous visitors:
 * the real app in its own process (SQLite), autocannon with exact latencies.
 * BENCH_SECONDS (default 10) sets the measured time. Then, on the same
 * server, a crowd of readers while members edit (public-page/crowd.ts).
 */
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const warmUpSeconds = 2;
const connections = 10;
const targets = { p95Ms: 30, requestsPerSecond: 500 };
/**
 * One address (127.0.0.1) makes every reader's request here, where the
 * per-address budget (600 a minute by default) is meant for one visitor: a
 * million a minute is above anything two cores answer, so a 429 is a bug.
 */
const publicReadLimit = 1_000_000;

export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-bench-public-'));
  const port = await freePort();
  // The bench's own entry: the app with a client folder and a seeded public world.
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/public-page/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...benchServerEnv(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PUBLIC_READ_RATE_LIMIT_PER_MINUTE: String(publicReadLimit),
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const server = { url: `http://127.0.0.1:${port}` };
  const ready = path.join(dataDir, 'public-page.json');
  try {
    while (!fs.existsSync(ready)) {
      if (child.exitCode !== null) throw new Error('the bench server stopped');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const site = JSON.parse(fs.readFileSync(ready, 'utf8')) as SeededSite;
    const url = server.url + site.pagePath;
    const page = await fetch(url);
    const html = await page.text();
    if (page.status !== 200 || !html.includes('og:title'))
      throw new Error(`${url} is not a server-rendered page (${page.status})`);
    console.log(
      `bench server: SQLite, PUBLIC_READ_RATE_LIMIT_PER_MINUTE=${publicReadLimit} (every request comes from 127.0.0.1)`,
    );
    console.log(
      `GET a public document page (${Math.round(html.length / 1024)} KB of HTML); ${connections} connections, ` +
        `${warmUpSeconds} s warm-up + ${seconds} s; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    await autocannon({ url, connections, duration: warmUpSeconds });
    const times: number[] = [];
    // The answer is also autocannon's tracker (an event emitter), which the kit's types leave out.
    const instance = autocannon({ url, connections, duration: seconds }) as Promise<Result> & {
      on(event: 'response', listener: (...args: [unknown, number, number, number]) => void): void;
    };
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
      times.push(ms),
    );
    const result = await instance;
    if (result.errors > 0 || result.non2xx > 0)
      throw new Error(`${result.errors} errors, ${result.non2xx} non-2xx answers`);
    times.sort((a, b) => a - b);
    const at = (share: number) =>
      times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? NaN;
    const rps = result.requests.total / seconds;
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(
      `${Math.round(rps)} req/s (target ≥ ${targets.requestsPerSecond}: ${verdict(rps >= targets.requestsPerSecond)}); ` +
        `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (target ≤ ${targets.p95Ms}: ` +
        `${verdict(at(0.95) <= targets.p95Ms)}), p99 ${at(0.99).toFixed(1)} ms; ${result.requests.total} requests, 0 errors`,
    );
    if (crowd.seconds > 0) await runCrowd(server.url, site, child.pid);
  } finally {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
