import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestServer } from '../test-server';

/** One hash per table (and one for the stored image files), to tell whether a request wrote anything. */
export interface DatabaseSnapshot {
  tables: Map<string, string>;
  /** A count that any write moves (see rowWritesSoFar), or undefined where there is none. */
  rowWrites: number | undefined;
}

/**
 * Hashes every table's rows on SQLite (FTS index tables included) or in the
 * test's PostgreSQL schema, order-independently: each row is written as JSON
 * with its columns sorted, the rows sorted, then hashed. The image files under
 * DATA_DIR/images count as one more "table", so a refused upload that leaves a
 * file behind shows too.
 *
 * When no statement has written since `previous` (rowWrites unmoved) no row
 * can differ and the tables are not read again (the files always are): on
 * SQLite the app writes through one connection, whose total_changes() counts
 * every row written; on PostgreSQL countPostgresWrites() must have been
 * called, else every snapshot hashes every table.
 */
export async function snapshotDatabase(
  server: TestServer,
  previous?: DatabaseSnapshot,
): Promise<DatabaseSnapshot> {
  const rowWrites = await rowWritesSoFar(server);
  const files = hashLines(listFiles(path.join(server.dataDir, 'images')));
  const tables = new Map<string, string>();
  if (previous && rowWrites !== undefined && previous.rowWrites === rowWrites) {
    for (const [name, hash] of previous.tables) if (name !== imageFiles) tables.set(name, hash);
  } else {
    for (const table of await tableNames(server)) {
      const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        server.ctx.db,
      );
      tables.set(table, hashLines(result.rows.map(rowText)));
    }
  }
  tables.set(imageFiles, files);
  return { tables, rowWrites };
}

const imageFiles = 'files:images';

const counted = new WeakSet<TestServer>();

/**
 * PostgreSQL has no total_changes(): a statement-level trigger on every table
 * of the test's schema takes a number from a sequence, which no rollback
 * takes back, so any write (even one rolled back, or of no rows) moves it.
 */
export async function countPostgresWrites(server: TestServer): Promise<void> {
  if (server.database.dialect !== 'postgres' || counted.has(server)) return;
  const db = server.ctx.db;
  await sql`create sequence if not exists fuzz_row_writes`.execute(db);
  await sql`create or replace function fuzz_count_write() returns trigger language plpgsql as $$
    begin perform nextval('fuzz_row_writes'); return null; end $$`.execute(db);
  for (const table of await tableNames(server)) {
    await sql`create trigger fuzz_count_write after insert or update or delete on ${sql.table(table)}
      for each statement execute function fuzz_count_write()`.execute(db);
  }
  counted.add(server);
}

async function rowWritesSoFar(server: TestServer): Promise<number | undefined> {
  if (server.database.dialect === 'sqlite') {
    const result = await sql<{ writes: number }>`select total_changes() as writes`.execute(
      server.ctx.db,
    );
    return Number(result.rows[0]?.writes);
  }
  if (!counted.has(server)) return undefined;
  const result = await sql<{ writes: string }>`
    select case when is_called then last_value else 0 end as writes from fuzz_row_writes`.execute(
    server.ctx.db,
  );
  return Number(result.rows[0]?.writes);
}

/** The tables whose content differs between two snapshots. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...before.tables.keys(), ...after.tables.keys()]);
  return [...names].filter((name) => before.tables.get(name) !== after.tables.get(name)).sort();
}

async function tableNames(server: TestServer): Promise<string[]> {
  if (server.database.dialect === 'postgres') {
    const result = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(server.ctx.db);
    return result.rows.map((row) => row.name).sort();
  }
  const result = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
    server.ctx.db,
  );
  return result.rows.map((row) => row.name).sort();
}

function rowText(row: Record<string, unknown>): string {
  const columns = Object.keys(row).sort();
  return JSON.stringify(columns.map((column) => [column, cellText(row[column])]));
}

function cellText(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return `bytes:${Buffer.from(value).toString('base64')}`;
  if (value instanceof Date) return `date:${value.toISOString()}`;
  if (typeof value === 'bigint') return `bigint:${value.toString()}`;
  return value;
}

function hashLines(lines: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const line of [...lines].sort()) hash.update(line).update('\n');
  return hash.digest('hex');
}

function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(folder, file)} ${fs.statSync(file).size}`;
    });
}
