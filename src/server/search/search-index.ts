import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { dialectOf } from '../db/dialect';
import { markEnd, markStart, sqliteMatch, worldKey, type SqliteSearchRow } from './sqlite-search-query';
import { SqliteSearchPool } from './search-pool';

/** What the search finds; later issues add their kinds. */
export type SearchKind = 'document' | 'event' | 'image' | 'story' | 'dialog';

export interface SearchEntry {
  worldId: string;
  kind: SearchKind;
  refId: string;
  title: string;
  body: string;
}

export interface SearchHit {
  kind: SearchKind;
  refId: string;
  title: string;
  /** Text around the match; the matched words sit between \u0002 and \u0003. */
  snippet: string;
  /** Title with the matched words marked the same way. */
  titleMarked: string;
}

type Db = Kysely<DB> | Transaction<DB>;
// The index is a virtual table on SQLite; Kysely's DB type does not describe it.
type Untyped = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- see above


/** Writes (or rewrites) an entry in the same transaction as the change it describes. */
export async function indexEntry(db: Db, entry: SearchEntry): Promise<void> {
  await removeEntry(db, entry.kind, entry.refId);
  const untyped = db as unknown as Untyped;
  if (dialectOf(db) === 'postgres') {
    await untyped
      .insertInto('search_index')
      .values({ world_id: entry.worldId, kind: entry.kind, ref_id: entry.refId, title: entry.title, body: entry.body })
      .execute();
    return;
  }
  await untyped
    .insertInto('search_index')
    .values({
      world: entry.worldId,
      world_key: worldKey(entry.worldId),
      kind: entry.kind,
      ref_id: entry.refId,
      title: entry.title,
      body: entry.body,
    })
    .execute();
}

export async function removeEntry(db: Db, kind: SearchKind, refId: string): Promise<void> {
  await (db as unknown as Untyped).deleteFrom('search_index').where('kind', '=', kind).where('ref_id', '=', refId).execute();
}

/** Forgets a whole world (PostgreSQL cascades from worlds; the FTS5 table cannot). */
export async function removeWorld(db: Db, worldId: string): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql`DELETE FROM search_index WHERE rowid IN (
    SELECT rowid FROM search_index WHERE search_index MATCH ${`world_key:${worldKey(worldId)}`})`.execute(db);
}

/** Words of the query, stripped of everything the query languages treat as syntax. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0)
    .slice(0, 8);
}

/**
 * Ranked matches in one world: every term must match, the last one as a
 * prefix (the user is still typing it); title matches weigh more. On SQLite
 * the query runs in worker threads, so a heavy search never blocks the event
 * loop; PostgreSQL queries are asynchronous already.
 */
export class SearchService {
  private readonly pool: SqliteSearchPool | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    sqliteFile: string | undefined,
    workers = 2,
  ) {
    if (dialectOf(db) === 'sqlite') {
      if (!sqliteFile) throw new Error('SQLite search needs the database file');
      this.pool = new SqliteSearchPool(sqliteFile, workers);
    }
  }

  async search(worldId: string, query: string, limit: number): Promise<SearchHit[]> {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    if (dialectOf(this.db) === 'postgres') return searchPostgres(this.db, worldId, terms, limit);
    const rows = await this.pool!.search(sqliteMatch(worldId, terms), worldId, limit);
    return rows.map(presentRow);
  }

  close(): Promise<void> {
    return this.pool?.close() ?? Promise.resolve();
  }
}

function presentRow(row: SqliteSearchRow): SearchHit {
  return {
    kind: row.kind as SearchKind,
    refId: row.ref_id,
    title: row.title,
    titleMarked: row.title_marked,
    snippet: row.snippet,
  };
}

async function searchPostgres(db: Kysely<DB>, worldId: string, terms: string[], limit: number): Promise<SearchHit[]> {
  const tsquery = terms.map((term, index) => `'${term}'${index === terms.length - 1 ? ':*' : ''}`).join(' & ');
  const options = `StartSel=${markStart}, StopSel=${markEnd}, MaxWords=24, MinWords=8, ShortWord=2, MaxFragments=1, FragmentDelimiter=…`;
  const result = await sql<{ kind: SearchKind; ref_id: string; title: string; title_marked: string; snippet: string }>`
    WITH q AS (SELECT to_tsquery('simple', ${tsquery}) AS query)
    SELECT kind, ref_id, title,
      ts_headline('simple', title, q.query, ${`${options}, HighlightAll=true`}) AS title_marked,
      ts_headline('simple', body, q.query, ${options}) AS snippet
    FROM (
      SELECT kind, ref_id, title, body, ts_rank(tsv, q.query) AS rank
      FROM search_index, q
      WHERE world_id = ${worldId} AND tsv @@ q.query
      ORDER BY rank DESC
      LIMIT ${limit}
    ) AS hits, q
    ORDER BY hits.rank DESC`.execute(db);
  return result.rows.map((row) => ({
    kind: row.kind,
    refId: row.ref_id,
    title: row.title,
    titleMarked: row.title_marked,
    snippet: row.snippet,
  }));
}
