/** What the search stores and answers, shared by both engines' paths. */

/** What the search finds; later issues add their kinds. */
export type SearchKind = 'document' | 'event' | 'image' | 'story' | 'dialog' | 'map';

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
