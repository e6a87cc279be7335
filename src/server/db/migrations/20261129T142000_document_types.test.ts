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
import { testDatabaseUrl } from '../../../../tests/kits/server/test-server';
import { dropPostgresSchema, inSchemaTurn } from '../postgres-schemas';
import { documentTypes } from '../../../shared/wiki/document-types';

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

describe('document types migration', () => {
  it('gives every existing world the ten built-in types; documents keep their type', async () => {
    const { db, migrator, drop } = await databaseAt('20261129T141000_document_parents');
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
    await db
      .insertInto('documents')
      .values({
        id: 'd1',
        world_id: 'w1',
        name: 'Aria',
        name_key: 'aria',
        type: 'creature',
        description: '',
        contents: '{"v":1,"doc":{"type":"doc","content":[]}}',
        contents_text: '',
        version: 3,
        created_by: null,
        updated_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const { error } = testDatabaseUrl
      ? await inSchemaTurn(testDatabaseUrl, () =>
          migrator.migrateTo('20261129T142000_document_types'),
        )
      : await migrator.migrateTo('20261129T142000_document_types');
    expect(error).toBeUndefined();

    for (const worldId of ['w1', 'w2']) {
      const types = await db
        .selectFrom('document_types')
        .select(['key', 'name', 'plural', 'icon', 'color', 'position', 'version'])
        .where('world_id', '=', worldId)
        .orderBy('position')
        .execute();
      expect(types.map((type) => type.key)).toEqual([...documentTypes]);
      expect(types.every((type) => type.name === null && type.plural === null)).toBe(true);
      expect(types[4]).toEqual({
        key: 'creature',
        name: null,
        plural: null,
        icon: 'paw',
        color: 'lime',
        position: 4,
        version: 1,
      });
    }
    const document = await db
      .selectFrom('documents')
      .select(['type', 'version'])
      .where('id', '=', 'd1')
      .executeTakeFirstOrThrow();
    expect(document).toEqual({ type: 'creature', version: 3 });
  });
});
