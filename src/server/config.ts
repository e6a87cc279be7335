import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** The environment of DESIGN.md "Runtime contract", checked once at start. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Loreweave <no-reply@loreweave.local>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url('must be a URL such as https://lore.example.com').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  API_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  PLAY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  PUBLIC_READ_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine(
      (items) => (items.length === 1 && items[0] === 'none') || items.every(isProxyAddress),
      "must be 'none' or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal",
    ),
  DEMO_WORLD: z.enum(['on', 'off']).default('on'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  S3_URL: z
    .string()
    .regex(/^(s3|https?):\/\/[^/]+/, 'must be s3://bucket or http(s)://host/bucket')
    .refine((value) => URL.canParse(value), 'must be a URL')
    .refine((value) => !/^https?:/.test(value) || bucketPath(value).length > 0, 'names no bucket')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

/** An S3-compatible bucket holding pictures and map tiles instead of DATA_DIR. */
export interface S3Config {
  /** A custom endpoint (MinIO, R2, a local test server); undefined for AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  /** Prepended to every key ('' or ending in '/'): several deployments may share a bucket. */
  prefix: string;
  region: string;
  /** Both or neither; without them the SDK's own chain applies (an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  publicUrl: string | undefined;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  authRateLimitPerMinute: number;
  /** Requests per minute that one personal API token may make. */
  apiTokenRateLimitPerMinute: number;
  /** Requests per minute that one address may make to the public play links. */
  playRateLimitPerMinute: number;
  /** Requests per minute that one address may make, signed out, to a public world's pages and reads. */
  publicReadRateLimitPerMinute: number;
  /**
   * The reverse proxies whose X-Forwarded-For names the client (Fastify's
   * trustProxy); empty trusts none. Anyone else's header is ignored, so a
   * client cannot pick the address that login lockout and rate limits count.
   */
  trustProxy: string[];
  demoWorld: boolean;
  /** Co-edited documents shared between server instances through Redis (optional). */
  redisUrl: string | undefined;
  /** Pictures and map tiles in an S3-compatible bucket; undefined keeps them in DATA_DIR. */
  s3: S3Config | undefined;
  /** The quiet time before a co-edited document is saved (default 2 s); not read from the environment: tests set it. */
  collabSaveDebounceMs?: number;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    apiTokenRateLimitPerMinute: e.API_TOKEN_RATE_LIMIT_PER_MINUTE,
    playRateLimitPerMinute: e.PLAY_RATE_LIMIT_PER_MINUTE,
    publicReadRateLimitPerMinute: e.PUBLIC_READ_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY[0] === 'none' ? [] : e.TRUST_PROXY,
    demoWorld: e.DEMO_WORLD === 'on',
    redisUrl: e.REDIS_URL,
    s3: e.S3_URL ? s3Config(e.S3_URL, e) : undefined,
  };
}

/**
 * `s3://bucket/prefix` is AWS itself (virtual-hosted keys); `http(s)://host/bucket/prefix`
 * is another store's endpoint, addressed by path unless S3_FORCE_PATH_STYLE=false.
 */
function s3Config(url: string, e: z.infer<typeof environmentSchema>): S3Config {
  const custom = /^https?:/.test(url);
  const parsed = new URL(url);
  const segments = custom ? bucketPath(url) : [parsed.host, ...bucketPath(url)];
  const [bucket = '', ...rest] = segments;
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined))
    throw new ConfigError(
      'Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  return {
    endpoint: custom ? parsed.origin : undefined,
    bucket,
    prefix: rest.length > 0 ? `${rest.join('/')}/` : '',
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : custom,
  };
}

function bucketPath(url: string): string[] {
  try {
    return new URL(url).pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return [];
  }
}

/** What proxy-addr takes: an IP, a CIDR range, or one of its names for the private ranges. */
function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}
