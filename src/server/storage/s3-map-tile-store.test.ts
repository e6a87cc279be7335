import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../../tests/kits/server/s3-test-server';
import { S3Bucket } from './s3-client';
import { S3MapTileStore } from './s3-map-tile-store';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3.close();
});

let root: string;
let bucket: S3Bucket;
let store: S3MapTileStore;
let run = 0;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 's3-map-store-'));
  // Two keys a page: every listing and removal below goes over several pages.
  bucket = new S3Bucket({ ...s3.config, prefix: `run-${run++}/` }, 2);
  store = new S3MapTileStore(bucket, root);
});
afterEach(() => {
  bucket.destroy();
  fs.rmSync(root, { recursive: true, force: true });
});

const world = 'world-1';
const fileKey = '0b7e0c4e-6f0f-4a4c-9b7a-1d2e3f405060';

/** A small pyramid the way the tiler leaves it: tiles/<z>/<y>/<x>.webp and thumb.webp. */
async function tilePartial(key = fileKey): Promise<void> {
  const folder = await store.partialFolder(world, key);
  for (const [z, y, x] of [
    [0, 0, 0],
    [1, 0, 0],
    [1, 0, 1],
    [1, 1, 0],
    [1, 1, 1],
  ] as const) {
    await fsp.mkdir(path.join(folder, 'tiles', String(z), String(y)), { recursive: true });
    await fsp.writeFile(
      path.join(folder, 'tiles', String(z), String(y), `${x}.webp`),
      `t${z}${y}${x}`,
    );
  }
  await fsp.writeFile(path.join(folder, 'thumb.webp'), 'thumb');
}

async function text(opened: { stream: Readable; size: number } | null): Promise<string | null> {
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('S3MapTileStore', () => {
  it('publishes a partial folder to the bucket, marker last, and serves its tiles', async () => {
    await tilePartial();
    expect(await store.openThumb(world, fileKey)).toBeNull();
    expect(await store.listPyramids(world)).toMatchObject([{ fileKey, partial: true }]);

    await store.publish(world, fileKey);
    expect(await text(await store.openTile(world, fileKey, 1, 1, 0))).toBe('t101');
    expect(await text(await store.openThumb(world, fileKey))).toBe('thumb');
    expect(await store.openTile(world, fileKey, 2, 0, 0)).toBeNull();
    expect(await store.listPyramids(world)).toMatchObject([{ fileKey, partial: false }]);
    expect(await store.listWorlds()).toEqual([world]);
    // Nothing stays on local disk but the (empty) world folder.
    expect(fs.readdirSync(path.join(root, world))).toEqual([]);
    const keys = (await bucket.list(`maps/${world}/${fileKey}/`)).map((object) => object.key);
    expect(keys).toHaveLength(7);
    expect(keys).toContain(`maps/${world}/${fileKey}/tiles/1/0/1.webp`);
    expect(keys).toContain(`maps/${world}/${fileKey}/.complete`);
  });

  it('treats a pyramid without its marker as absent, and the sweep path discards it', async () => {
    await tilePartial();
    await store.publish(world, fileKey);
    // A publish cut short on another instance: objects up, no marker.
    const other = 'c4f1a2b3-0000-4000-8000-000000000001';
    await bucket.put(`maps/${world}/${other}/thumb.webp`, Buffer.from('half'));
    const fresh = new S3MapTileStore(bucket, root);
    expect(await fresh.openThumb(world, other)).toBeNull();
    const listed = await fresh.listPyramids(world);
    expect(listed).toContainEqual(expect.objectContaining({ fileKey: other, partial: true }));
    await fresh.discardPartial(world, other);
    expect(await bucket.list(`maps/${world}/${other}/`)).toEqual([]);
    // Discarding never touches a whole pyramid.
    await fresh.discardPartial(world, fileKey);
    expect(await text(await fresh.openThumb(world, fileKey))).toBe('thumb');
  });

  it('keeps the source picture and can hand it back to the uploads', async () => {
    await tilePartial();
    const upload = await store.uploadPath(fileKey);
    await fsp.writeFile(upload, 'png bytes');
    expect((await store.listUploads()).map((file) => file.name)).toEqual([fileKey]);
    await store.keepSource(world, fileKey, 'png');
    await store.publish(world, fileKey);
    expect(await store.listUploads()).toEqual([]);
    const source = await store.openSource(world, fileKey);
    expect(source?.ext).toBe('png');
    expect(await text(source)).toBe('png bytes');

    expect(await store.reclaimSource(world, fileKey)).toBe(true);
    expect(await fsp.readFile(upload, 'utf8')).toBe('png bytes');
    expect(await store.openThumb(world, fileKey)).toBeNull();
    expect(await store.reclaimSource(world, fileKey)).toBe(false);
    await store.removeUpload(fileKey);
    expect(await store.listUploads()).toEqual([]);
  });

  it('removes a pyramid and a world by prefix; missing is fine', async () => {
    const second = 'd5e6f7a8-0000-4000-8000-000000000002';
    await tilePartial();
    await store.publish(world, fileKey);
    await tilePartial(second);
    await store.publish(world, second);
    await store.removePyramid(world, fileKey);
    await store.removePyramid(world, fileKey);
    expect(await store.openTile(world, fileKey, 0, 0, 0)).toBeNull();
    expect(await store.listPyramids(world)).toMatchObject([{ fileKey: second, partial: false }]);
    await tilePartial(fileKey);
    await store.removeWorld(world);
    expect(await store.listWorlds()).toEqual([]);
    expect(await bucket.list('maps/')).toEqual([]);
    await expect(store.openTile('..', fileKey, 0, 0, 0)).rejects.toThrow(/unsafe/);
  });
});
