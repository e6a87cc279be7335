import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { loadConfig } from '../../../src/server/config';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { dropPostgresSchema } from '../../../src/server/db/postgres-schemas';
import { buildApp, type BuiltApp } from '../../../src/server/app';
import type { Clock } from '../../../src/server/clock';
import { MemoryMailer } from './memory-mailer';
import { startTestS3Server, testS3, type TestS3Server } from './s3-test-server';

/**
 * Server tests run on SQLite by default and on PostgreSQL when
 * TEST_DATABASE_URL is set (.ci/run does both). Each test server gets its own
 * data folder, and on PostgreSQL its own schema, so test files run in parallel.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
/** REDIS_URL set for a test run (.ci/run sets it for the co-editing suites): test servers share co-editing through Redis. */
export const testRedisUrl = process.env.REDIS_URL || undefined;

export interface TestServer extends BuiltApp {
  database: Database;
  mailer: MemoryMailer;
  dataDir: string;
  /** The S3 API holding pictures and tiles, when the server uses one. */
  s3: TestS3Server | undefined;
  api: (method: InjectOptions['method'], url: string, options?: ApiOptions) => Promise<ApiResponse>;
  signUp: (userName?: string, password?: string) => Promise<TestUser>;
  close: () => Promise<void>;
}

export interface ApiOptions {
  token?: string | undefined;
  body?: unknown;
  lang?: 'en' | 'ru';
  ip?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
  headers: Record<string, unknown>;
}

export interface TestUser {
  id: string;
  userName: string;
  email: string;
  password: string;
  token: string;
}

export interface TestServerOptions {
  clock?: Clock;
  authRateLimit?: number;
  /** Requests per minute per address to the public play links (default: no practical limit). */
  playRateLimit?: number;
  /**
   * Send mail the way the configuration says (SMTP at `smtpUrl`, or
   * DATA_DIR/outbox/ without it) instead of into `mailer`, which then stays empty.
   */
  configuredMail?: { smtpUrl: string | undefined };
  /** SQLite even when TEST_DATABASE_URL is set (a test that moves data between the two dialects). */
  sqlite?: boolean;
  /** The co-editing quiet time before a save (Config.collabSaveDebounceMs). */
  collabSaveDebounceMs?: number;
  /** The server's REDIS_URL: the test run's REDIS_URL unless given; null for none. */
  redisUrl?: string | null;
  /** Pictures and map tiles in a fresh local S3 API instead of DATA_DIR (default: TEST_S3=1). */
  s3?: boolean;
  /** A built client to serve (a folder holding index.html): app pages then answer. */
  clientDir?: string;
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-test-'));
  const databaseUrl = options.sqlite ? undefined : testDatabaseUrl;
  const schema = databaseUrl ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
  const s3 = (options.s3 ?? testS3) ? await startTestS3Server() : undefined;
  const database = await openDatabase({ dataDir, databaseUrl, postgresSchema: schema });
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: String(options.authRateLimit ?? 100_000),
      API_TOKEN_RATE_LIMIT_PER_MINUTE: '100000',
      PLAY_RATE_LIMIT_PER_MINUTE: String(options.playRateLimit ?? 100_000),
    }),
    databaseUrl,
    smtpUrl: options.configuredMail?.smtpUrl,
    s3: s3?.config,
    redisUrl: options.redisUrl === undefined ? testRedisUrl : (options.redisUrl ?? undefined),
    ...(options.collabSaveDebounceMs !== undefined
      ? { collabSaveDebounceMs: options.collabSaveDebounceMs }
      : {}),
  };
  const mailer = new MemoryMailer();
  const built = await buildApp({
    config,
    database,
    ...(options.configuredMail ? {} : { mailer }),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
  });
  await built.app.ready();

  const api: TestServer['api'] = async (method, url, request = {}) => {
    const headers: Record<string, string> = { lang: request.lang ?? 'en', ...request.headers };
    if (request.token) headers['authorization'] = `Bearer ${request.token}`;
    const response = await built.app.inject({
      method,
      url,
      headers,
      ...(request.ip ? { remoteAddress: request.ip } : {}),
      ...(request.body !== undefined ? { payload: request.body as InjectOptions['payload'] } : {}),
    });
    const text = response.body;
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON; keep the text
    }
    return { status: response.statusCode, body, headers: response.headers };
  };

  let counter = 0;
  const signUp: TestServer['signUp'] = async (userName, password = 'correct-horse') => {
    const name = userName ?? `user-${crypto.randomBytes(4).toString('hex')}-${counter++}`;
    const email = `${name}@example.com`;
    const response = await api('POST', '/api/Account/CreateAccount', {
      body: { userName: name, password, emailAdress: email },
    });
    if (response.status !== 200) throw new Error(`signUp failed: ${JSON.stringify(response.body)}`);
    return { id: response.body.id, userName: name, email, password, token: response.body.token };
  };

  const close = async () => {
    await built.app.close();
    await database.destroy();
    await s3?.close();
    if (databaseUrl && schema) await dropPostgresSchema(databaseUrl, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  return { ...built, database, mailer, dataDir, s3, api, signUp, close };
}

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}

export function codes(response: ApiResponse): string[] {
  return (response.body?.Exceptions ?? []).map((item: { Code: string }) => item.Code);
}

export function messages(response: ApiResponse): string[] {
  return (response.body?.Exceptions ?? []).map((item: { Message: string }) => item.Message);
}
