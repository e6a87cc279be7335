import crypto from 'node:crypto';
import type * as z from 'zod/mini';
import type { ServerContext } from '../../context';
import type { StoriesTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { storyRequest } from '../../../shared/schemas/story';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { nameKey } from '../../model/name-key';
import { lockStory } from './story-lock';
import type { AnswerInside } from '../answer-inside';

/** A story's own fields as the request schema leaves them: trimmed name, description defaulted. */
export type StoryFields = z.output<typeof storyRequest>;

/** Creates a story without blocks (SPEC §3 Story; feed `create_new_story`). */
export async function storyCreator(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  fields: StoryFields,
): Promise<StoriesTable> {
  return writeWithActivity(ctx, async (trx, record) => {
    const now = isoNow(ctx.clock);
    const story: StoriesTable = {
      id: crypto.randomUUID(),
      world_id: worldId,
      name: fields.name,
      name_key: nameKey(fields.name),
      type: fields.type,
      description: fields.description,
      visibility: fields.visibility ?? null,
      version: 1,
      created_by: user.id,
      updated_by: user.id,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('stories').values(story).execute();
    await record({
      worldId,
      userId: user.id,
      type: 'create_new_story',
      details: { storyId: story.id, name: story.name },
    });
    return story;
  });
}

/**
 * Saves the story's name, type and description edited on `version`; a stale
 * version is refused with 409 (4091). Blocks and scenes have versions of
 * their own, so editing a scene never makes the header stale.
 */
export async function storyUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  storyId: string,
  fields: StoryFields & { version: number },
  answer: AnswerInside<StoriesTable, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const current = await lockStory(trx, worldId, storyId);
    if (current.version !== fields.version) throw new AppError(409, ErrorCode.staleVersion);
    const changes = {
      name: fields.name,
      name_key: nameKey(fields.name),
      type: fields.type,
      description: fields.description,
      // Absent keeps the setting: a client that does not know it never resets it.
      ...(fields.visibility !== undefined ? { visibility: fields.visibility } : {}),
      version: current.version + 1,
      updated_by: user.id,
      updated_at: isoNow(ctx.clock),
    };
    const result = await trx
      .updateTable('stories')
      .set(changes)
      .where('id', '=', current.id)
      .where('world_id', '=', worldId)
      .where('version', '=', current.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, ErrorCode.staleVersion);
    await record({
      worldId,
      userId: user.id,
      type: 'update_story',
      details: {
        storyId: current.id,
        name: changes.name,
        change: 'details',
        version: changes.version,
        ...(current.name !== changes.name ? { previousName: current.name } : {}),
      },
    });
    return answer(trx, { ...current, ...changes });
  });
}

/** Deletes a story with its blocks, scenes and their links (the client asks first). */
export async function storyDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  storyId: string,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const story = await lockStory(trx, worldId, storyId);
    const scenes = await trx
      .selectFrom('story_scenes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('world_id', '=', worldId)
      .where('story_id', '=', story.id)
      .executeTakeFirstOrThrow();
    await trx
      .deleteFrom('stories')
      .where('world_id', '=', worldId)
      .where('id', '=', story.id)
      .execute();
    await record({
      worldId,
      userId: user.id,
      type: 'delete_story',
      details: { storyId: story.id, name: story.name, scenes: Number(scenes.count) },
    });
  });
}
