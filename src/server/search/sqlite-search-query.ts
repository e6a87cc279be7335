/**
 * The SQLite search statement, shared by the main thread and the search
 * worker. Terms contain only letters and digits (see queryTerms), so they are
 * safe inside FTS5 strings.
 */
export const markStart = '\u0002';
export const markEnd = '\u0003';

/** The world id as one FTS token: hyphens would split a UUID into five. */
export function worldKey(worldId: string): string {
  return `w${worldId.replace(/[^a-zA-Z0-9]/g, '')}`;
}

export function sqliteMatch(worldId: string, terms: string[]): string {
  const words = terms.map((term, index) => `"${term}"${index === terms.length - 1 ? '*' : ''}`).join(' ');
  return `world_key:${worldKey(worldId)} AND {title body}: (${words})`;
}

/** Parameters: match, world id, limit. Titles weigh eight times the body. */
export const sqliteSearchSql = `
  SELECT kind, ref_id, title,
    highlight(search_index, 4, '${markStart}', '${markEnd}') AS title_marked,
    snippet(search_index, 5, '${markStart}', '${markEnd}', '…', 16) AS snippet
  FROM search_index
  WHERE search_index MATCH ? AND world = ?
  ORDER BY bm25(search_index, 0, 0, 0, 0, 8.0, 1.0)
  LIMIT ?`;

export interface SqliteSearchRow {
  kind: string;
  ref_id: string;
  title: string;
  title_marked: string;
  snippet: string;
}
