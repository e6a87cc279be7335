import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB, ImagesTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { indexEntry } from '../../search/search-index';
import { imageFileNames, processImage } from '../../storage/image-processing';
import { assertDocumentsInWorld } from '../document-checks';

export interface ImageUpload {
  worldId: string;
  /** The uploaded file's name; the image is named after it (without the extension). */
  fileName: string;
  data: Buffer;
  /** Linked at once when given (the document page's Images tab uploads this way). */
  documentId: string | null;
  categoryId: string | null;
}

/**
 * Stores an uploaded image (SPEC §7; feed `upload_image`).
 *
 * Order matters for crash safety: the files are written and flushed first,
 * then the row is committed. A crash in between leaves files no row names,
 * which the start-up sweep removes; a committed row never names a missing
 * or half-written file. A refused row removes its files at once.
 */
export async function imageUploader(
  ctx: ServerContext,
  user: CurrentUser,
  upload: ImageUpload,
): Promise<ImagesTable> {
  // Cheap checks first: a wrong category should not cost a re-encode.
  await checkTargets(ctx.db, upload);
  const processed = await processImage(upload.data);
  const fileKey = crypto.randomUUID();
  const files = imageFileNames(fileKey, processed.ext);
  await ctx.imageStore.write(upload.worldId, files.thumb, processed.thumb);
  await ctx.imageStore.write(upload.worldId, files.full, processed.data);

  const now = isoNow(ctx.clock);
  const image: ImagesTable = {
    id: crypto.randomUUID(),
    world_id: upload.worldId,
    category_id: upload.categoryId,
    name: imageNameFrom(upload.fileName),
    file_key: fileKey,
    ext: processed.ext,
    mime: processed.mime,
    width: processed.width,
    height: processed.height,
    byte_size: processed.data.length,
    version: 1,
    created_by: user.id,
    updated_by: user.id,
    created_at: now,
    updated_at: now,
  };
  try {
    return await writeWithActivity(ctx, async (trx, record) => {
      // Again inside the transaction: the category or document may have gone meanwhile.
      await checkTargets(trx, upload);
      await trx.insertInto('images').values(image).execute();
      if (upload.documentId) {
        await trx
          .insertInto('image_documents')
          .values({ world_id: upload.worldId, image_id: image.id, document_id: upload.documentId })
          .execute();
      }
      await indexEntry(trx, {
        worldId: image.world_id,
        kind: 'image',
        refId: image.id,
        title: image.name,
        body: '',
      });
      await record({
        worldId: upload.worldId,
        userId: user.id,
        type: 'upload_image',
        details: { imageId: image.id, name: image.name },
      });
      return image;
    });
  } catch (error) {
    await ctx.imageStore
      .remove(upload.worldId, [files.full, files.thumb])
      .catch((cleanup: unknown) => {
        ctx.log.warn(
          { err: cleanup },
          'could not remove the files of a refused upload; the start-up sweep will',
        );
      });
    throw error;
  }
}

async function checkTargets(
  db: Transaction<DB> | ServerContext['db'],
  upload: ImageUpload,
): Promise<void> {
  if (upload.categoryId) await assertCategoryInWorld(db, upload.worldId, upload.categoryId);
  if (upload.documentId) await assertDocumentsInWorld(db, upload.worldId, [upload.documentId]);
}

/** 400 "Choose a category of this world" unless it is one. */
export async function assertCategoryInWorld(
  db: Transaction<DB> | ServerContext['db'],
  worldId: string,
  categoryId: string,
): Promise<void> {
  const category = await db
    .selectFrom('image_categories')
    .select('id')
    .where('world_id', '=', worldId)
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!category) throw new AppError(400, ErrorCode.validation, 'VALIDATION.CATEGORY_INVALID');
}

/** "Harbour map.final.PNG" → "Harbour map.final"; a name made only of an extension becomes "image". */
export function imageNameFrom(fileName: string): string {
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...(base || 'image')].slice(0, 200).join('');
}
