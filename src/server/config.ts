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
});

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
  /**
   * The reverse proxies whose X-Forwarded-For names the client (Fastify's
   * trustProxy); empty trusts none. Anyone else's header is ignored, so a
   * client cannot pick the address that login lockout and rate limits count.
   */
  trustProxy: string[];
  demoWorld: boolean;
  /** Co-edited documents shared between server instances through Redis (optional). */
  redisUrl: string | undefined;
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
    trustProxy: e.TRUST_PROXY[0] === 'none' ? [] : e.TRUST_PROXY,
    demoWorld: e.DEMO_WORLD === 'on',
    redisUrl: e.REDIS_URL,
  };
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
