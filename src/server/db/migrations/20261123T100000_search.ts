import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * One search index for everything a world holds (documents now; events,
 * images, stories and dialogs add their rows). SQLite: FTS5 with the world as
 * an indexed column so a query only walks that world's postings. PostgreSQL:
 * a weighted tsvector (title A, body B) with a GIN index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`
      CREATE TABLE search_index (
        world_id text NOT NULL REFERENCES worlds(id) ON DELETE CASCADE,
        kind text NOT NULL,
        ref_id text NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        tsv tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')
        ) STORED,
        PRIMARY KEY (kind, ref_id)
      )`.execute(db);
    await sql`CREATE INDEX search_index_tsv ON search_index USING GIN (tsv)`.execute(db);
    await sql`CREATE INDEX search_index_world ON search_index (world_id)`.execute(db);
    return;
  }
  await sql`
    CREATE VIRTUAL TABLE search_index USING fts5(
      world UNINDEXED, world_key, kind UNINDEXED, ref_id UNINDEXED, title, body,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS search_index`.execute(db);
}
