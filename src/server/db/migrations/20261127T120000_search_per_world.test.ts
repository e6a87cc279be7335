import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteDatabase } from '../sqlite-driver';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DB } from '../schema';
import { migrations } from './index';
import { SearchService } from '../../search/search-index';
import { testDatabaseUrl } from '../../../../tests/kits/server/test-server';
import { dropPostgresSchema, inSchemaTurn } from '../postgres-schemas';

/** A database migrated only up to `name`, on the dialect the server suite runs on. */
async function databaseAt(name: string): Promise<{
  db: Kysely<DB>;
  migrator: Migrator;
  file?: string;
  drop: () => Promise<void>;
}> {
  const provider = { getMigrations: async () => migrations };
  const url = testDatabaseUrl;
  if (url) {
    const schema = `m_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const pool = new pg.Pool({
      connectionString: url,
      max: 2,
      options: `-c search_path=${schema}`,
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
    await inSchemaTurn(url, () => migrator.migrateTo(name));
    return {
      db,
      migrator,
      drop: async () => {
        await db.destroy();
        await dropPostgresSchema(url, schema);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-migration-'));
  const sqlite = new SqliteDatabase(path.join(dir, 'db.sqlite'));
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db, provider });
  await migrator.migrateTo(name);
  return {
    db,
    migrator,
    file: path.join(dir, 'db.sqlite'),
    drop: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const worlds = ['0b9e6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', '7f3e2d1c-0b9a-4876-9543-210fedcba987'];

/** Entries written as the search of 20261123T130000 wrote them. */
async function indexTheOldWay(db: Kysely<DB>, rows: [string, string, string][]): Promise<void> {
  let entry = 0;
  for (const [worldId, title, body] of rows) {
    entry++;
    const refId = `ref-${entry}`;
    if (testDatabaseUrl) {
      await sql`INSERT INTO search_index (world_id, kind, ref_id, title, body)
        VALUES (${worldId}, 'document', ${refId}, ${title}, ${body})`.execute(db);
      continue;
    }
    await sql`INSERT INTO search_refs (entry, kind, ref_id, world_id)
      VALUES (${entry}, 'document', ${refId}, ${worldId})`.execute(db);
    await sql`INSERT INTO search_index (rowid, world, world_key, kind, ref_id, title, body)
      VALUES (${entry}, ${worldId}, ${`w${worldId.replace(/-/g, '')}`}, 'document', ${refId}, ${title}, ${body})`.execute(
      db,
    );
  }
}

describe('search per world migration', () => {
  it("moves every entry into its world's index, found as before and only there", async () => {
    const { db, migrator, file, drop } = await databaseAt('20261127T090000_world_import_staging');
    cleanup = drop;
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        user_name: 'old-owner',
        email: 'old@example.com',
        password_hash: 'x',
        is_guest: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const id of worlds) {
      await db
        .insertInto('worlds')
        .values({
          id,
          owner_id: 'u1',
          url_name: id,
          name: id,
          description: '',
          created_at: now,
          updated_at: now,
          version: 1,
        })
        .execute();
    }
    const [first = '', second = ''] = worlds;
    await indexTheOldWay(db, [
      [first, 'The Drowned Bell', 'A bell rings beneath the harbour.'],
      [first, 'Harbour Master', 'Hears the bell at night.'],
      [second, 'Bell of elsewhere', 'Another harbour, another bell.'],
    ]);

    const { error } = testDatabaseUrl
      ? await inSchemaTurn(testDatabaseUrl, () => migrator.migrateToLatest())
      : await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const search = new SearchService(db, file, 1);
    try {
      const hits = await search.search(first, 'bell', 20);
      expect(hits.map((hit) => [hit.title, hit.refId])).toEqual([
        ['The Drowned Bell', 'ref-1'],
        ['Harbour Master', 'ref-2'],
      ]);
      expect(hits[0]?.snippet).toContain('\u0002bell\u0003');
      expect((await search.search(second, 'bell', 20)).map((hit) => hit.refId)).toEqual(['ref-3']);
    } finally {
      await search.close();
    }
  });
});
