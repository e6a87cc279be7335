import { PostgresAdapter, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** The few places where SQLite and PostgreSQL differ are asked here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only the adapter is read
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Column type of an auto-incrementing integer primary key. */
export function serialType(db: Kysely<unknown>): 'bigserial' | 'integer' {
  return dialectOf(db) === 'postgres' ? 'bigserial' : 'integer';
}

/** Column type of binary data (a Yjs document state): `bytea` on PostgreSQL, `blob` on SQLite. */
export function blobType(db: Kysely<unknown>): 'bytea' | 'blob' {
  return dialectOf(db) === 'postgres' ? 'bytea' : 'blob';
}
