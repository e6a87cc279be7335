import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SqliteDatabase, sqliteDriverPackage } from './sqlite-driver';

const require = createRequire(import.meta.url);

describe('sqlite driver', () => {
  it('runs better-sqlite3 13 where Node-API 10 exists (Node 22.14+) and 12 on Node 20', () => {
    const { version } = require(`${sqliteDriverPackage}/package.json`) as { version: string };
    const major = Number(version.split('.')[0]);
    expect(major).toBe(Number(process.versions.napi) >= 10 ? 13 : 12);
    console.log(
      `Node ${process.versions.node} (Node-API ${process.versions.napi}): better-sqlite3 ${version}`,
    );
  });

  it('opens a database with full-text search', () => {
    const sqlite = new SqliteDatabase(':memory:');
    sqlite.exec(
      "CREATE VIRTUAL TABLE notes USING fts5(body); INSERT INTO notes VALUES ('dragons of the north')",
    );
    expect(
      sqlite.prepare('SELECT count(*) FROM notes WHERE notes MATCH ?').pluck().get('dragons'),
    ).toBe(1);
    sqlite.close();
  });
});
