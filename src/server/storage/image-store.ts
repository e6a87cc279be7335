import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where image files live. One interface so an S3-compatible store can replace
 * the local folder (DESIGN.md "Beyond one machine"); the local one keeps each
 * world's files in DATA_DIR/images/<world id>/ under generated names.
 */
export interface ImageStore {
  /** Stores a file whole or not at all: a reader never sees half of it. */
  write(worldId: string, fileName: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when it is gone. */
  open(worldId: string, fileName: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes files; missing ones are not an error (a retry or a sweep got there first). */
  remove(worldId: string, fileNames: string[]): Promise<void>;
  /** Removes a world's folder with everything in it. */
  removeWorld(worldId: string): Promise<void>;
  /** The worlds that have a folder. */
  listWorlds(): Promise<string[]>;
  /** A world's files with their modification time (ms). */
  listFiles(worldId: string): Promise<{ name: string; modifiedAt: number }[]>;
}

/** World ids and file names come from our own UUIDs; anything else never reaches the disk. */
export const safeName = /^[A-Za-z0-9._-]{1,128}$/;
const tempSuffix = '.tmp';

export function isTempFile(name: string): boolean {
  return name.endsWith(tempSuffix);
}

export class LocalImageStore implements ImageStore {
  constructor(readonly root: string) {}

  private folder(worldId: string): string {
    if (!safeName.test(worldId) || worldId.startsWith('.'))
      throw new Error(`unsafe world id ${worldId}`);
    return path.join(this.root, worldId);
  }

  private file(worldId: string, fileName: string): string {
    if (!safeName.test(fileName) || fileName.startsWith('.'))
      throw new Error(`unsafe file name ${fileName}`);
    return path.join(this.folder(worldId), fileName);
  }

  /**
   * Written to a temporary name, flushed to disk, then renamed and the folder
   * flushed: after a crash the file is either absent or complete, and the
   * database row that names it is only committed after this returns.
   */
  async write(worldId: string, fileName: string, data: Buffer): Promise<void> {
    const target = this.file(worldId, fileName);
    const folder = path.dirname(target);
    const created = await fsp.mkdir(folder, { recursive: true });
    if (created) await fsyncDirectory(this.root);
    const temp = `${target}.${crypto.randomBytes(6).toString('hex')}${tempSuffix}`;
    const handle = await fsp.open(temp, 'wx', 0o640);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await fsp.rename(temp, target);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
    await fsyncDirectory(folder);
  }

  async open(
    worldId: string,
    fileName: string,
  ): Promise<{ stream: fs.ReadStream; size: number } | null> {
    const file = this.file(worldId, fileName);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const { size } = await handle.stat();
    return { stream: handle.createReadStream(), size };
  }

  async remove(worldId: string, fileNames: string[]): Promise<void> {
    await Promise.all(fileNames.map((name) => fsp.rm(this.file(worldId, name), { force: true })));
  }

  async removeWorld(worldId: string): Promise<void> {
    await fsp.rm(this.folder(worldId), { recursive: true, force: true });
  }

  async listWorlds(): Promise<string[]> {
    try {
      const entries = await fsp.readdir(this.root, { withFileTypes: true });
      return entries
        .filter((entry) => entry.isDirectory() && safeName.test(entry.name))
        .map((entry) => entry.name);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  async listFiles(worldId: string): Promise<{ name: string; modifiedAt: number }[]> {
    const folder = this.folder(worldId);
    let names: string[];
    try {
      names = await fsp.readdir(folder);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const files = await Promise.all(
      names.map(async (name) => {
        try {
          const stat = await fsp.stat(path.join(folder, name));
          return stat.isFile() ? { name, modifiedAt: stat.mtimeMs } : null;
        } catch {
          return null; // removed meanwhile
        }
      }),
    );
    return files.filter((file) => file !== null);
  }
}

/** Makes a rename or a new entry in a folder survive a power cut (POSIX; a no-op where unsupported). */
async function fsyncDirectory(folder: string): Promise<void> {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(folder, 'r');
    await handle.sync();
  } catch {
    // Some platforms cannot open or sync a directory; the file itself is synced already.
  } finally {
    await handle?.close();
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
