import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB, TagsTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity } from '../../activity/record';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { nameKey } from '../../model/name-key';

const tagExists = () => new AppError(409, ErrorCode.tagExists);

/** The tags with these names, creating the missing ones (a document's tags are typed freely). */
export async function ensureTags(
  trx: Transaction<DB> | Kysely<DB>,
  worldId: string,
  names: string[],
  now: string,
): Promise<TagsTable[]> {
  const wanted = new Map<string, string>();
  for (const name of names) if (name.trim()) wanted.set(nameKey(name), name.trim());
  if (wanted.size === 0) return [];
  const existing = await trx
    .selectFrom('tags')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('name_key', 'in', [...wanted.keys()])
    .execute();
  const found = new Set(existing.map((tag) => tag.name_key));
  const created: TagsTable[] = [...wanted]
    .filter(([key]) => !found.has(key))
    .map(([key, name]) => ({
      id: crypto.randomUUID(),
      world_id: worldId,
      name,
      name_key: key,
      previewable: 0,
      created_at: now,
    }));
  if (created.length) await trx.insertInto('tags').values(created).execute();
  return [...existing, ...created];
}

export async function tagCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  props: { name: string; previewable: boolean },
): Promise<TagsTable> {
  const tag: TagsTable = {
    id: crypto.randomUUID(),
    world_id: worldId,
    name: props.name.trim(),
    name_key: nameKey(props.name),
    previewable: props.previewable ? 1 : 0,
    created_at: isoNow(ctx.clock),
  };
  try {
    return await writeWithActivity(ctx, async (trx, record) => {
      const clash = await trx
        .selectFrom('tags')
        .select('id')
        .where('world_id', '=', worldId)
        .where('name_key', '=', tag.name_key)
        .executeTakeFirst();
      if (clash) throw tagExists();
      await trx.insertInto('tags').values(tag).execute();
      await record({
        worldId,
        userId: user.id,
        type: 'create_tag',
        details: { tagId: tag.id, name: tag.name },
      });
      return tag;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw tagExists();
    throw error;
  }
}

export async function tagUpdater(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  tagId: string,
  props: { name: string; previewable: boolean },
): Promise<TagsTable> {
  try {
    return await writeWithActivity(ctx, async (trx, record) => {
      const tag = await findTag(trx, worldId, tagId);
      const key = nameKey(props.name);
      if (key !== tag.name_key) {
        const clash = await trx
          .selectFrom('tags')
          .select('id')
          .where('world_id', '=', worldId)
          .where('name_key', '=', key)
          .executeTakeFirst();
        if (clash) throw tagExists();
      }
      const updated = {
        ...tag,
        name: props.name.trim(),
        name_key: key,
        previewable: props.previewable ? 1 : 0,
      };
      await trx
        .updateTable('tags')
        .set({ name: updated.name, name_key: updated.name_key, previewable: updated.previewable })
        .where('id', '=', tag.id)
        .execute();
      await record({
        worldId,
        userId: user.id,
        type: 'update_tag',
        details: { tagId: tag.id, name: updated.name, previousName: tag.name },
      });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw tagExists();
    throw error;
  }
}

/** Deletes a tag; documents keep everything else, they just stop carrying it. */
export async function tagDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  tagId: string,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const tag = await findTag(trx, worldId, tagId);
    await trx.deleteFrom('tags').where('id', '=', tag.id).execute();
    await record({
      worldId,
      userId: user.id,
      type: 'delete_tag',
      details: { tagId: tag.id, name: tag.name },
    });
  });
}

async function findTag(trx: Transaction<DB>, worldId: string, tagId: string): Promise<TagsTable> {
  const tag = await trx
    .selectFrom('tags')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('id', '=', tagId)
    .executeTakeFirst();
  if (!tag) throw new AppError(404, ErrorCode.notFound);
  return tag;
}
