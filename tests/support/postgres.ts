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

/** A fresh database on the server of `url` (whose own database only serves to connect), dropped by `drop()`. */
export async function createScratchDatabase(url: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
