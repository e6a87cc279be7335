/**
 * Settings every bench part shares: where PostgreSQL is tried
 * (BENCH_DATABASE_URL), the server's log level (BENCH_LOG_LEVEL, default info
 * as in production), and the environment a benchmarked server runs with.
 */
export const benchPostgresUrl =
  process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
export const benchLogLevel = process.env['BENCH_LOG_LEVEL'] ?? 'info';

/** A fixed JWT secret (no file written into a cached data folder) and no auth rate limit in the way. */
export function benchServerEnv(): Record<string, string> {
  return {
    LOG_LEVEL: benchLogLevel,
    JWT_SECRET: 'bench-secret-0123456789abcdefghijklmnop',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  };
}
