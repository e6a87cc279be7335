import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fs from 'node:fs';
import {
  LocalMapTileStore,
  type MapTileStore,
  type OpenedFile,
  type StoredPyramid,
} from './map-tile-store';
import { eachLimited, type S3Bucket } from './s3-client';

const safeName = /^[A-Za-z0-9_-]{1,128}$/;
const sourceExts = ['png', 'jpg', 'webp'] as const;
const completeMarker = '.complete';
const uploadConcurrency = 16;
const knownCompleteLimit = 2000;

/**
 * Map pyramids in an S3-compatible bucket as `maps/<world>/<fileKey>/...`.
 * The tiler still writes into a local partial folder (and uploads in flight
 * stay on local disk, in the local store's layout under `localRoot`);
 * `publish` uploads the finished folder and only then writes the
 * `.complete` marker. Readers treat a pyramid without the marker as absent,
 * so after a crash mid-upload a pyramid is whole or absent.
 */
export class S3MapTileStore implements MapTileStore {
  private readonly local: LocalMapTileStore;
  /** Pyramids seen with their marker: a tile read then costs one request, not two. */
  private readonly knownComplete = new Set<string>();

  constructor(
    private readonly bucket: S3Bucket,
    readonly localRoot: string,
  ) {
    this.local = new LocalMapTileStore(localRoot);
  }

  private worldPrefix(worldId: string): string {
    if (!safeName.test(worldId)) throw new Error(`unsafe world id ${worldId}`);
    return `maps/${worldId}/`;
  }

  private pyramidPrefix(worldId: string, fileKey: string): string {
    if (!safeName.test(fileKey)) throw new Error(`unsafe file key ${fileKey}`);
    return `${this.worldPrefix(worldId)}${fileKey}/`;
  }

  /** Where the local store keeps a partial pyramid (its `partialFolder` answers the same path). */
  private partialPath(worldId: string, fileKey: string): string {
    this.pyramidPrefix(worldId, fileKey);
    return path.join(this.localRoot, worldId, `${fileKey}.partial`);
  }

  partialFolder(worldId: string, fileKey: string): Promise<string> {
    return this.local.partialFolder(worldId, fileKey);
  }

  async publish(worldId: string, fileKey: string): Promise<void> {
    const prefix = this.pyramidPrefix(worldId, fileKey);
    const folder = this.partialPath(worldId, fileKey);
    const files = await listTree(folder);
    await eachLimited(files, uploadConcurrency, async (relative) => {
      const file = path.join(folder, relative);
      const { size } = await fsp.stat(file);
      await this.bucket.put(
        prefix + relative.split(path.sep).join('/'),
        fs.createReadStream(file),
        size,
      );
    });
    await this.bucket.put(prefix + completeMarker, Buffer.alloc(0), 0);
    this.remember(worldId, fileKey);
    await fsp.rm(folder, { recursive: true, force: true });
  }

  /** Removes the local partial folder and whatever a cut-short `publish` uploaded (never a whole pyramid). */
  async discardPartial(worldId: string, fileKey: string): Promise<void> {
    await this.local.discardPartial(worldId, fileKey);
    const prefix = this.pyramidPrefix(worldId, fileKey);
    if ((await this.bucket.head(prefix + completeMarker)) === null)
      await this.bucket.deletePrefix(prefix);
  }

  async openTile(
    worldId: string,
    fileKey: string,
    z: number,
    x: number,
    y: number,
  ): Promise<OpenedFile | null> {
    if (![z, x, y].every((n) => Number.isSafeInteger(n) && n >= 0)) return null;
    return this.openInPyramid(worldId, fileKey, `tiles/${z}/${y}/${x}.webp`);
  }

  async openThumb(worldId: string, fileKey: string): Promise<OpenedFile | null> {
    return await this.openInPyramid(worldId, fileKey, 'thumb.webp');
  }

  async keepSource(worldId: string, fileKey: string, ext: string): Promise<void> {
    const upload = await this.local.uploadPath(fileKey);
    await fsp.rename(upload, path.join(this.partialPath(worldId, fileKey), `source.${ext}`));
  }

  async openSource(
    worldId: string,
    fileKey: string,
  ): Promise<(OpenedFile & { ext: (typeof sourceExts)[number] }) | null> {
    for (const ext of sourceExts) {
      const file = await this.openInPyramid(worldId, fileKey, `source.${ext}`);
      if (file) return { ...file, ext };
    }
    return null;
  }

