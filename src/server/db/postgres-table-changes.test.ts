import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../tests/kits/server/test-server';
import { adminQuery } from '../../../tests/support/postgres';
import { openDatabase, type Database } from './database';
import { dropPostgresSchema } from './postgres-schemas';
import { countingCommits, statementEffect, TableChangeListener } from './postgres-table-changes';
import { TableVersions } from './table-versions';

describe('statementEffect', () => {
  it.each([
    ['select * from "users" where "id" = $1', { kind: 'read' }],
    ['rollback to savepoint "sp"', { kind: 'read' }],
    ['begin', { kind: 'begin' }],
    ['start transaction isolation level serializable', { kind: 'begin' }],
    ['commit', { kind: 'commit' }],
    ['rollback', { kind: 'rollback' }],
  ])('%s is a %o', (text, effect) => {
    expect(statementEffect(text)).toEqual(effect);
  });

  it.each([
    ['insert into "world_members" ("world_id") values ($1)', 'world_members'],
    ['update "worlds" set "name" = $1', 'worlds'],
    ['delete from "t_ab12"."users" where "id" = $1', 'users'],
    ['UPDATE Worlds SET name = $1', 'worlds'],
    ['truncate table "users"', 'users'],
  ])('%s writes %s', (text, table) => {
    expect(statementEffect(text)).toEqual({ kind: 'write', tables: new Set([table]) });
  });

  it.each([
    'with "gone" as (delete from "users" returning 1) select 1',
    'select 1; delete from "users"',
    'alter table "users" add column "x" text',
  ])('%s may write anything', (text) => {
    expect(statementEffect(text)).toEqual({ kind: 'write', tables: 'everything' });
  });
});

const reason = 'needs PostgreSQL (TEST_DATABASE_URL)';
const stateWaitMs = 30_000;

/** Resolves once `check` holds, asking again after each short pause. */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + stateWaitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('The state did not come');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Listening: two answers in a row are equal (blind, each answer is new). */
const seeing = (versions: TableVersions) => () =>
  versions.versionOf(['worlds']) === versions.versionOf(['worlds']);

describe.skipIf(!testDatabaseUrl)(
  `table versions on PostgreSQL (${testDatabaseUrl ? 'NOTIFY' : reason})`,
  () => {
    const url = testDatabaseUrl ?? '';
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-table-changes-'));
    let here: Database;
    let there: Database;
    beforeAll(async () => {
      here = await openDatabase({ dataDir, databaseUrl: url, postgresSchema: schema });
      there = await openDatabase({ dataDir, databaseUrl: url, postgresSchema: schema });
    });
    afterAll(async () => {
      await here.destroy();
      await there.destroy();
      await dropPostgresSchema(url, schema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    let users = 0;
    const addUser = (database: Database) => {
      const id = `user-${users++}`;
      return database.db
        .insertInto('users')
        .values({
          id,
          user_name: id,
          email: `${id}@example.com`,
          password_hash: 'x',
          is_guest: 0,
          created_at: '2026-11-27T12:00:00.000Z',
          updated_at: '2026-11-27T12:00:00.000Z',
        })
        .execute()
        .then(() => id);
    };
    it('is blind until it listens', async () => {
      const versions = here.tableVersions;
      expect(versions.versionOf(['users'])).not.toBe(versions.versionOf(['users']));
      await until(seeing(versions));
      expect(() => versions.versionOf(['todos'])).toThrow(/no version/);
    });

    it("sees another instance's commit once its notice arrives", async () => {
      await until(seeing(here.tableVersions));
      const before = here.tableVersions.versionOf(['users']);
      await addUser(there);
      await until(() => here.tableVersions.versionOf(['users']) !== before);
    });

    it('counts its own writes once they are committed, and a rollback not at all', async () => {
      // No listener here: only this pool's own writes move the versions.
      const versions = new TableVersions();
      const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
      countingCommits(pool, versions);
      try {
        const owner = await addUser(here);
        const world = (id: string) =>
          pool.query(
            `insert into "worlds" ("id", "owner_id", "url_name", "name", "description", "created_at", "updated_at", "version") values ($1, $2, $1, 'W', '', '', '', 1)`,
            [id, owner],
          );
        const start = versions.versionOf(['worlds']);
        await world(crypto.randomUUID());
        const afterWrite = versions.versionOf(['worlds']);
        expect(afterWrite).not.toBe(start);

        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query(`delete from "worlds" where "owner_id" = $1`, [owner]);
          expect(versions.versionOf(['worlds'])).toBe(afterWrite);
          await client.query('rollback');
          expect(versions.versionOf(['worlds'])).toBe(afterWrite);

          await client.query('begin');
          await client.query(`delete from "worlds" where "owner_id" = $1`, [owner]);
          expect(versions.versionOf(['worlds'])).toBe(afterWrite);
          await client.query('commit');
          expect(versions.versionOf(['worlds'])).not.toBe(afterWrite);
        } finally {
          client.release();
        }
      } finally {
        await pool.end();
      }
    });

    it('goes blind when its connection drops, and sees again once back', async () => {
      const applicationName = `loreweave test ${crypto.randomBytes(4).toString('hex')}`;
      const versions = new TableVersions({ blind: true });
      const listener = new TableChangeListener(url, schema, versions, {
        reconnectBaseMs: 20,
        reconnectMaxMs: 200,
        applicationName,
      });
      try {
        listener.start();
        await until(seeing(versions));
        await adminQuery(
          url,
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
          [applicationName],
        );
        await until(() => !seeing(versions)());
        await until(seeing(versions));
        const before = versions.versionOf(['users']);
        await addUser(there);
        await until(() => versions.versionOf(['users']) !== before);
      } finally {
        await listener.close();
      }
    });
  },
);
