import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../../tests/kits/server/s3-test-server';
import { type ImageStore, LocalImageStore } from './image-store';
import { S3Bucket } from './s3-client';
import { S3ImageStore } from './s3-image-store';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'image-store-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

let s3: TestS3Server;
let bucket: S3Bucket;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3.close();
});

let run = 0;
/** The same contract for both stores; each test gets an empty store (a fresh key prefix in the one bucket). */
const stores: [string, () => ImageStore][] = [
  ['LocalImageStore', () => new LocalImageStore(path.join(root, 'images'))],
  [
    'S3ImageStore',
    () => {
      bucket = new S3Bucket({ ...s3.config, prefix: `run-${run++}/` }, 1);
      return new S3ImageStore(bucket);
    },
  ],
];

async function read(store: ImageStore, worldId: string, name: string): Promise<Buffer | null> {
  const opened = await store.open(worldId, name);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).length).toBe(opened.size);
  return Buffer.concat(chunks);
}

describe.each(stores)('%s', (kind, makeStore) => {
  it('writes whole files under the world folder, leaving no temporary file', async () => {
    const store = makeStore();
    await store.write('world-1', 'a.png', Buffer.from('first'));
    await store.write('world-1', 'a.png', Buffer.from('second, longer'));
    expect((await read(store, 'world-1', 'a.png'))?.toString()).toBe('second, longer');
    if (kind === 'LocalImageStore')
      expect(fs.readdirSync(path.join(root, 'images', 'world-1'))).toEqual(['a.png']);
    expect(await store.listWorlds()).toEqual(['world-1']);
    const files = await store.listFiles('world-1');
    expect(files.map((file) => file.name)).toEqual(['a.png']);
    expect(Math.abs((files[0]?.modifiedAt ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('answers null for a missing file and forgives removing one twice', async () => {
    const store = makeStore();
    expect(await store.open('world-1', 'nothing.png')).toBeNull();
    await store.write('world-1', 'a.png', Buffer.from('x'));
    await store.write('world-2', 'b.png', Buffer.from('y'));
    await store.remove('world-1', ['a.png', 'a.png', 'b.png']);
    expect(await store.listFiles('world-1')).toEqual([]);
    await store.removeWorld('world-2');
    await store.removeWorld('world-2');
    expect(await store.listWorlds()).not.toContain('world-2');
    expect(await store.listFiles('world-2')).toEqual([]);
  });

  it('never touches a path outside its folder', async () => {
    const store = makeStore();
    await expect(store.write('..', 'x.png', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(store.write('world', '../x.png', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(store.write('world', 'a/b.png', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(store.open('world', '.hidden')).rejects.toThrow(/unsafe/);
    expect(await store.listWorlds()).toEqual([]);
    if (kind === 'LocalImageStore') expect(fs.readdirSync(root)).toEqual([]);
  });
});

afterEach(() => bucket?.destroy());
