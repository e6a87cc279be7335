import type {
  AcceptedImageType,
  ImageCategory,
  ImageDetail,
  ImageSummary,
  WorldCover,
} from '../../shared/schemas/image';
import type {
  DocumentsTable,
  ImageCategoriesTable,
  ImagesTable,
  WorldCoversTable,
} from '../db/schema';
import type { ImageUrlSigner } from '../storage/image-urls';
import { imageFileNames } from '../storage/image-processing';
import { userRef } from './user-ref';

/** The columns an image summary is built from, with its creator's name. */
export type ImageSummaryRow = Pick<
  ImagesTable,
  | 'id'
  | 'world_id'
  | 'name'
  | 'category_id'
  | 'file_key'
  | 'ext'
  | 'mime'
  | 'width'
  | 'height'
  | 'byte_size'
  | 'version'
  | 'created_at'
  | 'created_by'
> & { created_by_name: string | null };

/**
 * An image as the gallery shows it: its files only as signed URLs, never the
 * stored names on their own or the folder they sit in.
 */
export function presentImageSummary(
  urls: ImageUrlSigner,
  row: ImageSummaryRow,
  documentIds: string[],
  expiry: number,
): ImageSummary {
  const files = imageFileNames(row.file_key, row.ext);
  return {
    id: row.id,
    name: row.name,
    categoryId: row.category_id,
    documentIds,
    width: row.width,
    height: row.height,
    byteSize: row.byte_size,
    mime: row.mime as AcceptedImageType,
    thumbUrl: urls.url(row.world_id, files.thumb, expiry),
    fullUrl: urls.url(row.world_id, files.full, expiry),
    createdAt: row.created_at,
    createdBy: userRef(row.created_by, row.created_by_name),
    version: row.version,
  };
}

/** The columns an image's detail adds to its summary: its editor and its category's name. */
export type ImageDetailRow = ImageSummaryRow &
  Pick<ImagesTable, 'updated_at' | 'updated_by'> & {
    updated_by_name: string | null;
    category_name: string | null;
  };

type LinkedDocumentRow = Pick<DocumentsTable, 'id' | 'name' | 'type'>;

/** A document an image links, named so the gallery needs no second request. */
export function presentLinkedDocument(row: LinkedDocumentRow): ImageDetail['documents'][number] {
  return { id: row.id, name: row.name, type: row.type };
}

/** One image with its category, linked documents and authors, and when its URLs expire. */
export function presentImageDetail(
  urls: ImageUrlSigner,
  row: ImageDetailRow,
  documents: readonly LinkedDocumentRow[],
  expiry: number,
): ImageDetail {
  const linked = documents.map(presentLinkedDocument);
  return {
    ...presentImageSummary(
      urls,
      row,
      linked.map((document) => document.id),
      expiry,
    ),
    category:
      row.category_id && row.category_name
        ? { id: row.category_id, name: row.category_name }
        : null,
    documents: linked,
    updatedAt: row.updated_at,
    updatedBy: userRef(row.updated_by, row.updated_by_name),
    urlsExpireAt: expiryIso(expiry),
  };
}

/** A category with how many images it holds (a count as the driver gives it). */
export function presentImageCategory(
  row: Pick<ImageCategoriesTable, 'id' | 'name'>,
  images: number | string | bigint,
): ImageCategory {
  return { id: row.id, name: row.name, images: Number(images) };
}

export function presentWorldCover(
  urls: ImageUrlSigner,
  cover: WorldCoversTable & { updated_by_name: string | null },
): NonNullable<WorldCover> {
  const expiry = urls.expiry();
  const files = imageFileNames(cover.file_key, cover.ext);
  return {
    width: cover.width,
    height: cover.height,
    byteSize: cover.byte_size,
    mime: cover.mime as AcceptedImageType,
    thumbUrl: urls.url(cover.world_id, files.thumb, expiry),
    fullUrl: urls.url(cover.world_id, files.full, expiry),
    updatedAt: cover.updated_at,
    updatedBy: userRef(cover.updated_by, cover.updated_by_name),
    urlsExpireAt: expiryIso(expiry),
  };
}

export function expiryIso(expiry: number): string {
  return new Date(expiry * 1000).toISOString();
}
