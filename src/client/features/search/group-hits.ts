import type { SearchHit } from '../../../shared/schemas/search';

export type SearchKind = SearchHit['kind'];

export interface HitGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/**
 * Groups ranked hits by kind. The answer comes best first, so a group sits
 * where its best hit ranked and keeps its hits in rank order: the top result
 * is always the first option.
 */
export function groupHits(hits: readonly SearchHit[]): HitGroup[] {
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.kind);
    if (group) group.push(hit);
    else groups.set(hit.kind, [hit]);
  }
  return [...groups].map(([kind, list]) => ({ kind, hits: list }));
}

/** A hit's option value in the list: unique across kinds, since ids of two tables may meet. */
export function hitValue(hit: Pick<SearchHit, 'kind' | 'id'>): string {
  return `${hit.kind}:${hit.id}`;
}

/** The hits in the order the options show them (group by group), for "Enter opens the first". */
export function displayOrder(groups: readonly HitGroup[]): SearchHit[] {
  return groups.flatMap((group) => group.hits);
}
