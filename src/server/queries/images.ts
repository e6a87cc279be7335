import type { ServerContext } from '../context';
import type { z } from 'zod/mini';
import {
  noImageCategory,
  type imageListQuery,
  type ImageCategoryList,
  type ImageDetail,
  type ImageList,
} from '../../shared/schemas/image';
import { ErrorCode } from '../../shared/errors';
import { AppError } from '../http/app-error';
import {
  expiryIso,
  presentImageCategory,
  presentImageDetail,
  presentImageSummary,
  presentLinkedDocument,
} from '../presenters/image';

type ImageListFilter = z.output<typeof imageListQuery>;

const summaryColumns = [
  'images.id',
  'images.world_id',
  'images.name',
  'images.category_id',
  'images.file_key',
  'images.ext',
  'images.mime',
  'images.width',
  'images.height',
  'images.byte_size',
  'images.version',
  'images.created_at',
  'images.created_by',
  'creator.user_name as created_by_name',
] as const;

/**
 * A page of the gallery, newest first, filtered by category (or "none") and
 * by linked document, with the linked documents named once and the total.
 */
export async function listImages(
  ctx: ServerContext,
  worldId: string,
  filter: ImageListFilter,
): Promise<ImageList> {
  let matching = ctx.db.selectFrom('images').where('images.world_id', '=', worldId);
  if (filter.categoryId === noImageCategory)
    matching = matching.where('images.category_id', 'is', null);
  else if (filter.categoryId)
    matching = matching.where('images.category_id', '=', filter.categoryId);
  if (filter.documentId) {
    const documentId = filter.documentId;
    matching = matching.where((eb) =>
      eb.exists(
        eb
          .selectFrom('image_documents')
          .select('image_documents.image_id')
          .whereRef('image_documents.image_id', '=', 'images.id')
          .where('image_documents.document_id', '=', documentId),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    matching
      .leftJoin('users as creator', 'creator.id', 'images.created_by')
      .select(summaryColumns)
      .orderBy('images.created_at', 'desc')
      .orderBy('images.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const links = await documentLinks(
    ctx,
    rows.map((row) => row.id),
  );
  const expiry = ctx.imageUrls.expiry();
  const documents = new Map<string, { id: string; name: string; type: string }>();
  const documentIds = new Map<string, string[]>();
  for (const link of links) {
    documents.set(link.id, presentLinkedDocument(link));
    const ids = documentIds.get(link.image_id);
    if (ids) ids.push(link.id);
    else documentIds.set(link.image_id, [link.id]);
  }
  return {
    items: rows.map((row) =>
      presentImageSummary(ctx.imageUrls, row, documentIds.get(row.id) ?? [], expiry),
    ),
    documents: [...documents.values()],
    total: Number(count.total),
    urlsExpireAt: expiryIso(expiry),
  };
}

/** One image with its category, linked documents and authors. */
export async function loadImageDetail(
  ctx: ServerContext,
  worldId: string,
  imageId: string,
): Promise<ImageDetail> {
  const row = await ctx.db
    .selectFrom('images')
    .leftJoin('users as creator', 'creator.id', 'images.created_by')
    .leftJoin('users as editor', 'editor.id', 'images.updated_by')
    .leftJoin('image_categories', 'image_categories.id', 'images.category_id')
    .select(summaryColumns)
    .select([
      'images.updated_at',
      'images.updated_by',
      'editor.user_name as updated_by_name',
      'image_categories.name as category_name',
    ])
    .where('images.world_id', '=', worldId)
    .where('images.id', '=', imageId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.notFound);
  const links = await documentLinks(ctx, [row.id]);
  return presentImageDetail(ctx.imageUrls, row, links, ctx.imageUrls.expiry());
}

/** The documents each image links, by name. */
async function documentLinks(ctx: ServerContext, imageIds: string[]) {
  if (imageIds.length === 0) return [];
  return ctx.db
    .selectFrom('image_documents')
    .innerJoin('documents', 'documents.id', 'image_documents.document_id')
    .select(['image_documents.image_id', 'documents.id', 'documents.name', 'documents.type'])
    .where('image_documents.image_id', 'in', imageIds)
    .orderBy('documents.name_key')
    .execute();
}

/** A world's categories by name, with how many images each holds, and how many have none. */
export async function listImageCategories(
  ctx: ServerContext,
  worldId: string,
): Promise<ImageCategoryList> {
  const [rows, uncategorized] = await Promise.all([
    ctx.db
      .selectFrom('image_categories')
      .leftJoin('images', 'images.category_id', 'image_categories.id')
      .select(['image_categories.id', 'image_categories.name', 'image_categories.name_key'])
      .select((eb) => eb.fn.count<number>('images.id').as('images'))
      .where('image_categories.world_id', '=', worldId)
      .groupBy(['image_categories.id', 'image_categories.name', 'image_categories.name_key'])
      .orderBy('image_categories.name_key')
      .execute(),
    ctx.db
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('world_id', '=', worldId)
      .where('category_id', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => presentImageCategory(row, row.images)),
    uncategorized: Number(uncategorized.count),
  };
}
