/**
 * The queue of pictures waiting to be cut into tiles, as the rest of the
 * server sees it (commands/maps/map-picture-queue.ts implements it). One job
 * runs at a time per server.
 */
export interface MapTilingJob {
  worldId: string;
  mapId: string;
  /** The upload's name in the tile store and the pyramid's key. */
  fileKey: string;
  /** Who uploaded it: the feed names them when the tiles are ready. */
  userId: string | null;
  /**
   * A picture a world import brings back: the map's times stay as archived
   * and the feed records no upload (it says "imported" already).
   */
  restored?: boolean;
}

export interface MapTilingJobs {
  /** This instance, as a `tiling` map's `tiling_owner` names it while its job waits or runs here. */
  readonly owner: string;
  enqueue(job: MapTilingJob): void;
  /** Resolves once no job runs or waits (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops the running job (its map is picked up again at the next start) and takes no more. */
  close(): Promise<void>;
}
