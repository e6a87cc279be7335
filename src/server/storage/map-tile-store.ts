import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where map pictures live: a pyramid of tiles per picture, `<world>/<fileKey>/`
 * holding `tiles/<z>/<y>/<x>.webp` (sharp's google layout), `thumb.webp` and
 * the uploaded picture itself as `source.<ext>` (a world archive carries it;
 * pyramids cut before it was kept have none). One interface
 * so an S3-compatible store can replace the local folder; the tiler always
 * writes into a local folder first (`partialFolder`), which `publish` makes
 * the pyramid whole in one step.
 */
export interface MapTileStore {
  /** A fresh, empty local folder the tiler fills; nothing reads it until `publish`. */
  partialFolder(worldId: string, fileKey: string): Promise<string>;
  /** Makes a filled partial folder the pyramid `fileKey`, whole, surviving a power cut. */
  publish(worldId: string, fileKey: string): Promise<void>;
  /** Removes a partial folder (a failed or abandoned job); missing is fine. */
  discardPartial(worldId: string, fileKey: string): Promise<void>;
  /** One tile (`y` without its extension) or the thumbnail, or null when absent. */
  openTile(
    worldId: string,
    fileKey: string,
    z: number,
    x: number,
    y: number,
  ): Promise<OpenedFile | null>;
  openThumb(worldId: string, fileKey: string): Promise<OpenedFile | null>;
  /** Moves the upload `fileKey` into its partial pyramid as `source.<ext>` (before `publish`). */
  keepSource(worldId: string, fileKey: string, ext: MapSourceExt): Promise<void>;
  /** The picture a pyramid was cut from, or null (absent, or a pyramid made before sources were kept). */
  openSource(worldId: string, fileKey: string): Promise<MapSource | null>;
  /**
   * Moves a published pyramid's source back to the uploads as `fileKey`
   * (a crash after publishing, before the row named the pyramid): the job can
   * run again. False when there is none.
   */
  reclaimSource(worldId: string, fileKey: string): Promise<boolean>;
  /** Removes a whole pyramid; missing is fine. */
  removePyramid(worldId: string, fileKey: string): Promise<void>;
  /** Removes a world's pyramids and partial folders. */
  removeWorld(worldId: string): Promise<void>;
  listWorlds(): Promise<string[]>;
  /** A world's pyramids and partial folders, with their modification time (ms). */
  listPyramids(worldId: string): Promise<StoredPyramid[]>;
  /** A local path for an upload in flight (`name` is ours: a UUID). */
  uploadPath(name: string): Promise<string>;
  /** Uploads kept on disk: in flight, queued for tiling, or left by a crash. */
  listUploads(): Promise<{ name: string; modifiedAt: number }[]>;
  removeUpload(name: string): Promise<void>;
}

export interface OpenedFile {
  stream: Readable;
  size: number;
}

export const mapSourceExts = ['png', 'jpg', 'webp'] as const;
export type MapSourceExt = (typeof mapSourceExts)[number];

export interface MapSource extends OpenedFile {
  ext: MapSourceExt;
}

export interface StoredPyramid {
  fileKey: string;
  partial: boolean;
  modifiedAt: number;
}

const safeName = /^[A-Za-z0-9_-]{1,128}$/;
const partialSuffix = '.partial';
const uploadsFolder = '.uploads';

export class LocalMapTileStore implements MapTileStore {
  constructor(readonly root: string) {}

  private worldFolder(worldId: string): string {
    if (!safeName.test(worldId)) throw new Error(`unsafe world id ${worldId}`);
    return path.join(this.root, worldId);
  }

  private pyramidFolder(worldId: string, fileKey: string): string {
    if (!safeName.test(fileKey)) throw new Error(`unsafe file key ${fileKey}`);
    return path.join(this.worldFolder(worldId), fileKey);
  }

  async partialFolder(worldId: string, fileKey: string): Promise<string> {
    const folder = this.pyramidFolder(worldId, fileKey) + partialSuffix;
    await fsp.rm(folder, { recursive: true, force: true });
    await fsp.mkdir(folder, { recursive: true });
    return folder;
  }

  /**
   * Every file and folder of the partial pyramid is flushed, then the folder is
   * renamed and its parent flushed: after a crash the pyramid is either absent
   * or whole, and the row naming it commits only after this returns.
   */
  async publish(worldId: string, fileKey: string): Promise<void> {
    const target = this.pyramidFolder(worldId, fileKey);
    const partial = target + partialSuffix;
    await syncTree(partial);
    await fsp.rm(target, { recursive: true, force: true });
    await fsp.rename(partial, target);
    await fsyncDirectory(path.dirname(target));
  }

  async discardPartial(worldId: string, fileKey: string): Promise<void> {
    await fsp.rm(this.pyramidFolder(worldId, fileKey) + partialSuffix, {
      recursive: true,
      force: true,
    });
  }

  openTile(
    worldId: string,
    fileKey: string,
    z: number,
    x: number,
    y: number,
  ): Promise<OpenedFile | null> {
    const folder = this.pyramidFolder(worldId, fileKey);
    return openFile(path.join(folder, 'tiles', String(z), String(y), `${x}.webp`));
  }

  openThumb(worldId: string, fileKey: string): Promise<OpenedFile | null> {
    return openFile(path.join(this.pyramidFolder(worldId, fileKey), 'thumb.webp'));
  }

  async keepSource(worldId: string, fileKey: string, ext: MapSourceExt): Promise<void> {
    const partial = this.pyramidFolder(worldId, fileKey) + partialSuffix;
    await fsp.rename(await this.uploadPath(fileKey), path.join(partial, `source.${ext}`));
  }

  async openSource(worldId: string, fileKey: string): Promise<MapSource | null> {
    const found = await this.findSource(worldId, fileKey);
    if (!found) return null;
    const file = await openFile(found.file);
    return file ? { ...file, ext: found.ext } : null;
  }

  async reclaimSource(worldId: string, fileKey: string): Promise<boolean> {
    if (await this.reclaimPartialSource(worldId, fileKey)) return true;
    const found = await this.findSource(worldId, fileKey);
    if (!found) return false;
    await fsp.rename(found.file, await this.uploadPath(fileKey));
    await fsp.rm(this.pyramidFolder(worldId, fileKey), { recursive: true, force: true });
    return true;
  }

  /**
   * A crash after `keepSource`, before `publish` finished, left the picture in
   * the partial folder: it goes back to the uploads and the folder is dropped.
   */
  async reclaimPartialSource(worldId: string, fileKey: string): Promise<boolean> {
    const partial = this.pyramidFolder(worldId, fileKey) + partialSuffix;
    const found = await findSourceIn(partial);
    if (!found) return false;
    await fsp.rename(found.file, await this.uploadPath(fileKey));
    await fsyncDirectory(path.join(this.root, uploadsFolder));
    await fsp.rm(partial, { recursive: true, force: true });
    return true;
  }

  private findSource(
    worldId: string,
    fileKey: string,
  ): Promise<{ file: string; ext: MapSourceExt } | null> {
    return findSourceIn(this.pyramidFolder(worldId, fileKey));
  }

  async removePyramid(worldId: string, fileKey: string): Promise<void> {
    await fsp.rm(this.pyramidFolder(worldId, fileKey), { recursive: true, force: true });
  }

  async removeWorld(worldId: string): Promise<void> {
    await fsp.rm(this.worldFolder(worldId), { recursive: true, force: true });
  }

  async listWorlds(): Promise<string[]> {
    const entries = await readFolder(this.root);
    return entries
      .filter((entry) => entry.isDirectory() && safeName.test(entry.name))
      .map((entry) => entry.name);
  }

  async listPyramids(worldId: string): Promise<StoredPyramid[]> {
    const folder = this.worldFolder(worldId);
    const entries = await readFolder(folder);
    const pyramids = await Promise.all(
      entries.map(async (entry): Promise<StoredPyramid | null> => {
        if (!entry.isDirectory()) return null;
        const partial = entry.name.endsWith(partialSuffix);
        const fileKey = partial ? entry.name.slice(0, -partialSuffix.length) : entry.name;
        if (!safeName.test(fileKey)) return null;
        try {
          const stat = await fsp.stat(path.join(folder, entry.name));
          return { fileKey, partial, modifiedAt: stat.mtimeMs };
        } catch {
          return null; // removed meanwhile
        }
      }),
    );
    return pyramids.filter((pyramid) => pyramid !== null);
  }

  async uploadPath(name: string): Promise<string> {
    if (!safeName.test(name)) throw new Error(`unsafe upload name ${name}`);
    const folder = path.join(this.root, uploadsFolder);
    await fsp.mkdir(folder, { recursive: true });
    return path.join(folder, name);
  }

  async listUploads(): Promise<{ name: string; modifiedAt: number }[]> {
    const folder = path.join(this.root, uploadsFolder);
    const entries = await readFolder(folder);
    const files = await Promise.all(
      entries.map(async (entry) => {
        if (!entry.isFile() || !safeName.test(entry.name)) return null;
        try {
          const stat = await fsp.stat(path.join(folder, entry.name));
          return { name: entry.name, modifiedAt: stat.mtimeMs };
        } catch {
          return null;
        }
      }),
    );
    return files.filter((file) => file !== null);
  }

  async removeUpload(name: string): Promise<void> {
    if (!safeName.test(name)) throw new Error(`unsafe upload name ${name}`);
    await fsp.rm(path.join(this.root, uploadsFolder, name), { force: true });
  }
}

/** The picture a (partial) pyramid folder holds as `source.<ext>`, or null. */
async function findSourceIn(folder: string): Promise<{ file: string; ext: MapSourceExt } | null> {
  for (const ext of mapSourceExts) {
    const file = path.join(folder, `source.${ext}`);
    try {
      await fsp.access(file);
      return { file, ext };
    } catch {
      // not this one
    }
  }
  return null;
}

/** Flushes an upload and its folder: a row may name it as soon as this returns. */
export async function syncUpload(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fsyncDirectory(path.dirname(file));
}

/** A random name for an upload file or a pyramid. */
export function newMapFileKey(): string {
  return crypto.randomUUID();
}

async function openFile(file: string): Promise<OpenedFile | null> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(file, 'r');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function readFolder(folder: string): Promise<fs.Dirent[]> {
  try {
    return await fsp.readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** Flushes every file, then every folder, bottom up, a few at a time. */
async function syncTree(folder: string): Promise<void> {
  const entries = await fsp.readdir(folder, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  for (let start = 0; start < files.length; start += 32) {
    await Promise.all(
      files.slice(start, start + 32).map(async (entry) => {
        const handle = await fsp.open(path.join(folder, entry.name), 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
      }),
    );
  }
  for (const entry of entries)
    if (entry.isDirectory()) await syncTree(path.join(folder, entry.name));
  await fsyncDirectory(folder);
}

async function fsyncDirectory(folder: string): Promise<void> {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(folder, 'r');
    await handle.sync();
  } catch {
    // Some platforms cannot open or sync a directory; the files themselves are synced already.
  } finally {
    await handle?.close();
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
