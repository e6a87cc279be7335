import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';

export interface StoredObject {
  /** The key without the deployment's prefix. */
  key: string;
  modifiedAt: number;
}

/**
 * The few bucket operations the S3 stores need, with keys relative to the
 * configured prefix. Objects are never public: the app streams them to
 * members behind its signed URLs.
 */
export class S3Bucket {
  readonly client: S3Client;

  /** `pageSize`: keys per listing page and per delete request (S3's most is 1,000; tests go lower). */
  constructor(
    readonly config: S3Config,
    private readonly pageSize = 1000,
  ) {
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // The SDK's newer default checksums are refused by some S3-compatible stores; ask for them only where S3 requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private full(key: string): string {
    return this.config.prefix + key;
  }

  /** A single PUT: S3 shows an object whole or not at all. */
  async put(key: string, body: Buffer | Readable, size?: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.full(key),
        Body: body,
        ...(size !== undefined ? { ContentLength: size } : {}),
      }),
    );
  }

  /** The object's bytes as a stream (the caller must read or destroy it), or null when absent. */
  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.full(key) }),
      );
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The object's modification time (ms), or null when absent. */
  async head(key: string): Promise<number | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.full(key) }),
      );
      return answer.LastModified?.getTime() ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Every object under `prefix`, page by page; `limit` stops early. */
  async list(prefix: string, limit = Infinity): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: this.full(prefix),
          ContinuationToken: token,
          MaxKeys: Math.min(limit, this.pageSize),
        }),
      );
      for (const item of page.Contents ?? [])
        if (item.Key)
          found.push({
            key: item.Key.slice(this.config.prefix.length),
            modifiedAt: item.LastModified?.getTime() ?? 0,
          });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token && found.length < limit);
    return found.slice(0, limit);
  }

  /** The names of the "folders" right under `prefix` (which ends in '/'). */
  async folders(prefix: string): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: this.full(prefix),
          Delimiter: '/',
          ContinuationToken: token,
          MaxKeys: this.pageSize,
        }),
      );
      for (const item of page.CommonPrefixes ?? [])
        if (item.Prefix) names.push(item.Prefix.slice(this.full(prefix).length, -1));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  /** Deletes objects, a page at a time; absent ones are not an error. */
  async delete(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += this.pageSize) {
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.config.bucket,
          Delete: {
            Objects: keys
              .slice(start, start + this.pageSize)
              .map((key) => ({ Key: this.full(key) })),
            Quiet: true,
          },
        }),
      );
      const failed = answer.Errors?.[0];
      if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code}`);
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const objects = await this.list(prefix);
    await this.delete(objects.map((object) => object.key));
  }

  destroy(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return (
    failure?.name === 'NoSuchKey' ||
    failure?.name === 'NotFound' ||
    failure?.$metadata?.httpStatusCode === 404
  );
}

/** Runs `work` on every item, at most `limit` at a time; the first failure stops it. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
