import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Migrations are never edited after they land; add a new timestamped file instead.
/**
 * PostgreSQL: a world's ranked search as one function, so a search is one
 * round trip (it was `BEGIN; SET LOCAL enable_seqscan = off`, the query,
 * `COMMIT`). The setting travels with the function: candidates must come
 * from the GIN indexes, since the planner prices a tsvector test as cheap
 * and would rather read every row (and its TOAST) of a small table. PL/pgSQL
 * keeps the statement's plan per connection, so it is not planned per call.
 *
 * The query is the one postgres-search.ts ran: title matches first
 * (ts_rank over the title; titles are small, so up to 1,000 are ranked),
 * then a window of 100 matches ranked by cover density. Each costs a
 * TOASTed tsvector read (~11 µs for 1,000 words); they are the first the GIN
 * bitmap yields (table order), since choosing the newest would visit every
 * match's row (+3.5 ms for a word in all 10,000 documents). Terms are
 * normalised as to_tsvector normalises text and prefixed with the world's
 * key (migration 20261127T120000); the last matches as a prefix when
 * `prefix` is set. Hits of the kinds in `hidden` are left out before ranking.
 * SQLite keeps its own search (FTS5 in worker threads): nothing to do there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    CREATE FUNCTION search_world(
      world_id text, terms text[], prefix boolean, page_size integer, hidden text[]
    ) RETURNS TABLE (hit_kind text, hit_ref_id text, hit_title text, hit_body text)
    LANGUAGE plpgsql STABLE
    SET enable_seqscan = off
    AS $$
    BEGIN
      RETURN QUERY
      WITH q AS (
        SELECT string_agg(
          quote_literal(k.key || coalesce((ts_lexize('simple', t.term))[1], t.term))
            || CASE WHEN t.n = cardinality(search_world.terms) AND search_world.prefix
              THEN ':*' ELSE '' END,
          ' & ' ORDER BY t.n)::tsquery AS terms
        FROM unnest(search_world.terms) WITH ORDINALITY AS t(term, n),
          (SELECT 'w' || lower(regexp_replace(search_world.world_id, '[^a-zA-Z0-9]', '', 'g'))
            || '_' AS key) AS k
      ),
      titles AS MATERIALIZED (
        SELECT s.ctid AS row_id, s.entry, s.title_tsv FROM search_index s, q
        WHERE s.title_tsv @@ q.terms AND s.kind <> ALL(search_world.hidden)
        ORDER BY s.entry DESC LIMIT 1000
      ),
      candidates AS MATERIALIZED (
        SELECT s.ctid AS row_id, s.entry FROM search_index s, q
        WHERE s.tsv @@ q.terms AND s.kind <> ALL(search_world.hidden)
          AND (SELECT count(*) FROM titles) < search_world.page_size
        LIMIT 100
      ),
      hits AS (
        (SELECT t.row_id, 0 AS tier, ts_rank(t.title_tsv, q.terms) AS rank, t.entry
          FROM titles t, q ORDER BY rank DESC, t.entry DESC LIMIT search_world.page_size)
        UNION ALL
        (SELECT r.row_id, 1 AS tier, ts_rank_cd(s.tsv, q.terms) AS rank, r.entry
          FROM candidates r JOIN search_index s ON s.ctid = r.row_id, q
          ORDER BY rank DESC, r.entry DESC LIMIT search_world.page_size * 2)
      ),
      page AS (
        SELECT b.row_id, b.tier, b.rank, b.entry FROM (
          SELECT DISTINCT ON (h.row_id) h.row_id, h.tier, h.rank, h.entry
          FROM hits h ORDER BY h.row_id, h.tier
        ) AS b ORDER BY b.tier, b.rank DESC, b.entry DESC LIMIT search_world.page_size
      )
      SELECT s.kind, s.ref_id, s.title, s.body
      FROM page p JOIN search_index s ON s.ctid = p.row_id
      ORDER BY p.tier, p.rank DESC, p.entry DESC;
    END
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`DROP FUNCTION search_world(text, text[], boolean, integer, text[])`.execute(db);
}
