import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TiledPicture } from './map-tiler';

export interface TilerRequest {
  /** The uploaded picture. */
  input: string;
  /** An empty folder the pyramid is written into. */
  folder: string;
}

export type TilerMessage =
  | { type: 'progress'; progress: number }
  | ({ type: 'done' } & TiledPicture)
  | { type: 'failed'; message: string };

export interface TilerRun {
  result: Promise<TiledPicture>;
  /** Ends the job; `result` then rejects. */
  kill(): void;
}

/**
 * Starts the tiler's child process: the bundled file beside main.mjs in
 * production (dist/server/map-tiler-worker.mjs); under tsx and vitest the
 * TypeScript source through tsx's loader.
 */
function startChild(): ChildProcess {
  if (import.meta.url.endsWith('.mjs')) {
    return fork(fileURLToPath(new URL('./map-tiler-worker.mjs', import.meta.url)), [], {
      execArgv: [],
      serialization: 'json',
    });
  }
  return fork(fileURLToPath(new URL('./map-tiler-worker.ts', import.meta.url)), [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    serialization: 'json',
  });
}

export function runTiler(request: TilerRequest, onProgress: (progress: number) => void): TilerRun {
  // At the server's own priority: niced, the tiler got almost no CPU beside other busy
  // processes, and the server's requests stay fast without it (it is one process, the
  // tiler one more; the scheduler shares the cores between them).
  const child = startChild();
  const result = new Promise<TiledPicture>((resolve, reject) => {
    let settled = false;
    child.on('message', (message: TilerMessage) => {
      if (message.type === 'progress') onProgress(message.progress);
      else if (message.type === 'done') {
        settled = true;
        const { type: _type, ...tiled } = message;
        resolve(tiled);
      } else {
        settled = true;
        reject(new Error(`tiling failed: ${message.message}`));
      }
    });
    child.on('error', (error) => {
      settled = true;
      reject(error);
    });
    child.on('exit', (code, signal) => {
      if (!settled) reject(new Error(`the tiler stopped (${signal ?? code})`));
    });
  });
  child.send(request);
  return { result, kill: () => void child.kill('SIGKILL') };
}
