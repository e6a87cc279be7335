/** What a typed query means to both search engines. */

/** The matched words sit between these two characters in titles and snippets. */
export const markStart = '\u0002';
export const markEnd = '\u0003';

/** A last term shorter than this is a whole word, not a prefix: "a*" would walk every term in the index. */
export const minPrefixLength = 2;

/** Words of the query, stripped of everything the query languages treat as syntax. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0)
    .slice(0, 8);
}

/** Whether the last term matches as a prefix (the user is still typing it). */
export function lastIsPrefix(terms: string[]): boolean {
  return (terms[terms.length - 1] ?? '').length >= minPrefixLength;
}

/** The world id as one name part: letters and digits only (a UUID without its hyphens). */
export function worldKey(worldId: string): string {
  return `w${worldId.replace(/[^a-zA-Z0-9]/g, '').toLowerCase()}`;
}

/** The FTS5 table of one world's entries on SQLite (the migration 20261127T120000 made the first ones). */
export function sqliteWorldTable(worldId: string): string {
  return `search_index_${worldKey(worldId)}`;
}
