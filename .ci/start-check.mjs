/* global AbortSignal */
// `npm start` (scripts/start.mjs, run directly so the signal reaches it without npm between) on
// the Node running this script, as a self-hoster would: a fresh DATA_DIR, a free port,
// GET /api/health until it answers 200, then SIGTERM and a clean exit.
// Prints how long the start took; exits non-zero when the server does not come up or stop.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const readyWithin = 180_000;
const stopWithin = 15_000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

async function healthy(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-start-'));
const url = `http://127.0.0.1:${port}/api/health`;
const started = Date.now();
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
});
const exited = new Promise((resolve) =>
  server.on('exit', (code, signal) => resolve({ code, signal })),
);

let ready = false;
while (!ready && Date.now() - started < readyWithin && server.exitCode === null) {
  ready = await healthy(url);
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
}
const readyAfter = Date.now() - started;

const stopping = Date.now();
server.kill('SIGTERM');
const stop = await Promise.race([
  exited,
  new Promise((resolve) => setTimeout(() => resolve(undefined), stopWithin).unref()),
]);
const stoppedAfter = Date.now() - stopping;
if (!stop) server.kill('SIGKILL');
fs.rmSync(dataDir, { recursive: true, force: true });

const node = `Node ${process.versions.node}`;
if (!ready) {
  console.error(`${node}: the server did not answer ${url} with 200 within ${readyAfter} ms`);
  process.exit(1);
}
if (!stop || stop.code !== 0) {
  console.error(
    `${node}: the server did not stop cleanly on SIGTERM (${JSON.stringify(stop ?? 'still running')})`,
  );
  process.exit(1);
}
console.log(
  `${node}: npm start answered /api/health after ${readyAfter} ms and stopped cleanly ${stoppedAfter} ms after SIGTERM`,
);
