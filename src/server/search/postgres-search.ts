import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hitKind, type SearchHit, type SearchKind } from './search-types';
import { markAll, snippet } from './marks';
import { lastIsPrefix } from './search-terms';

/**
 * How many candidates ts_rank_cd reads. Each costs a TOASTed tsvector read
 * (~11 µs for 1,000 words); beyond a hundred matches a query's words say
 * little about any one entry. They are the first the GIN bitmap yields (table
 * order, roughly oldest first), not the newest as on SQLite: choosing the
 * newest would visit every match's row to read its `entry` (+3.5 ms for a
 * word in all 10,000 documents), while taking the first stops after 100.
 */
export const postgresRankWindow = 100;
/** Title candidates are small (no TOAST), so more of them are ranked. */
const titleWindow = 1000;

/**
 * The query as the index holds a world's words (migration 20261127T120000):
 * `'w<world digits>_silver' & 'w<world digits>_riv':*`, each term normalised
 * as to_tsvector normalises the text (the 'simple' dictionary lowercases).
 * Terms hold only letters and digits (queryTerms), so quoting is enough.
 */
function worldTsquery(worldId: string, terms: string[]) {
  const prefix = lastIsPrefix(terms);
  return sql<{ terms: string }>`
    SELECT string_agg(
      quote_literal(k.key || coalesce((ts_lexize('simple', t.term))[1], t.term))
        || CASE WHEN t.n = ${terms.length} AND ${prefix} THEN ':*' ELSE '' END,
      ' & ' ORDER BY t.n)::tsquery AS terms
    FROM unnest(${terms}::text[]) WITH ORDINALITY AS t(term, n),
      (SELECT 'w' || lower(regexp_replace(${worldId}::text, '[^a-zA-Z0-9]', '', 'g')) || '_' AS key) AS k`;
}

/**
 * Ranked matches in one world: title matches first (ts_rank over the title),
 * then `postgresRankWindow` of the matches ranked by cover density, which
 * puts the words side by side above the words far apart. Marks are made here
 * rather than with ts_headline (see marks.ts).
 */
export async function searchPostgres(
  db: Kysely<DB>,
  worldId: string,
  terms: string[],
  limit: number,
  hidden: readonly SearchKind[] = [],
): Promise<SearchHit[]> {
  // Checked on the rows the GIN bitmap yields, read for the title or the entry anyway.
  const shown = sql`s.kind <> ALL(${[...hidden]}::text[])`;
  const statement = sql<{ kind: SearchKind; ref_id: string; title: string; body: string }>`
    WITH q AS (${worldTsquery(worldId, terms)}),
    titles AS MATERIALIZED (
      SELECT s.ctid AS row_id, s.entry, s.title_tsv FROM search_index s, q
      WHERE s.title_tsv @@ q.terms AND ${shown} ORDER BY s.entry DESC LIMIT ${titleWindow}
    ),
    candidates AS MATERIALIZED (
      SELECT s.ctid AS row_id, s.entry FROM search_index s, q
      WHERE s.tsv @@ q.terms AND ${shown}
        -- Not even looked for when the titles fill the page ("the"): a one-time filter.
        AND (SELECT count(*) FROM titles) < ${limit}
      LIMIT ${postgresRankWindow}
    ),
    hits AS (
      (SELECT t.row_id, 0 AS tier, ts_rank(t.title_tsv, q.terms) AS rank, t.entry
        FROM titles t, q ORDER BY rank DESC, t.entry DESC LIMIT ${limit})
      UNION ALL
      (SELECT r.row_id, 1 AS tier, ts_rank_cd(s.tsv, q.terms) AS rank, r.entry
        FROM candidates r JOIN search_index s ON s.ctid = r.row_id, q ORDER BY rank DESC, r.entry DESC LIMIT ${limit * 2})
    ),
    page AS (
      SELECT row_id, tier, rank, entry FROM (
        SELECT DISTINCT ON (row_id) row_id, tier, rank, entry FROM hits ORDER BY row_id, tier
      ) AS best ORDER BY tier, rank DESC, entry DESC LIMIT ${limit}
    )
    SELECT s.kind, s.ref_id, s.title, s.body
    FROM page p JOIN search_index s ON s.ctid = p.row_id
    ORDER BY p.tier, p.rank DESC, p.entry DESC`;
  const rows = await db.connection().execute(async (connection) => {
    // Candidates must come from the GIN indexes: the planner prices a tsvector
    // test as cheap and would rather read every row (and its TOAST) of a small
    // table. BEGIN and SET LOCAL travel together (no parameters: one simple query).
    await sql.raw('BEGIN; SET LOCAL enable_seqscan = off').execute(connection);
    try {
      const result = await statement.execute(connection);
      await sql.raw('COMMIT').execute(connection);
      return result.rows;
    } catch (error) {
      await sql
        .raw('ROLLBACK')
        .execute(connection)
        .catch(() => undefined);
      throw error;
    }
  });
  return rows.map((row) => ({
    kind: hitKind(row.kind),
    secret: row.kind === 'map_place_secret',
    refId: row.ref_id,
    title: row.title,
    titleMarked: markAll(row.title, terms),
    snippet: snippet(row.body, terms),
  }));
}
