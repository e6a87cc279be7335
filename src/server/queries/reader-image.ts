import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { ImageDetail } from '../../shared/schemas/image';
import { migrateRichText, type RichNode } from '../../shared/wiki/rich-text';
import { publicContents } from '../../shared/wiki/secret-blocks';
import { worldImageType } from '../../shared/wiki/world-image';
import { isPublicItem, type PublicCut } from './public-items';

/**
 * Whether a reader may see this picture: a public document shows it outside
 * any secret block. The gallery itself stays with members; a reader reaches a
 * picture only through the text it reads.
 */
export async function readerSeesImage(
  db: Kysely<DB>,
  worldId: string,
  imageId: string,
  publicCut: NonNullable<PublicCut>,
): Promise<boolean> {
  // The id in the stored JSON narrows the documents to parse; the parse decides.
  const rows = await db
    .selectFrom('documents')
    .select('contents')
    .where('world_id', '=', worldId)
    .where(isPublicItem('documents.visibility', publicCut))
    .where('contents', 'like', `%${imageId}%`)
    .execute();
  return rows.some((row) =>
    embeds(publicContents(migrateRichText(JSON.parse(row.contents))).doc, imageId),
  );
}

function embeds(node: RichNode, imageId: string): boolean {
  if (node.type === worldImageType && node.attrs?.['imageId'] === imageId) return true;
  return node.content?.some((child) => embeds(child, imageId)) ?? false;
}

/** A picture as a reader gets it: no category, no uploader, and only public documents. */
export function readerImage(image: ImageDetail, shownDocuments: ReadonlySet<string>): ImageDetail {
  const documents = image.documents.filter((document) => shownDocuments.has(document.id));
  return {
    ...image,
    categoryId: null,
    category: null,
    documents,
    documentIds: documents.map((document) => document.id),
    createdBy: null,
    updatedBy: null,
  };
}
