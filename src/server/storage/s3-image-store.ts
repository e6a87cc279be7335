import type { Readable } from 'node:stream';
import { type ImageStore, safeName } from './image-store';
import type { S3Bucket } from './s3-client';

/**
 * Image files in an S3-compatible bucket as `images/<world id>/<file name>`,
 * so several server instances share them. A PUT is whole or absent, which is
 * what the local store's rename gives.
 */
export class S3ImageStore implements ImageStore {
  constructor(private readonly bucket: S3Bucket) {}

  private folder(worldId: string): string {
    if (!safeName.test(worldId) || worldId.startsWith('.'))
      throw new Error(`unsafe world id ${worldId}`);
    return `images/${worldId}/`;
  }

  private key(worldId: string, fileName: string): string {
    if (!safeName.test(fileName) || fileName.startsWith('.'))
      throw new Error(`unsafe file name ${fileName}`);
    return this.folder(worldId) + fileName;
  }

  async write(worldId: string, fileName: string, data: Buffer): Promise<void> {
    await this.bucket.put(this.key(worldId, fileName), data, data.length);
  }

  async open(
    worldId: string,
    fileName: string,
  ): Promise<{ stream: Readable; size: number } | null> {
    return await this.bucket.get(this.key(worldId, fileName));
  }

  async remove(worldId: string, fileNames: string[]): Promise<void> {
    const keys = [...new Set(fileNames.map((name) => this.key(worldId, name)))];
    await this.bucket.delete(keys);
  }

  async removeWorld(worldId: string): Promise<void> {
    await this.bucket.deletePrefix(this.folder(worldId));
  }

  async listWorlds(): Promise<string[]> {
    return (await this.bucket.folders('images/')).filter(
      (name) => safeName.test(name) && !name.startsWith('.'),
    );
  }

  async listFiles(worldId: string): Promise<{ name: string; modifiedAt: number }[]> {
    const folder = this.folder(worldId);
    return (await this.bucket.list(folder))
      .map((object) => ({ name: object.key.slice(folder.length), modifiedAt: object.modifiedAt }))
      .filter((file) => !file.name.includes('/'));
  }
}