  async reclaimSource(worldId: string, fileKey: string): Promise<boolean> {
    // Cut short before the marker: the picture is still in the local partial folder.
    if (await this.local.reclaimPartialSource(worldId, fileKey)) {
      await this.discardPartial(worldId, fileKey);
      return true;
    }
    const source = await this.openSource(worldId, fileKey);
    if (!source) return false;
    await pipeline(source.stream, fs.createWriteStream(await this.local.uploadPath(fileKey)));
    await this.removePyramid(worldId, fileKey);
    return true;
  }

  /** The marker goes first: readers see the pyramid absent from then on, never half of it. */
  async removePyramid(worldId: string, fileKey: string): Promise<void> {
    const prefix = this.pyramidPrefix(worldId, fileKey);
    this.knownComplete.delete(prefix);
    await this.bucket.delete([prefix + completeMarker]);
    await this.bucket.deletePrefix(prefix);
  }

  async removeWorld(worldId: string): Promise<void> {
    const prefix = this.worldPrefix(worldId);
    for (const key of this.knownComplete)
      if (key.startsWith(prefix)) this.knownComplete.delete(key);
    await this.local.removeWorld(worldId);
    const markers = (await this.bucket.list(prefix))
      .map((object) => object.key)
      .filter((key) => key.endsWith(`/${completeMarker}`));
    await this.bucket.delete(markers);
    await this.bucket.deletePrefix(prefix);
  }

  async listWorlds(): Promise<string[]> {
    const [stored, local] = await Promise.all([
      this.bucket.folders('maps/'),
      this.local.listWorlds(),
    ]);
    return [...new Set([...stored.filter((name) => safeName.test(name)), ...local])];
  }

  /**
   * Local partial folders, and the bucket's pyramids: whole with their
   * marker's time, or, without a marker (a `publish` cut short), partial
   * with their first object's time, so the sweep's grace covers one in progress.
   */
  async listPyramids(worldId: string): Promise<StoredPyramid[]> {
    const prefix = this.worldPrefix(worldId);
    const [local, keys] = await Promise.all([
      this.local.listPyramids(worldId),
      this.bucket.folders(prefix),
    ]);
    const stored = await Promise.all(
      keys
        .filter((fileKey) => safeName.test(fileKey))
        .map(async (fileKey): Promise<StoredPyramid | null> => {
          const pyramid = `${prefix}${fileKey}/`;
          const completedAt = await this.bucket.head(pyramid + completeMarker);
          if (completedAt !== null) return { fileKey, partial: false, modifiedAt: completedAt };
          const [first] = await this.bucket.list(pyramid, 1);
          return first ? { fileKey, partial: true, modifiedAt: first.modifiedAt } : null;
        }),
    );
    const found = [...local.filter((pyramid) => pyramid.partial)];
    for (const pyramid of stored)
      if (
        pyramid &&
        !found.some((p) => p.fileKey === pyramid.fileKey && p.partial === pyramid.partial)
      )
        found.push(pyramid);
    return found;
  }

  uploadPath(name: string): Promise<string> {
    return this.local.uploadPath(name);
  }

  listUploads(): Promise<{ name: string; modifiedAt: number }[]> {
    return this.local.listUploads();
  }

  removeUpload(name: string): Promise<void> {
    return this.local.removeUpload(name);
  }

  private async openInPyramid(
    worldId: string,
    fileKey: string,
    name: string,
  ): Promise<OpenedFile | null> {
    const prefix = this.pyramidPrefix(worldId, fileKey);
    if (!this.knownComplete.has(prefix)) {
      if ((await this.bucket.head(prefix + completeMarker)) === null) return null;
      this.remember(worldId, fileKey);
    }
    return this.bucket.get(prefix + name);
  }

  private remember(worldId: string, fileKey: string): void {
    if (this.knownComplete.size >= knownCompleteLimit) this.knownComplete.clear();
    this.knownComplete.add(this.pyramidPrefix(worldId, fileKey));
  }
}

/** Every file under `folder`, as paths relative to it. */
async function listTree(folder: string): Promise<string[]> {
  const entries = await fsp.readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}
