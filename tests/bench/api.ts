import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { callApi, field, isOk } from '../support/http';
import { createScratchDatabase, postgresAnswers } from '../support/postgres';
import { freePort, startServer } from '../support/server-process';

/**
 * GET /api/Setting for a user in 20 worlds, on the real server in its own
 * process, against a bare node:http hello world with the same load.
 * BENCH_SECONDS (default 10) sets the measured time; BENCH_LOG_LEVEL the server's.
 */
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const warmUpSeconds = 2;
const connections = 50;
const logLevel = process.env['BENCH_LOG_LEVEL'] ?? 'info';
const postgresUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const targets = { ratio: 0.25, p99Ms: 10 };

interface Measured {
  label: string;
  result: Result;
}

export async function run(): Promise<void> {
  console.log(
    `${connections} connections, ${warmUpSeconds} s warm-up then ${seconds} s measured, server LOG_LEVEL=${logLevel}, ${os.cpus().length} CPUs`,
  );
  const bare = await measureBare();
  report(bare);
  const ours = [await measureOurs('Loreweave, SQLite', {})];
  report(ours[0] as Measured, bare);
  if (await postgresAnswers(postgresUrl)) {
    const scratch = await createScratchDatabase(postgresUrl, 'bench');
    try {
      ours.push(await measureOurs('Loreweave, PostgreSQL', { DATABASE_URL: scratch.url }));
      report(ours[1] as Measured, bare);
    } finally {
      await scratch.drop();
    }
  } else {
    console.log(`(PostgreSQL skipped: nothing answers at ${postgresUrl})`);
  }
}

async function measureBare(): Promise<Measured> {
  const port = await freePort();
  const script = `require('node:http').createServer((q, s) => s.end('hello world')).listen(${port}, '127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitUntil(async () => (await fetch(url)).ok);
    return { label: 'node:http hello world', result: await load(url, {}) };
  } finally {
    child.kill();
    await exited;
  }
}

async function measureOurs(label: string, env: Record<string, string>): Promise<Measured> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-bench-'));
  const server = await startServer({
    dataDir,
    env: {
      ...env,
      LOG_LEVEL: logLevel,
      JWT_SECRET: 'bench-secret-0123456789abcdefghijklmnop',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  try {
    const token = await userInTwentyWorlds(server.url);
    return {
      label,
      result: await load(`${server.url}/api/Setting`, { authorization: `Bearer ${token}` }),
    };
  } finally {
    await server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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

async function load(url: string, headers: Record<string, string>): Promise<Result> {
  await autocannon({ url, connections, duration: warmUpSeconds, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors; the figures would lie`,
    );
  }
  return result;
}

function report({ label, result }: Measured, bare?: Measured): void {
  const rps = result.requests.average;
  const line = `${label.padEnd(24)} ${Math.round(rps).toString().padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`;
  if (!bare) return void console.log(line);
  const ratio = rps / bare.result.requests.average;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(
    `${line}   ratio ${(ratio * 100).toFixed(1)} % (target ≥ ${targets.ratio * 100} %: ${verdict(ratio >= targets.ratio)})` +
      `   p99 target ≤ ${targets.p99Ms} ms: ${verdict(result.latency.p99 <= targets.p99Ms)}`,
  );
}

async function waitUntil(ready: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The bare server did not start');
}
