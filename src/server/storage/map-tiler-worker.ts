import os from 'node:os';
import sharp from 'sharp';
import { countTiles, expectedTileCount, pictureSize, tilePicture } from './map-tiler';
import type { TilerMessage, TilerRequest } from './map-tiler-process';

/**
 * The tiler's child process: takes one job from its parent, cuts the pyramid,
 * reports progress about twice a second (tiles written against tiles
 * expected), then the outcome, and exits. A process of its own keeps libvips'
 * memory and threads off the server and lets the server kill a job.
 */
const progressEveryMs = 500;

sharp.cache(false);
// sharp runs libvips on one thread on glibc Linux (against heap fragmentation in a
// long-lived process); this process cuts one picture and exits, so it takes every core.
sharp.concurrency(os.availableParallelism());

function send(message: TilerMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) resolve();
    else process.send(message, () => resolve());
  });
}

async function run(request: TilerRequest): Promise<void> {
  const { width, height } = await pictureSize(request.input);
  const expected = expectedTileCount(width, height);
  let finished = false;
  const tick = async () => {
    if (finished) return;
    const written = await countTiles(request.folder);
    if (!finished) await send({ type: 'progress', progress: Math.min(0.99, written / expected) });
    if (!finished) timer = setTimeout(() => void tick(), progressEveryMs);
  };
  let timer = setTimeout(() => void tick(), progressEveryMs);
  try {
    const tiled = await tilePicture(request.input, request.folder);
    finished = true;
    clearTimeout(timer);
    await send({ type: 'done', ...tiled });
  } finally {
    finished = true;
    clearTimeout(timer);
  }
}

process.once('message', (request: TilerRequest) => {
  run(request)
    .catch(async (error: unknown) => {
      await send({
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    })
    .finally(() => process.exit(0));
});
// The parent went away (server stopped or killed): nothing is waiting for this job.
process.on('disconnect', () => process.exit(1));
