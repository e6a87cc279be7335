import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isPublicItem, type PublicCut } from '../queries/public-items';
import { publicDocumentIds, withoutMentionsOutside } from '../queries/reader-contents';
import { mentionedDocumentIds, migrateRichText, plainText } from '../../shared/wiki/rich-text';
import { publicContents } from '../../shared/wiki/secret-blocks';
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
 * holds the names of the documents it mentions, members-only ones too: when
 * it mentions one, its snippet is made again from the text as the reader
 * reads it, and a hit that matched only through such a name is dropped.
 * The index holds no secret block, so a document mentioning only what the
 * reader sees keeps the index's snippet: no re-reading on the main thread.
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
  const shown = hits.filter((hit) =>
    hit.kind === 'event'
      ? shownEvents.has(hit.refId)
      : hit.kind === 'document' && documents.has(hit.refId),
  );
  const terms = queryTerms(query);
  const kept: SearchHit[] = [];
  // In pages of `limit`: most hits are kept, so one page is usually all that is read.
  for (let start = 0; start < shown.length && kept.length < limit; start += limit) {
    const page = shown.slice(start, start + limit);
    const asRead = await readerDocumentTexts(db, worldId, page, publicCut);
    for (const hit of page) {
      if (kept.length >= limit) break;
      if (hit.kind !== 'document') {
        kept.push(hit);
        continue;
      }
      const text = asRead.get(hit.refId);
      if (text === undefined) kept.push(hit);
      else if (terms.every((term) => markAll(`${hit.title}\n${text}`, [term]).includes(markStart)))
        kept.push({ ...hit, snippet: snippet(text, terms) });
    }
  }
  return kept;
}

/**
 * The reader's text of those documents among the hits that mention a
 * document the reader may not see; documents without such a mention are
 * left out, their indexed text being already what the reader reads.
 */
async function readerDocumentTexts(
  db: Kysely<DB>,
  worldId: string,
  hits: readonly SearchHit[],
  publicCut: NonNullable<PublicCut>,
): Promise<Map<string, string>> {
  const ids = hits.filter((hit) => hit.kind === 'document').map((hit) => hit.refId);
  const rows = ids.length
    ? await db
        .selectFrom('documents')
        .select(['id', 'contents'])
        .where('world_id', '=', worldId)
        .where('id', 'in', ids)
        .execute()
    : [];
  const mentioning = rows
    // A cheap look at the stored JSON first: most documents hold no mention at all.
    .filter((row) => row.contents.includes('"mention"'))
    .map((row) => {
      const contents = migrateRichText(JSON.parse(row.contents));
      return { id: row.id, contents, mentioned: mentionedDocumentIds(contents.doc) };
    });
  const shown = await publicDocumentIds(
    db,
    worldId,
    [...new Set(mentioning.flatMap((document) => document.mentioned))],
    publicCut,
  );
  const texts = new Map<string, string>();
  for (const document of mentioning) {
    if (document.mentioned.every((id) => shown.has(id))) continue;
    const cut = withoutMentionsOutside(publicContents(document.contents), shown);
    texts.set(document.id, plainText(cut.doc));
  }
  return texts;
}
