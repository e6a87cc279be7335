import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hitKind, type SearchHit, type SearchKind } from './search-types';
import { markAll, snippet } from './marks';
import { lastIsPrefix } from './search-terms';

/**
 * Ranked matches in one world: title matches first (ts_rank over the title),
 * then a window of 100 of the matches ranked by cover density, which puts
 * the words side by side above the words far apart. The query is the
 * function search_world (migration 20261129T034000): one round trip, its
 * plan kept by the connection, the GIN indexes forced by its own setting.
 * Marks are made here rather than with ts_headline (see marks.ts).
 */
export async function searchPostgres(
  db: Kysely<DB>,
  worldId: string,
  terms: string[],
  limit: number,
  hidden: readonly SearchKind[] = [],
): Promise<SearchHit[]> {
  const { rows } = await sql<{ kind: SearchKind; ref_id: string; title: string; body: string }>`
    SELECT hit_kind AS kind, hit_ref_id AS ref_id, hit_title AS title, hit_body AS body
    FROM search_world(${worldId}, ${terms}::text[], ${lastIsPrefix(terms)}, ${limit}, ${[...hidden]}::text[])`.execute(
    db,
  );
  return rows.map((row) => ({
    kind: hitKind(row.kind),
    secret: row.kind === 'map_place_secret',
    refId: row.ref_id,
    title: row.title,
    titleMarked: markAll(row.title, terms),
    snippet: snippet(row.body, terms),
  }));
}
