import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import {
  mentionedDocumentIds,
  plainText,
  type RichNode,
  type RichText,
} from '../../shared/wiki/rich-text';
import { publicContents } from '../../shared/wiki/secret-blocks';
import { isPublicItem, type PublicCut } from './public-items';

/** Of these documents of the world, the ones a reader may see. */
export async function publicDocumentIds(
  db: Kysely<DB>,
  worldId: string,
  ids: readonly string[],
  publicCut: NonNullable<PublicCut>,
): Promise<Set<string>> {
  const shown = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('documents')
      .select('documents.id')
      .where('documents.world_id', '=', worldId)
      .where('documents.id', 'in', ids.slice(start, start + 500))
      .where(isPublicItem('documents.visibility', publicCut))
      .execute();
    for (const row of rows) shown.add(row.id);
  }
  return shown;
}

/**
 * The contents without mentions of documents outside `shown`: a mention
 * carries its target's id and name, which a reader may not learn of a
 * members-only document (nor of another world's).
 */
export function withoutMentionsOutside(contents: RichText, shown: ReadonlySet<string>): RichText {
  const cut = (node: RichNode): RichNode =>
    node.content
      ? {
          ...node,
          content: node.content
            .filter((child) => child.type !== 'mention' || shown.has(String(child.attrs?.['id'])))
            .map(cut),
        }
      : node;
  return { ...contents, doc: cut(contents.doc) };
}

/** A public document's contents as a reader gets them: without mentions of what it may not see. */
export async function readerContents(
  db: Kysely<DB>,
  worldId: string,
  contents: RichText,
  publicCut: NonNullable<PublicCut>,
): Promise<RichText> {
  const mentioned = mentionedDocumentIds(contents.doc);
  if (mentioned.length === 0) return contents;
  return withoutMentionsOutside(
    contents,
    await publicDocumentIds(db, worldId, mentioned, publicCut),
  );
}

/** The words a reader may read of a document: no secret, no mention of what it may not see. */
export async function readerText(
  db: Kysely<DB>,
  worldId: string,
  contents: RichText,
  publicCut: NonNullable<PublicCut>,
): Promise<string> {
  return plainText((await readerContents(db, worldId, publicContents(contents), publicCut)).doc);
}
