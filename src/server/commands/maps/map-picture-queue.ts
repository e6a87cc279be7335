import { fileTypeFromFile } from 'file-type';
import type { ServerContext } from '../../context';
import type { MapTilingJob, MapTilingJobs } from '../../storage/map-tiling-jobs';
import { runTiler, type TilerRun } from '../../storage/map-tiler-process';
import type { MapSourceExt } from '../../storage/map-tile-store';
import { completeMapPicture, failMapPicture, saveTilingProgress } from './map-picture-completion';

export type StartTiler = typeof runTiler;

/** The row's progress is written at most this often; live notices go out as the tiler reports. */
const saveProgressEveryMs = 2_000;

/**
 * Pictures waiting to be cut, one at a time per server (a 16k² picture keeps
 * both cores of a small machine busy): each job runs in the tiler's child
 * process into a partial folder, which is published whole and then named by
 * the row in one transaction. A job that fails leaves the map `failed` with its
 * previous picture; a job stopped by shutdown leaves it `tiling`, and the next
 * start runs it again (map-picture-recovery.ts).
 */
export class MapPictureQueue implements MapTilingJobs {
  private readonly waiting: MapTilingJob[] = [];
  private current: TilerRun | null = null;
  private running: string | null = null;
  private working = false;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly context: () => ServerContext,
    private readonly startTiler: StartTiler = runTiler,
  ) {}

  enqueue(job: MapTilingJob): void {
    if (this.closed) return;
    // Start-up recovery may name a job an import has just queued, or one running now.
    if (this.running === job.fileKey) return;
    if (this.waiting.some((queued) => queued.fileKey === job.fileKey)) return;
    this.waiting.push(job);
    if (!this.working) void this.work();
  }

  idle(): Promise<void> {
    if (!this.working) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    this.current?.kill();
    await this.idle();
  }

  private async work(): Promise<void> {
    this.working = true;
    try {
      for (let job = this.waiting.shift(); job; job = this.waiting.shift()) {
        this.running = job.fileKey;
        await this.process(job).catch((error: unknown) => {
          this.context().log.error({ err: error, mapId: job?.mapId }, 'map tiling: a job failed');
        });
        this.running = null;
        if (this.closed) break;
      }
    } finally {
      this.working = false;
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  private async process(job: MapTilingJob): Promise<void> {
    const ctx = this.context();
    const announce = (status: 'tiling' | 'ready' | 'failed', progress: number) =>
      ctx.publisher.announce({
        worldId: job.worldId,
        message: { type: 'map_tiling', mapId: job.mapId, status, progress },
      });
    let savedAt = Date.now();
    const onProgress = (progress: number) => {
      announce('tiling', progress);
      if (Date.now() - savedAt >= saveProgressEveryMs) {
        savedAt = Date.now();
        void saveTilingProgress(ctx, job, progress).catch(() => undefined);
      }
    };

    let tiled;
    try {
      const input = await ctx.mapTiles.uploadPath(job.fileKey);
      const folder = await ctx.mapTiles.partialFolder(job.worldId, job.fileKey);
      announce('tiling', 0);
      this.current = this.startTiler({ input, folder }, onProgress);
      tiled = await this.current.result;
      this.current = null;
      if (this.closed) throw new Error('the server is stopping');
      // The picture itself goes with its tiles (moved, not copied): a world archive carries it.
      await ctx.mapTiles.keepSource(job.worldId, job.fileKey, await sourceExt(input));
      await ctx.mapTiles.publish(job.worldId, job.fileKey);
    } catch (error) {
      this.current = null;
      await ctx.mapTiles.discardPartial(job.worldId, job.fileKey);
      // Stopped by shutdown: the map stays `tiling` with its upload, and the next start runs it again.
      if (this.closed) return;
      ctx.log.warn({ err: error, mapId: job.mapId }, 'map tiling: the picture could not be cut');
      if (await failMapPicture(ctx, job)) announce('failed', 0);
      await ctx.mapTiles.removeUpload(job.fileKey);
      return;
    }

    const outcome = await completeMapPicture(ctx, job, tiled).catch(async (error: unknown) => {
      await ctx.mapTiles.removePyramid(job.worldId, job.fileKey);
      if (await failMapPicture(ctx, job).catch(() => false)) announce('failed', 0);
      await ctx.mapTiles.removeUpload(job.fileKey);
      throw error;
    });
    if (outcome.kind === 'stale') {
      await ctx.mapTiles.removePyramid(job.worldId, job.fileKey);
    } else {
      announce('ready', 1);
      if (outcome.previousFileKey)
        await ctx.mapTiles.removePyramid(job.worldId, outcome.previousFileKey);
    }
    await ctx.mapTiles.removeUpload(job.fileKey);
  }
}

/** The upload's extension from its bytes (the intake let only PNG, JPEG and WebP through). */
async function sourceExt(file: string): Promise<MapSourceExt> {
  const type = await fileTypeFromFile(file);
  if (type?.ext === 'png' || type?.ext === 'jpg' || type?.ext === 'webp') return type.ext;
  throw new Error(`the picture's type is ${type?.mime ?? 'unknown'}`);
}
