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
