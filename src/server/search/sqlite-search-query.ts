import { lastIsPrefix, markEnd, markStart, sqliteWorldTable } from './search-terms';

/**
 * The SQLite search, as FTS5 expressions built on the main thread and run by
 * a search worker. Terms contain only letters and digits (see queryTerms), so
 * they are safe inside FTS5 strings.
 */

export interface SqliteSearchTier {
  match: string;
  /** bm25 over the tier's newest `rankWindow` matches, or simply the newest first. */
  order: 'bm25' | 'newest';
}

export interface SqliteSearchPlan {
  /** The world's own FTS5 table: nothing of other worlds is read. */
  table: string;
  /** Every term in the title or the body: what the marked title and the snippet highlight. */
  all: string;
  /** Hits come tier by tier: the words in the title, the words as a phrase, the words anywhere. */
  tiers: SqliteSearchTier[];
  limit: number;
  /** Kinds left out of every tier (secret places for most roles): letters and underscores only. */
  hidden: string[];
}

/** Every term must match; the last one as a prefix, since the user is still typing it. */
export function sqliteSearchPlan(
  worldId: string,
  terms: string[],
  limit: number,
  hidden: readonly string[] = [],
): SqliteSearchPlan {
  const prefix = lastIsPrefix(terms) ? ' *' : '';
  const words = terms
    .map((term, index) => `"${term}"${index === terms.length - 1 ? prefix : ''}`)
    .join(' ');
  const all = `{title body}: (${words})`;
  const tiers: SqliteSearchTier[] = [{ match: `title: (${words})`, order: 'bm25' }];
  // bm25 would first count the phrase in every document of the world (a position check per
  // row, 14 ms for "of the"); the phrase hits are alike enough to come newest first.
  if (terms.length > 1)
    tiers.push({
      match: `{title body}: ("${terms.join(' ')}"${prefix})`,
      order: 'newest',
    });
  tiers.push({ match: all, order: 'bm25' });
  return { table: sqliteWorldTable(worldId), all, tiers, limit, hidden: [...hidden] };
}

/**
 * How many of a tier's newest entries bm25 ranks. Ranking costs a few
 * microseconds per match, so "the" in 10,000 documents cost 15–40 ms; a word
 * found in more entries than this says little about any of them, and the
 * most recently written of them are the likelier ones.
 */
export const rankWindow = 1000;

/**
 * The statements a search runs on one world's table (`table` comes from
 * sqliteWorldTable: letters, digits and underscores only). Hidden kinds are
 * written into the text (they are the code's own names, never the user's):
 * the test reads each match's stored row, a cost paid only by searches that
 * hide something.
 */
export function sqliteSearchSql(table: string, hidden: readonly string[] = []) {
  if (hidden.some((kind) => !/^[a-z_]+$/.test(kind))) throw new Error('Not a search kind');
  const shown =
    hidden.length === 0 ? '' : ` AND kind NOT IN (${hidden.map((kind) => `'${kind}'`).join(', ')})`;
  return {
    /** Parameters: tier expression, limit. */
    newest: `SELECT rowid FROM ${table} WHERE ${table} MATCH ?${shown} ORDER BY rowid DESC LIMIT ?`,
    /** Parameters: tier expression, offset. The rowid of the window's oldest entry (rowids grow with every write). */
    windowStart: `SELECT rowid FROM ${table} WHERE ${table} MATCH ?${shown} ORDER BY rowid DESC LIMIT 1 OFFSET ?`,
    /*
     * better-sqlite3 binds a JS number as REAL, and FTS5 then ignores a rowid
     * constraint next to MATCH (it answers the first match instead), hence the CASTs.
     */
    /** Parameters: tier expression, lowest rowid, limit. Titles weigh eight times the body. */
    ranked: `
      SELECT rowid FROM ${table}
      WHERE ${table} MATCH ? AND rowid >= CAST(? AS INTEGER)${shown}
      ORDER BY bm25(${table}, 0, 0, 8.0, 1.0)
      LIMIT ?`,
    /**
     * Parameters: the `all` expression, lowest and highest rowid, JSON array of
     * the page's rowids. Marks only the rows of the returned page, in one pass:
     * a rowid constraint per row would rebuild a long prefix's doclist (every
     * term starting with "king") once per row. `rowid + 0` keeps the list out of
     * FTS5's hands so that it walks the range once.
     */
    marked: `
      SELECT rowid, kind, ref_id, title,
        highlight(${table}, 2, '${markStart}', '${markEnd}') AS title_marked,
        snippet(${table}, 3, '${markStart}', '${markEnd}', '…', 16) AS snippet
      FROM ${table}
      WHERE ${table} MATCH ?
        AND rowid BETWEEN CAST(? AS INTEGER) AND CAST(? AS INTEGER)
        AND rowid + 0 IN (SELECT value FROM json_each(?))`,
  };
}

export interface SqliteSearchRow {
  kind: string;
  ref_id: string;
  title: string;
  title_marked: string;
  snippet: string;
}
