import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB, ImageCategoriesTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity } from '../../activity/record';
import { mapUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { nameKey } from '../../model/name-key';

/** SPEC §5: "Category with this name already exists" (40039). */
const categoryExists = () => new AppError(409, ErrorCode.imageCategoryExists);

export async function imageCategoryCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  name: string,
): Promise<ImageCategoriesTable> {
  const category: ImageCategoriesTable = {
    id: crypto.randomUUID(),
    world_id: worldId,
    name,
    name_key: nameKey(name),
    created_at: isoNow(ctx.clock),
  };
  return mapUniqueViolation(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        await assertNameFree(trx, worldId, category.name_key, null);
        await trx.insertInto('image_categories').values(category).execute();
        await record({
          worldId,
          userId: user.id,
          type: 'create_image_category',
          details: { categoryId: category.id, name },
        });
        return category;
      }),
    categoryExists,
  );
}

export async function imageCategoryRenamer(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  categoryId: string,
  name: string,
): Promise<ImageCategoriesTable> {
  return mapUniqueViolation(
    () =>
      writeWithActivity(ctx, async (trx, record) => {
        const category = await findCategory(trx, worldId, categoryId);
        const key = nameKey(name);
        await assertNameFree(trx, worldId, key, category.id);
        await trx
          .updateTable('image_categories')
          .set({ name, name_key: key })
          .where('id', '=', category.id)
          .execute();
        await record({
          worldId,
          userId: user.id,
          type: 'update_image_category',
          details: { categoryId: category.id, name, previousName: category.name },
        });
        return { ...category, name, name_key: key };
      }),
    categoryExists,
  );
}

/** Deletes a category; its images stay, without a category. */
export async function imageCategoryDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  categoryId: string,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const category = await findCategory(trx, worldId, categoryId);
    const moved = await trx
      .updateTable('images')
      .set({ category_id: null })
      .where('world_id', '=', worldId)
      .where('category_id', '=', category.id)
      .executeTakeFirst();
    await trx.deleteFrom('image_categories').where('id', '=', category.id).execute();
    await record({
      worldId,
      userId: user.id,
      type: 'delete_image_category',
      details: {
        categoryId: category.id,
        name: category.name,
        images: Number(moved.numUpdatedRows),
      },
    });
  });
}

async function assertNameFree(
  trx: Transaction<DB>,
  worldId: string,
  key: string,
  exceptId: string | null,
): Promise<void> {
  let query = trx
    .selectFrom('image_categories')
    .select('id')
    .where('world_id', '=', worldId)
    .where('name_key', '=', key);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw categoryExists();
}

async function findCategory(
  trx: Transaction<DB>,
  worldId: string,
  categoryId: string,
): Promise<ImageCategoriesTable> {
  const category = await trx
    .selectFrom('image_categories')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!category) throw new AppError(404, ErrorCode.notFound);
  return category;
}
