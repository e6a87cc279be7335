import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the server runs from here, as `npm start` does. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the server wrote to stderr/stdout so far (for failure messages). */
  output(): string;
  /** Sends the signal and resolves once the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface StartServerOptions {
  dataDir: string;
  port?: number;
  /** Extra environment (DATABASE_URL, LOG_LEVEL, ...); undefined removes a variable. */
  env?: Record<string, string | undefined>;
  /** Keep stdout (the request log) instead of discarding it. */
  captureStdout?: boolean;
  /**
   * A bundle of `buildServerBundle` to run, as `npm start` does, instead of
   * the sources through tsx: it starts in about half the time.
   */
  bundle?: string;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Bundles the server as `npm run build:server` does, into a folder of its own
 * under node_modules/.cache (inside the repository, so the bundle finds its
 * dependencies); answers the entry file and a function that removes the folder.
 */
export function buildServerBundle(): { entry: string; remove(): void } {
  const cache = path.join(repoRoot, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const folder = fs.mkdtempSync(path.join(cache, 'loreweave-server-'));
  execFileSync(process.execPath, ['scripts/build-server.mjs', folder], {
    cwd: repoRoot,
    stdio: 'pipe',
  });
  return {
    entry: path.join(folder, 'main.mjs'),
    remove: () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

/** A server process spawned with its packages loading; `start()` runs it. */
export interface PreparedServer {
  /** Lets the server start and resolves once GET /api/health answers 200. */
  start(): Promise<ServerProcess>;
  /** Ends a process that was never started. */
  discard(): Promise<void>;
}

/**
 * Spawns the real server (`node --import tsx src/server/main.ts`, or a bundle)
 * as a child process. A bundle is run through preload-server.mjs, which loads
 * its packages at once and waits for `start()`: a test that restarts the
 * server prepares the next process while the current one works.
 */
export function prepareServer(options: StartServerOptions & { port: number }): PreparedServer {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_WORLD: 'off',
  };
  // The test runner's own options must not leak into the server.
  delete env['NODE_OPTIONS'];
  delete env['DATABASE_URL'];
  delete env['SMTP_URL'];
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const entry = options.bundle
    ? [path.join(repoRoot, 'tests/support/preload-server.mjs'), options.bundle]
    : ['--import', 'tsx', 'src/server/main.ts'];
  // A bench may profile the server: BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=…'.
  const nodeArgs = process.env['BENCH_SERVER_NODE_ARGS']?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: repoRoot,
    env,
    stdio: [options.bundle ? 'pipe' : 'ignore', options.captureStdout ? 'pipe' : 'ignore', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Loading ahead should take the CPU the running server leaves, not compete with it.
  if (options.bundle) changePriority(child, 10);

  const server: ServerProcess = {
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    child,
    output: () => output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  return {
    async start() {
      if (options.bundle) changePriority(child, 0);
      child.stdin?.end('start\n');
      try {
        await waitForHealth(server, exited);
      } catch (error) {
        await server.kill('SIGKILL');
        throw error;
      }
      return server;
    },
    discard: () => server.kill('SIGKILL'),
  };
}

/**
 * Best effort: raising a priority back needs root (or CAP_SYS_NICE), which CI
 * has. On Linux a priority belongs to each thread, and the threads a package
 * started while loading (libvips's, say) keep theirs: every one is changed.
 */
function changePriority(child: ChildProcess, priority: number): void {
  if (child.pid === undefined) return;
  let threads: number[] = [child.pid];
  try {
    threads = fs.readdirSync(`/proc/${child.pid}/task`).map(Number);
  } catch {
    // not Linux: the process's priority is the one to change
  }
  for (const thread of threads) {
    try {
      os.setPriority(thread, priority);
    } catch {
      // stays at the lower priority; only slower
    }
  }
}

/** Starts the real server and resolves once GET /api/health answers 200. */
export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  return prepareServer({ ...options, port }).start();
}

async function waitForHealth(
  server: ServerProcess,
  exited: Promise<void>,
  timeoutMs = 60_000,
): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server exited before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`, {
        signal: AbortSignal.timeout(1000),
      });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server was not ready after ${timeoutMs} ms:\n${server.output()}`);
}
