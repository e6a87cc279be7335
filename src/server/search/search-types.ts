/** What the search stores and answers, shared by both engines' paths. */

/**
 * What the search stores; later issues add their kinds. A place on a secret
 * map layer is stored as `map_place_secret`, so a search can leave it out
 * before ranking (only `maps.secrets` roles find it), and is answered as a
 * `map_place`.
 */
export type SearchKind =
  'document' | 'event' | 'image' | 'story' | 'dialog' | 'map' | 'map_place' | 'map_place_secret';

/** The kinds a search answers with: a secret place is a place to those who may find it. */
export type SearchHitKind = Exclude<SearchKind, 'map_place_secret'>;

export function hitKind(kind: SearchKind): SearchHitKind {
  return kind === 'map_place_secret' ? 'map_place' : kind;
}

export interface SearchEntry {
  worldId: string;
  kind: SearchKind;
  refId: string;
  title: string;
  body: string;
}

export interface SearchHit {
  kind: SearchHitKind;
  refId: string;
  title: string;
  /** Text around the match; the matched words sit between \u0002 and \u0003. */
  snippet: string;
  /** Title with the matched words marked the same way. */
  titleMarked: string;
  /** A place on a secret layer (found only by those who may see it). */
  secret: boolean;
}
