import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../../src/server/config';

/** Every server run's S3 suites when set ('1'): test servers keep pictures and tiles in a local S3 API. */
export const testS3 = process.env.TEST_S3 === '1';

export interface TestS3Server {
  /** The bucket's settings as S3_URL and friends would give them. */
  config: S3Config;
  /** The folder s3rver keeps the bucket in (to look at what was stored). */
  directory: string;
  close(): Promise<void>;
}

const bucket = 'loreweave';

/** An S3 API (s3rver) on a free port over a fresh temporary folder, with one empty bucket. */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  tolerateParallelDeletes(server);
  allowSingleDes();
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      prefix: '',
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    directory,
    close: async () => {
      // Kept-alive SDK connections would otherwise hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver deletes a batch's objects in parallel and then removes their emptied
 * folders, so two objects of one folder race on that folder (ENOENT, ENOTEMPTY)
 * and it answers InternalError. The objects themselves are gone by then, as on S3.
 */
function tolerateParallelDeletes(server: S3rver): void {
  const store = (
    server as unknown as {
      store: { deleteObject(bucket: string, key: string): Promise<void> };
    }
  ).store;
  const deleteObject = store.deleteObject.bind(store);
  store.deleteObject = async (bucket, key) => {
    try {
      await deleteObject(bucket, key);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTEMPTY') throw error;
    }
  };
}

/**
 * s3rver seals a listing's continuation token with single DES, which OpenSSL 3
 * no longer offers, so a listing of more than 1,000 keys fails. Triple DES
 * with the key three times is the same cipher and is still there.
 */
function allowSingleDes(): void {
  const patched = crypto as unknown as Record<string, unknown> & { singleDes?: true };
  if (patched.singleDes) return;
  patched.singleDes = true;
  for (const name of ['createCipheriv', 'createDecipheriv'] as const) {
    const original = crypto[name] as (
      algorithm: string,
      key: Buffer,
      ...rest: unknown[]
    ) => unknown;
    patched[name] = (algorithm: string, key: Buffer, ...rest: unknown[]) =>
      algorithm === 'des' && key.length === 8
        ? original('des-ede3-cbc', Buffer.concat([key, key, key]), ...rest)
        : original(algorithm, key, ...rest);
  }
}
