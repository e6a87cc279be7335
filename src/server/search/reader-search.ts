import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isPublicItem } from '../queries/public-items';
import type { PublicCut } from '../queries/public-cut';
import { publicDocumentIds, readerText } from '../queries/reader-contents';
import { migrateRichText } from '../../shared/wiki/rich-text';
import { markAll, snippet } from './marks';
import { markStart, queryTerms } from './search-terms';
import type { SearchHit, SearchKind } from './search-types';

/**
 * A reader of a public world finds public documents, and events on public
 * timeline rows (publicHits keeps no other kind). Images (the library is for
 * members), maps and places are left out before ranking.
 */
export const readerHiddenKinds: readonly SearchKind[] = [
  'image',
  'map',
  'map_place',
  'map_place_secret',
];

/**
 * Members-only documents and events match too (the index does not know
 * visibility): a reader's search asks for more hits than shown, then keeps
 * the public ones, so a page is rarely short and never holds another's.
 */
export function readerSearchLimit(limit: number): number {
  return Math.min(150, limit * 3);
}

/**
 * The hits a reader may see, at most `limit`. A document's indexed text
 * holds the names of the documents it mentions, members-only ones too: its
 * snippet is made again from the text as the reader reads it, and a hit
 * that matched only through such a name is dropped.
 */
export async function publicHits(
  db: Kysely<DB>,
  worldId: string,
  query: string,
  hits: SearchHit[],
  publicCut: NonNullable<PublicCut>,
  limit: number,
): Promise<SearchHit[]> {
  const ids = (kind: SearchKind) => hits.filter((hit) => hit.kind === kind).map((hit) => hit.refId);
  const eventIds = ids('event');
  const [documents, events] = await Promise.all([
    publicDocumentIds(db, worldId, ids('document'), publicCut),
    eventIds.length
      ? db
          .selectFrom('events')
          .innerJoin('timeline_rows', 'timeline_rows.id', 'events.row_id')
          .select('events.id')
          .where('events.world_id', '=', worldId)
          .where('events.id', 'in', eventIds)
          .where(isPublicItem('timeline_rows.visibility', publicCut))
          .execute()
      : [],
  ]);
  const shownEvents = new Set(events.map((row) => row.id));
  const terms = queryTerms(query);
  const kept: SearchHit[] = [];
  for (const hit of hits) {
    if (kept.length >= limit) break;
    if (hit.kind === 'event' && shownEvents.has(hit.refId)) kept.push(hit);
    if (hit.kind !== 'document' || !documents.has(hit.refId)) continue;
    const row = await db
      .selectFrom('documents')
      .select('contents')
      .where('world_id', '=', worldId)
      .where('id', '=', hit.refId)
      .executeTakeFirst();
    if (!row) continue;
    const text = await readerText(
      db,
      worldId,
      migrateRichText(JSON.parse(row.contents)),
      publicCut,
    );
    const found = terms.every((term) =>
      markAll(`${hit.title}\n${text}`, [term]).includes(markStart),
    );
    if (found) kept.push({ ...hit, snippet: snippet(text, terms) });
  }
  return kept;
}
