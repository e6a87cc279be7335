import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * A world's search costs what the world holds, not what the instance does.
 * With one index for every world, a common word's postings and statistics
 * span all of them: one world of 10,000 documents answered "the" ~5× slower
 * in an instance of 100 worlds than alone.
 *
 * SQLite: one FTS5 table per world, `search_index_<world key>` (created when
 * the world's first entry is written), so matching, bm25's statistics and
 * the rank window only ever read that world's postings. `search_refs` still
 * maps an entry to its rowid (unique over all worlds) and its world.
 *
 * PostgreSQL: every lexeme of a row is prefixed with its world's key
 * (`w<id digits>_silver`), so a GIN lookup returns only the world's postings.
 * Positions and weights are kept, so ranking is unchanged. The prefixing
 * function is plain SQL in the database's own schema: no extension needed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`
      CREATE FUNCTION search_world_tsv(world_id text, doc tsvector) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT regexp_replace(
          doc::text,
          '(^| )''',
          '\\1''' || 'w' || lower(regexp_replace(world_id, '[^a-zA-Z0-9]', '', 'g')) || '_',
          'g'
        )::tsvector
      $$`.execute(db);
    await sql`ALTER TABLE search_index DROP COLUMN title_tsv`.execute(db);
    await sql`ALTER TABLE search_index DROP COLUMN tsv`.execute(db);
    await sql`
      ALTER TABLE search_index
        ADD COLUMN tsv tsvector GENERATED ALWAYS AS (search_world_tsv(world_id,
          setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')
        )) STORED,
        ADD COLUMN title_tsv tsvector GENERATED ALWAYS AS (
          search_world_tsv(world_id, to_tsvector('simple', title))
        ) STORED`.execute(db);
    await sql`CREATE INDEX search_index_tsv ON search_index USING GIN (tsv)`.execute(db);
    await sql`CREATE INDEX search_index_title_tsv ON search_index USING GIN (title_tsv)`.execute(
      db,
    );
    return;
  }
  const worlds = await sql<{
    world_id: string;
  }>`SELECT DISTINCT world_id FROM search_refs`.execute(db);
  for (const { world_id: worldId } of worlds.rows) {
    const table = sql.table(worldTable(worldId));
    await sql`CREATE VIRTUAL TABLE ${table} USING fts5(
      kind UNINDEXED, ref_id UNINDEXED, title, body,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
    await sql`
      INSERT INTO ${table} (rowid, kind, ref_id, title, body)
      SELECT s.rowid, s.kind, s.ref_id, s.title, s.body
      FROM search_refs r JOIN search_index s ON s.rowid = r.entry
      WHERE r.world_id = ${worldId} ORDER BY r.entry`.execute(db);
  }
  await sql`DROP TABLE search_index`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const worldLexeme = sql.raw(
      `array_to_tsvector(ARRAY['w' || lower(replace(world_id, '-', ''))])`,
    );
    await sql`ALTER TABLE search_index DROP COLUMN title_tsv`.execute(db);
    await sql`ALTER TABLE search_index DROP COLUMN tsv`.execute(db);
    await sql`
      ALTER TABLE search_index
        ADD COLUMN tsv tsvector GENERATED ALWAYS AS (
          ${worldLexeme} || setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')
        ) STORED,
        ADD COLUMN title_tsv tsvector GENERATED ALWAYS AS (
          ${worldLexeme} || to_tsvector('simple', title)
        ) STORED`.execute(db);
    await sql`CREATE INDEX search_index_tsv ON search_index USING GIN (tsv)`.execute(db);
    await sql`CREATE INDEX search_index_title_tsv ON search_index USING GIN (title_tsv)`.execute(
      db,
    );
    await sql`DROP FUNCTION search_world_tsv(text, tsvector)`.execute(db);
    return;
  }
  await sql`
    CREATE VIRTUAL TABLE search_index USING fts5(
      world UNINDEXED, world_key, kind UNINDEXED, ref_id UNINDEXED, title, body,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
  const worlds = await sql<{
    world_id: string;
  }>`SELECT DISTINCT world_id FROM search_refs`.execute(db);
  for (const { world_id: worldId } of worlds.rows) {
    const table = sql.table(worldTable(worldId));
    await sql`
      INSERT INTO search_index (rowid, world, world_key, kind, ref_id, title, body)
      SELECT rowid, ${worldId}, ${worldKey(worldId)}, kind, ref_id, title, body FROM ${table}`.execute(
      db,
    );
    await sql`DROP TABLE ${table}`.execute(db);
  }
}

function worldKey(worldId: string): string {
  return `w${worldId.replace(/[^a-zA-Z0-9]/g, '').toLowerCase()}`;
}

function worldTable(worldId: string): string {
  return `search_index_${worldKey(worldId)}`;
}
