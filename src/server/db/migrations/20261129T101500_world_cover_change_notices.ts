import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * A public world's pages are cached until a table they read changes
 * (public-pages/page-cache.ts), and they read whether the world has a cover
 * (og:image): on PostgreSQL world_covers now announces its commits too, like
 * the tables of 20261127T123000_table_change_notices.
 * SQLite has one writer, the server itself: nothing to add there.
 */
const table = 'world_covers';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    CREATE TRIGGER ${sql.id(`${table}_changed`)}
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
    FOR EACH STATEMENT EXECUTE FUNCTION loreweave_table_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_changed`)} ON ${sql.table(table)}`.execute(
    db,
  );
}
