import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * The search index at 10,000 documents a world.
 *
 * SQLite: FTS5 cannot index `kind`/`ref_id` (UNINDEXED columns), so replacing
 * or removing one entry scanned the whole index on every save. `search_refs`
 * maps an entry to its FTS rowid (`entry`, which grows with every write, so
 * it also tells the newest entries) and a world to its entries.
 *
 * PostgreSQL: reading a 1,000-word document's tsvector costs ~11 µs (it is
 * TOASTed and compressed), so the search must find its candidates in the GIN
 * index alone and read tsvectors only for the few it ranks. The world goes
 * into the tsvector as one lexeme (`w` + the id's hex digits) so that one GIN
 * lookup answers "these words in this world" (a B-tree on world_id next to
 * it tempts the planner into checking every row of the world); `title_tsv`
 * finds title matches without opening the body; `entry` orders candidates
 * newest first without opening anything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const worldLexeme = sql.raw(
      `array_to_tsvector(ARRAY['w' || lower(replace(world_id, '-', ''))])`,
    );
    await sql`ALTER TABLE search_index DROP COLUMN tsv`.execute(db);
    await sql`ALTER TABLE search_index ADD COLUMN entry bigint GENERATED ALWAYS AS IDENTITY`.execute(
      db,
    );
    await sql`
      ALTER TABLE search_index ADD COLUMN tsv tsvector GENERATED ALWAYS AS (
        ${worldLexeme} || setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')
      ) STORED`.execute(db);
    await sql`
      ALTER TABLE search_index ADD COLUMN title_tsv tsvector GENERATED ALWAYS AS (
        ${worldLexeme} || to_tsvector('simple', title)
      ) STORED`.execute(db);
    await sql`CREATE INDEX search_index_tsv ON search_index USING GIN (tsv)`.execute(db);
    await sql`CREATE INDEX search_index_title_tsv ON search_index USING GIN (title_tsv)`.execute(
      db,
    );
    return;
  }
  await sql`
    CREATE TABLE search_refs (
      entry INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      ref_id TEXT NOT NULL,
      world_id TEXT NOT NULL,
      UNIQUE (kind, ref_id)
    )`.execute(db);
  await sql`CREATE INDEX search_refs_world ON search_refs (world_id)`.execute(db);
  await sql`
    INSERT OR IGNORE INTO search_refs (entry, kind, ref_id, world_id)
    SELECT rowid, kind, ref_id, world FROM search_index ORDER BY rowid DESC`.execute(db);
  // An entry indexed twice (should not exist) keeps its newest row only.
  await sql`DELETE FROM search_index WHERE rowid NOT IN (SELECT entry FROM search_refs)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`ALTER TABLE search_index DROP COLUMN title_tsv`.execute(db);
    await sql`ALTER TABLE search_index DROP COLUMN entry`.execute(db);
    await sql`ALTER TABLE search_index DROP COLUMN tsv`.execute(db);
    await sql`
      ALTER TABLE search_index ADD COLUMN tsv tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')
      ) STORED`.execute(db);
    await sql`CREATE INDEX search_index_tsv ON search_index USING GIN (tsv)`.execute(db);
    return;
  }
  await sql`DROP TABLE IF EXISTS search_refs`.execute(db);
}
