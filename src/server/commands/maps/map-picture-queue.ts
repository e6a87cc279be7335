import crypto from 'node:crypto';
import { fileTypeFromFile } from 'file-type';
import type { ServerContext } from '../../context';
import type { MapTilingJob, MapTilingJobs } from '../../storage/map-tiling-jobs';
import { runTiler, type TilerRun } from '../../storage/map-tiler-process';
import type { MapSourceExt } from '../../storage/map-tile-store';
import {
  claimMapPicture,
  completeMapPicture,
  failMapPicture,
  keepMapPicturesClaimed,
  releaseMapPictures,
  saveTilingProgress,
} from './map-picture-completion';

export type StartTiler = typeof runTiler;

/** The row's progress is written at most this often; live notices go out as the tiler reports. */
const saveProgressEveryMs = 2_000;

export interface MapQueueTimings {
  /** How often the instance renews `tiling_heartbeat_at` of the jobs it holds. */
  heartbeatMs: number;
  /** A heartbeat older than this is a dead instance's: its job may be taken over. */
  staleAfterMs: number;
}

export const defaultMapQueueTimings: MapQueueTimings = { heartbeatMs: 5_000, staleAfterMs: 30_000 };

/**
 * Pictures waiting to be cut, one at a time per server (a 16k² picture keeps
 * both cores of a small machine busy): each job runs in the tiler's child
 * process into a partial folder, which is published whole and then named by
 * the row in one transaction. A job that fails leaves the map `failed` with its
 * previous picture; a job stopped by shutdown leaves it `tiling`, and the next
 * start runs it again (map-picture-recovery.ts).
 *
 * Instances sharing a database each have a queue: a job is claimed on its row
 * (`tiling_owner`) before it runs, and the heartbeat renewed while it waits or
 * runs, so no other instance's recovery takes a job that is alive.
 */
export class MapPictureQueue implements MapTilingJobs {
  readonly owner = crypto.randomUUID();
  private readonly waiting: MapTilingJob[] = [];
  private heartbeat: NodeJS.Timeout | undefined;
  private current: TilerRun | null = null;
  private running: string | null = null;
  private working = false;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly context: () => ServerContext,
    private readonly startTiler: StartTiler = runTiler,
    readonly timings: MapQueueTimings = defaultMapQueueTimings,
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

  /** Stops, and lets go of the jobs it held: the next start, or another instance, takes them at once. */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    this.current?.kill();
    await this.idle();
    const ctx = this.context();
    await releaseMapPictures(ctx, this.owner).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'map tiling: could not let go of its jobs');
    });
  }

  private async work(): Promise<void> {
    this.working = true;
    this.heartbeat = setInterval(() => this.beat(), this.timings.heartbeatMs);
    this.heartbeat.unref();
    try {
      for (let job = this.waiting.shift(); job; job = this.waiting.shift()) {
        this.running = job.fileKey;
        await this.claimAndProcess(job).catch((error: unknown) => {
          this.context().log.error({ err: error, mapId: job?.mapId }, 'map tiling: a job failed');
        });
        this.running = null;
        if (this.closed) break;
      }
    } finally {
      clearInterval(this.heartbeat);
      this.working = false;
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  /** Every job this queue holds stays claimed while it waits or runs. */
  private beat(): void {
    const ctx = this.context();
    void keepMapPicturesClaimed(ctx, this.owner).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'map tiling: could not renew the heartbeat of its jobs');
    });
  }

  /** A job another live instance holds (both recovered it, say) is left to that one. */
  private async claimAndProcess(job: MapTilingJob): Promise<void> {
    const ctx = this.context();
    if (!(await claimMapPicture(ctx, job, this.owner, this.timings.staleAfterMs))) return;
    await this.process(job);
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
