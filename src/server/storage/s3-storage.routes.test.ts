import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../tests/kits/server/test-server';
import { samplePng } from '../../../tests/kits/server/test-images';
import {
  fetchFile,
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../tests/kits/server/image-world';
import { S3Bucket } from './s3-client';

/** The whole path with S3_URL set: upload, the signed file route streaming from the bucket, removal. */
let server: TestServer;
let team: ImageTeam;
let bucket: S3Bucket;

beforeAll(async () => {
  server = await createTestServer({ s3: true });
  team = await signUpTeam(server, 's3');
  bucket = new S3Bucket(server.s3!.config);
});
afterAll(async () => {
  bucket.destroy();
  await server.close();
});

async function readObject(key: string): Promise<Buffer> {
  const opened = await bucket.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('images in an S3 bucket', () => {
  it('uploads into the bucket, serves them through the signed routes, and removes them', async () => {
    const world = await newImageWorld(server, team, 's3-images');
    const uploaded = await world.upload('harbour.png', await samplePng(640, 480));
    expect(uploaded.status).toBe(200);

    const stored = await bucket.list(`images/${world.id}/`);
    expect(stored).toHaveLength(2);
    expect(fs.existsSync(path.join(server.dataDir, 'images'))).toBe(false);

    const full = await fetchFile(server, uploaded.body.fullUrl);
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(Number(full.headers['content-length'])).toBe(full.body.length);
    const objects = await Promise.all(stored.map((object) => readObject(object.key)));
    expect(objects.some((bytes) => bytes.equals(full.body))).toBe(true);
    expect((await fetchFile(server, uploaded.body.thumbUrl)).status).toBe(200);

    const removed = await server.api('DELETE', `${world.url}/Images/${uploaded.body.id}`, {
      token: team.artist.token,
    });
    expect(removed.status).toBeLessThan(300);
    expect(await bucket.list(`images/${world.id}/`)).toEqual([]);
    expect((await fetchFile(server, uploaded.body.fullUrl)).status).toBe(404);
  });

  it('deleting a world empties its prefix and leaves others', async () => {
    const world = await newImageWorld(server, team, 's3-world-gone');
    await world.upload('a.png', await samplePng());
    const other = await newImageWorld(server, team, 's3-world-stays');
    await other.upload('b.png', await samplePng());
    const deleted = await server.api('DELETE', world.url, {
      token: team.owner.token,
      body: { name: 's3-world-gone' },
    });
    expect(deleted.status).toBe(204);
    expect(await bucket.list(`images/${world.id}/`)).toEqual([]);
    expect(await bucket.list(`images/${other.id}/`)).toHaveLength(2);
    expect(await server.ctx.imageStore.listWorlds()).toContain(other.id);
  });
});
