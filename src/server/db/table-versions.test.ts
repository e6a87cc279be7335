import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteDatabase } from './sqlite-driver';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import type { TableVersions } from './table-versions';

let dataDir: string;
let database: Database;
let versions: TableVersions;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loreweave-versions-'));
  database = await openDatabase({ dataDir });
  if (!database.tableVersions) throw new Error('SQLite keeps table versions');
  versions = database.tableVersions;
});
afterAll(async () => {
  await database.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const now = '2026-11-23T12:00:00.000Z';
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function addUser(id: string) {
  await database.db
    .insertInto('users')
    .values({
      id,
      user_name: id,
      email: `${id}@example.com`,
      password_hash: 'x',
      is_guest: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe('TableVersions (SQLite)', () => {
  it('moves a table on insert, update and delete, not on reads nor for other tables', async () => {
    const users = () => versions.versionOf(['users']);
    const worlds = () => versions.versionOf(['worlds']);
    const [u0, w0] = [users(), worlds()];
    await database.db.selectFrom('users').selectAll().execute();
    await sql`SELECT count(*) FROM users`.execute(database.db);
    expect([users(), worlds()]).toEqual([u0, w0]);

    await addUser('ada');
    const u1 = users();
    expect(u1).toBeGreaterThan(u0);
    await database.db
      .updateTable('users')
      .set({ updated_at: now })
      .where('id', '=', 'ada')
      .execute();
    const u2 = users();
    expect(u2).toBeGreaterThan(u1);
    await database.db.deleteFrom('users').where('id', '=', 'ada').execute();
    expect(users()).toBeGreaterThan(u2);
    expect(worlds()).toBe(w0);
  });

  it('moves every table on raw SQL that writes', async () => {
    const before = versions.versionOf(['worlds']);
    await sql`UPDATE users SET updated_at = ${now} WHERE id = 'nobody'`.execute(database.db);
    expect(versions.versionOf(['worlds'])).toBeGreaterThan(before);
  });

  it('moves when a write is compiled and again once it ran, so no read taken meanwhile is filed as current', async () => {
    const before = versions.versionOf(['users']);
    const insert = database.db
      .insertInto('users')
      .values({
        id: 'bob',
        user_name: 'bob',
        email: 'bob@example.com',
        password_hash: 'x',
        is_guest: 0,
        created_at: now,
        updated_at: now,
      })
      .compile();
    const compiled = versions.versionOf(['users']);
    await database.db.executeQuery(insert);
    expect(compiled).toBeGreaterThan(before);
    expect(versions.versionOf(['users'])).toBeGreaterThan(compiled);
  });

  it('sees commits of another connection from the next turn of the event loop', async () => {
    await nextTurn();
    const before = versions.versionOf(['worlds']);
    const other = new SqliteDatabase(path.join(dataDir, 'loreweave.sqlite'));
    try {
      other
        .prepare(
          'INSERT INTO users (id, user_name, email, password_hash, is_guest, created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?)',
        )
        .run('eve', 'eve', 'eve@example.com', 'x', now, now);
    } finally {
      other.close();
    }
    await nextTurn();
    expect(versions.versionOf(['worlds'])).toBeGreaterThan(before);
  });
});
