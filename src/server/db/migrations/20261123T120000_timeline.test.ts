import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteDatabase } from '../sqlite-driver';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DB } from '../schema';
import { migrations } from './index';
import {
  defaultCalendarConfig,
  migrateCalendarConfig,
} from '../../../shared/calendar/calendar-config';
import { testDatabaseUrl } from '../../../../tests/kits/server/test-server';
import { dropPostgresSchema, inSchemaTurn } from '../postgres-schemas';

/** A database migrated only up to `name`, on the dialect the server suite runs on. */
async function databaseAt(
  name: string,
): Promise<{ db: Kysely<DB>; migrator: Migrator; drop: () => Promise<void> }> {
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

describe('timeline migration', () => {
  it('gives every existing world the default calendar and a row named Main', async () => {
    const { db, migrator, drop } = await databaseAt('20261123T110000_todos');
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
    for (const id of ['w1', 'w2']) {
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

    const { error } = testDatabaseUrl
      ? await inSchemaTurn(testDatabaseUrl, () => migrator.migrateToLatest())
      : await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    const calendars = await db.selectFrom('calendars').selectAll().orderBy('world_id').execute();
    expect(
      calendars.map((calendar) => [calendar.world_id, calendar.version, calendar.updated_at]),
    ).toEqual([
      ['w1', 1, null],
      ['w2', 1, null],
    ]);
    expect(migrateCalendarConfig(JSON.parse(calendars[0]!.config))).toEqual(
      defaultCalendarConfig(),
    );
    const rows = await db
      .selectFrom('timeline_rows')
      .select(['world_id', 'name', 'name_key', 'position'])
      .orderBy('world_id')
      .execute();
    expect(rows).toEqual([
      { world_id: 'w1', name: 'Main', name_key: 'main', position: 0 },
      { world_id: 'w2', name: 'Main', name_key: 'main', position: 0 },
    ]);
  });
});
