import crypto from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** URL of the fresh database, for DATABASE_URL. */
  url: string;
  drop(): Promise<void>;
}

/** True when a PostgreSQL server answers at `url`. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/** Runs one statement on the server of `url` (its own database only serves to connect). */
export async function adminQuery(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** A fresh database on the server of `url`, dropped by `drop()`. */
export async function createScratchDatabase(url: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(url, name),
    drop: async () => void (await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
