import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchLogLevel, benchPostgresUrl, benchServerEnv } from '../support/bench-env';
import { callApi, field, isOk } from '../support/http';
import { measureLoad, type LoadResult } from '../support/load-test';
import { createScratchDatabase, postgresAnswers } from '../support/postgres';
import { freePort, startServer } from '../support/server-process';

/**
 * GET /api/Setting for a user in 20 worlds, on the real server in its own
 * process, against a bare node:http hello world under the same load (measured
 * before and after, the ratio uses their mean: other work on the machine moves
 * the figures, the server CPU per request much less).
 * BENCH_SECONDS (default 10) sets the measured time; BENCH_LOG_LEVEL the server's
 * (default info, as in production); BENCH_DATABASE_URL where PostgreSQL is tried.
 */
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const warmUpSeconds = 2;
const connections = 50;
const logLevel = benchLogLevel;
const postgresUrl = benchPostgresUrl;
const targets = { ratio: 0.25, p99Ms: 10 };

interface Row extends LoadResult {
  label: string;
}

export async function run(): Promise<void> {
  const load = () => os.loadavg()[0]?.toFixed(1) ?? '?';
  console.log(
    `GET /api/Setting, a user in 20 worlds; ${connections} connections, ${warmUpSeconds} s warm-up + ${seconds} s; ` +
      `server LOG_LEVEL=${logLevel}; ${os.cpus().length} CPUs, load average ${load()}`,
  );
  const bare = [await measureBare('node:http hello world')];
  const ours = [await measureOurs('Loreweave, SQLite', {})];
  if (await postgresAnswers(postgresUrl)) {
    const scratch = await createScratchDatabase(postgresUrl, 'bench');
    try {
      ours.push(await measureOurs('Loreweave, PostgreSQL', { DATABASE_URL: scratch.url }));
    } finally {
      await scratch.drop();
    }
  }
  bare.push(await measureBare('node:http (again)'));

  const bareRps = bare.reduce((sum, row) => sum + row.result.requests.average, 0) / bare.length;
  console.log(`${''.padEnd(24)}   req/s      p50      p99  server CPU/request`);
  for (const row of bare) console.log(line(row));
  for (const row of ours) {
    const ratio = row.result.requests.average / bareRps;
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(
      `${line(row)}   ratio ${(ratio * 100).toFixed(1)} % (target ≥ ${targets.ratio * 100} %: ${verdict(ratio >= targets.ratio)}),` +
        ` p99 target ≤ ${targets.p99Ms} ms: ${verdict(row.result.latency.p99 <= targets.p99Ms)}`,
    );
  }
  if (ours.length === 1) console.log(`(PostgreSQL skipped: nothing answers at ${postgresUrl})`);
  console.log(`load average at the end ${load()}; server CPU excludes PostgreSQL's own processes`);
}

function line(row: Row): string {
  const { requests, latency } = row.result;
  const cpu =
    row.cpuMicrosPerRequest === undefined ? '?' : `${Math.round(row.cpuMicrosPerRequest)} µs`;
  return (
    `${row.label.padEnd(24)} ${Math.round(requests.average).toString().padStart(7)} ` +
    `${`${latency.p50} ms`.padStart(8)} ${`${latency.p99} ms`.padStart(8)} ${cpu.padStart(19)}`
  );
}

async function measureBare(label: string): Promise<Row> {
  const port = await freePort();
  const script = `require('node:http').createServer((q, s) => s.end('hello world')).listen(${port}, '127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitUntil(async () => (await fetch(url)).ok);
    return { label, ...(await measure(url, {}, child.pid)) };
  } finally {
    child.kill();
    await exited;
  }
}

async function measureOurs(label: string, env: Record<string, string>): Promise<Row> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-bench-'));
  const server = await startServer({
    dataDir,
    env: { ...env, ...benchServerEnv() },
  });
  try {
    const token = await userInTwentyWorlds(server.url);
    const headers = { authorization: `Bearer ${token}` };
    return { label, ...(await measure(`${server.url}/api/Setting`, headers, server.child.pid)) };
  } finally {
    await server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function measure(url: string, headers: Record<string, string>, serverPid: number | undefined) {
  return measureLoad({ url, headers, connections, warmUpSeconds, seconds, serverPid });
}

/** A user who owns 10 worlds and is a member of 10 worlds of someone else. */
async function userInTwentyWorlds(baseUrl: string): Promise<string> {
  const signUp = async (userName: string) => {
    const body = { userName, password: 'bench-password', emailAdress: `${userName}@bench.test` };
    return field(await callApi(baseUrl, 'POST', '/api/Account/CreateAccount', { body }), 'token');
  };
  const reader = await signUp('reader');
  const other = await signUp('other');
  for (let i = 0; i < 10; i++) {
    const body = (owner: string) => ({
      urlName: `${owner}-world-${i}`,
      name: `World ${i} of ${owner}`,
      description: 'x'.repeat(200),
    });
    await callApi(baseUrl, 'POST', '/api/Setting', { token: reader, body: body('reader') });
    const world = await callApi(baseUrl, 'POST', '/api/Setting', {
      token: other,
      body: body('other'),
    });
    const role = i % 2 === 0 ? 'writer' : 'viewer';
    await callApi(baseUrl, 'POST', `/api/Setting/${field(world, 'id')}/Members`, {
      token: other,
      body: { userName: 'reader', role },
    });
  }
  const list = await callApi(baseUrl, 'GET', '/api/Setting', { token: reader });
  const count = Array.isArray(list.body) ? list.body.length : 0;
  if (!isOk(list) || count !== 20) throw new Error(`Setup failed: the reader sees ${count} worlds`);
  return reader;
}

async function waitUntil(ready: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The bare server did not start');
}
