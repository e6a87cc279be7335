import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type MigrationProvider,
  type SqliteDatabase as KyselySqlite,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import type { DialectName } from './dialect';
import { migrations } from './migrations/index';
import { TableVersions } from './table-versions';
import { preparedStatementName } from './prepared-query';
import { SqliteDatabase } from './sqlite-driver';
import { inSchemaTurn } from './postgres-schemas';
import {
  TableChangeListener,
  countingCommits,
  tablesWithChangeNotices,
} from './postgres-table-changes';

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** The SQLite file, for integrity checks and backups; undefined on PostgreSQL. */
  sqliteFile: string | undefined;
  /**
   * Write counts per table, so answers can be cached until their tables
   * change. On SQLite this process sees every write; on PostgreSQL, shared by
   * several instances, only the tables that announce their commits have a
   * version (postgres-table-changes.ts).
   */
  tableVersions: TableVersions;
  destroy(): Promise<void>;
}

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  postgresSchema?: string | undefined;
}

// COUNT(*) and BIGSERIAL come back as int8; our counts and ids fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.postgresSchema)
    : openSqlite(options.dataDir);
  const { databaseUrl, postgresSchema } = options;
  if (databaseUrl && postgresSchema)
    await inSchemaTurn(databaseUrl, () => migrateToLatest(database.db, postgresSchema));
  else await migrateToLatest(database.db);
  return database;
}

function openSqlite(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'loreweave.sqlite');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const tableVersions = new TableVersions({ dataVersion: () => dataVersion.get() });
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
    plugins: [tableVersions.plugin],
  });
  return { db, dialect: 'sqlite', sqliteFile: file, tableVersions, destroy: () => db.destroy() };
}

/**
 * Kysely prepares every query anew, which costs more than running a short one;
 * this keeps the prepared statements of the most recent SQL texts. A statement
 * still being iterated (a streamed query) is never handed out twice.
 */
function reusingStatements(sqlite: BetterSqlite3.Database, limit = 500): KyselySqlite {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      if (statements.size >= limit) statements.delete(statements.keys().next().value ?? '');
      statements.set(sql, statement);
      return statement;
    },
  };
}

async function openPostgres(url: string, schema: string | undefined): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // Blind until the first cache asks: a server that caches nothing opens no listening connection.
  const tableVersions: TableVersions = new TableVersions({
    watched: tablesWithChangeNotices,
    blind: true,
    whileBlind: () => listener.start(),
  });
  const listener = new TableChangeListener(url, schema, tableVersions);
  pool.on('connect', namingPreparedStatements);
  countingCommits(pool, tableVersions);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    sqliteFile: undefined,
    tableVersions,
    destroy: async () => {
      await listener.close();
      await db.destroy();
    },
  };
}

/**
 * Sends the SQL of prepared queries (prepared-query.ts) as named statements,
 * which PostgreSQL parses and plans once per connection; any other SQL goes as
 * before. (A pooler in front of PostgreSQL must then support prepared
 * statements, as PgBouncer does since 1.21 with max_prepared_statements.)
 */
function namingPreparedStatements(client: pg.PoolClient): void {
  // pg's query() has a dozen overloads; Kysely calls query(text, values) and query(cursor).
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' ? preparedStatementName(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
  client.query = named as typeof client.query;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<DB>, postgresSchema?: string): Promise<void> {
  // Kysely looks for its own tables across schemas; name ours so parallel test schemas don't mix.
  const migrator = new Migrator({
    db,
    provider,
    ...(postgresSchema ? { migrationTableSchema: postgresSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
