import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DocumentPreview } from '../../shared/schemas/document';
import { migrateRichText, type RichNode } from '../../shared/wiki/rich-text';
import { publicContents } from '../../shared/wiki/secret-blocks';
import { worldImageType } from '../../shared/wiki/world-image';
import { AppError } from '../http/app-error';
import { ErrorCode } from '../../shared/errors';
import type { ImageUrlSigner } from '../storage/image-urls';
import { imageFileNames } from '../storage/image-processing';
import { isPublicItem, type PublicCut } from './public-items';
import { readerText } from './reader-contents';

/** About this many characters of a document's text go into a preview. */
export const previewLength = 200;

/** The start of a text on one line, cut at a word when one ends near the limit, with an ellipsis. */
export function excerptOf(text: string, length = previewLength): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Ids of the world pictures in a document's contents, in reading order. */
export function pictureIds(node: RichNode): string[] {
  const ids: string[] = [];
  const walk = (current: RichNode) => {
    const id = current.attrs?.['imageId'];
    if (current.type === worldImageType && typeof id === 'string') ids.push(id);
    current.content?.forEach(walk);
  };
  walk(node);
  return ids;
}

/**
 * A document as a hover card shows it. The cover is the first picture of
 * the world its contents show, else the first (by name) linked to it in
 * the gallery; only as a signed thumbnail URL. A members-only document is
 * missing for a reader.
 */
export async function loadDocumentPreview(
  db: Kysely<DB>,
  urls: ImageUrlSigner,
  worldId: string,
  documentId: string,
  publicCut?: PublicCut,
): Promise<DocumentPreview> {
  let query = db
    .selectFrom('documents')
    .select(['id', 'name', 'type', 'description', 'contents', 'contents_text'])
    .where('world_id', '=', worldId)
    .where('id', '=', documentId);
  if (publicCut) query = query.where(isPublicItem('documents.visibility', publicCut));
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound);

  // A reader's excerpt names no members-only document it mentions.
  const text = publicCut
    ? await readerText(db, worldId, migrateRichText(JSON.parse(row.contents)), publicCut)
    : row.contents_text;
  // Pictures inside a secret block never become the cover (the text is already without secrets).
  const shown = pictureIds(publicContents(migrateRichText(JSON.parse(row.contents))).doc);
  const images = db
    .selectFrom('images')
    .select(['images.id', 'images.name', 'images.world_id', 'images.file_key', 'images.ext'])
    .where('images.world_id', '=', worldId);
  const inContents =
    shown.length > 0 ? await images.where('images.id', 'in', shown.slice(0, 50)).execute() : [];
  const cover =
    shown.map((id) => inContents.find((image) => image.id === id)).find((image) => !!image) ??
    (await images
      .innerJoin('image_documents', 'image_documents.image_id', 'images.id')
      .where('image_documents.document_id', '=', documentId)
      .orderBy('images.name')
      .orderBy('images.id')
      .limit(1)
      .executeTakeFirst());

  return {
    id: row.id,
    name: row.name,
    type: row.type,
    excerpt: excerptOf(text.trim() ? text : row.description),
    cover: cover
      ? {
          imageId: cover.id,
          name: cover.name,
          thumbUrl: urls.url(
            cover.world_id,
            imageFileNames(cover.file_key, cover.ext).thumb,
            urls.expiry(),
          ),
        }
      : null,
  };
}
