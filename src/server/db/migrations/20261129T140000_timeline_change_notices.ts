import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * A public world's timeline page holds its public rows' events, their dates
 * on the world's calendar and their links, and is cached until a table it
 * reads changes (public-pages/page-cache.ts): on PostgreSQL these tables now
 * announce their commits too (events, maps and their layers and places do
 * since 20261128T050000_map_change_notices). SQLite has one writer, the
 * server itself: nothing to add there.
 */
const tables = ['timeline_rows', 'event_documents', 'calendars'];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of tables)
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_changed`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION loreweave_table_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of tables)
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_changed`)} ON ${sql.table(table)}`.execute(
      db,
    );
}
