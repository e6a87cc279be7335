import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * On PostgreSQL every commit that changes one of these tables sends a NOTIFY
 * (payload: schema.table), so that each instance sharing the database can
 * drop what it cached from them (db/postgres-table-changes.ts). One notice per
 * statement, and PostgreSQL folds equal notices of a transaction into one.
 * SQLite has one writer, the server itself: nothing to add there.
 */
const tables = ['worlds', 'world_members', 'users'];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    CREATE FUNCTION loreweave_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('loreweave_table_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
      RETURN NULL;
    END
    $$`.execute(db);
  for (const table of tables) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_changed`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION loreweave_table_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of tables) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_changed`)} ON ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`DROP FUNCTION IF EXISTS loreweave_table_changed()`.execute(db);
}
