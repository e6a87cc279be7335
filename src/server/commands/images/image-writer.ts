import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { ServerContext } from '../../context';
import type { DB, ImagesTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { imageUpdateRequest } from '../../../shared/schemas/image';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { indexEntry, removeEntry } from '../../search/search-index';
import { imageFileNames } from '../../storage/image-processing';
import { assertDocumentsInWorld } from '../document-checks';
import { assertCategoryInWorld } from './image-uploader';
import type { AnswerInside } from '../answer-inside';

export type ImageEdit = z.output<typeof imageUpdateRequest>;

/**
 * Renames, recategorizes and relinks an image, made on `version`; a stale
 * version is refused with 409 (4091) so nobody overwrites a teammate's edit.
 */
export async function imageUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  imageId: string,
  edit: ImageEdit,
  answer: AnswerInside<ImagesTable, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const current = await findImage(trx, worldId, imageId);
    if (current.version !== edit.version) throw new AppError(409, ErrorCode.staleVersion);
    if (edit.categoryId) await assertCategoryInWorld(trx, worldId, edit.categoryId);
    const documentIds = await assertDocumentsInWorld(trx, worldId, edit.documentIds);
    const changes = {
      name: edit.name,
      category_id: edit.categoryId,
      version: current.version + 1,
      updated_by: user.id,
      updated_at: isoNow(ctx.clock),
    };
    const result = await trx
      .updateTable('images')
      .set(changes)
      .where('id', '=', current.id)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, ErrorCode.staleVersion);
    await trx.deleteFrom('image_documents').where('image_id', '=', current.id).execute();
    if (documentIds.length) {
      await trx
        .insertInto('image_documents')
        .values(
          documentIds.map((documentId) => ({
            world_id: worldId,
            image_id: current.id,
            document_id: documentId,
          })),
        )
        .execute();
    }
    if (edit.name !== current.name) {
      await indexEntry(trx, {
        worldId,
        kind: 'image',
        refId: current.id,
        title: edit.name,
        body: '',
      });
    }
    await record({
      worldId,
      userId: user.id,
      type: 'update_image',
      details: {
        imageId: current.id,
        name: edit.name,
        version: changes.version,
        ...(current.name !== edit.name ? { previousName: current.name } : {}),
      },
    });
    return answer(trx, { ...current, ...changes });
  });
}

/** Deletes an image; its files go once the deletion is committed. */
export async function imageDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  imageId: string,
): Promise<void> {
  const image = await writeWithActivity(ctx, async (trx, record) => {
    const found = await findImage(trx, worldId, imageId);
    await trx.deleteFrom('images').where('id', '=', found.id).execute();
    await removeEntry(trx, 'image', found.id);
    await record({
      worldId,
      userId: user.id,
      type: 'delete_image',
      details: { imageId: found.id, name: found.name },
    });
    return found;
  });
  const files = imageFileNames(image.file_key, image.ext);
  // A failure here leaves files no row names; the start-up sweep removes them.
  await ctx.imageStore.remove(worldId, [files.full, files.thumb]).catch((error: unknown) => {
    ctx.log.warn({ err: error, imageId }, 'could not remove the files of a deleted image');
  });
}

async function findImage(
  trx: Transaction<DB>,
  worldId: string,
  imageId: string,
): Promise<ImagesTable> {
  const image = await trx
    .selectFrom('images')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', imageId)
    .executeTakeFirst();
  if (!image) throw new AppError(404, ErrorCode.notFound);
  return image;
}
