import type { Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB, StoriesTable, StoryBlocksTable, StoryScenesTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { RecordActivity } from '../../activity/record';
import { ErrorCode } from '../../../shared/errors';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';

/** What a change to a story's blocks or scenes tells the feed (`update_story` details.change). */
export type StoryPartChange =
  | 'add_block'
  | 'rename_block'
  | 'delete_block'
  | 'reorder_blocks'
  | 'add_scene'
  | 'edit_scene'
  | 'delete_scene'
  | 'reorder_scenes';

/**
 * Marks the story as changed by `user` (its list shows when, not its version:
 * the header's version guards the header only) and writes the feed row.
 */
export async function touchStory(
  ctx: ServerContext,
  trx: Transaction<DB>,
  record: RecordActivity,
  user: CurrentUser,
  story: StoriesTable,
  change: StoryPartChange,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await trx
    .updateTable('stories')
    .set({ updated_by: user.id, updated_at: isoNow(ctx.clock) })
    .where('world_id', '=', story.world_id)
    .where('id', '=', story.id)
    .execute();
  await record({
    worldId: story.world_id,
    userId: user.id,
    type: 'update_story',
    details: { storyId: story.id, name: story.name, change, ...extra },
  });
}

export async function findBlock(
  trx: Transaction<DB>,
  story: StoriesTable,
  blockId: string,
): Promise<StoryBlocksTable> {
  const block = await trx
    .selectFrom('story_blocks')
    .selectAll()
    .where('world_id', '=', story.world_id)
    .where('story_id', '=', story.id)
    .where('id', '=', blockId)
    .executeTakeFirst();
  if (!block) throw new AppError(404, ErrorCode.notFound);
  return block;
}

export async function findScene(
  trx: Transaction<DB>,
  story: StoriesTable,
  sceneId: string,
): Promise<StoryScenesTable> {
  const scene = await trx
    .selectFrom('story_scenes')
    .selectAll()
    .where('world_id', '=', story.world_id)
    .where('story_id', '=', story.id)
    .where('id', '=', sceneId)
    .executeTakeFirst();
  if (!scene) throw new AppError(404, ErrorCode.notFound);
  return scene;
}

/** True when `ids` names every one of `known` exactly once and nothing else. */
export function isCompleteOrder(ids: readonly string[], known: readonly string[]): boolean {
  const set = new Set(known);
  return (
    ids.length === known.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => set.has(id))
  );
}

export const orderIncomplete = () =>
  new AppError(400, ErrorCode.validation, 'VALIDATION.STORY_ORDER_INCOMPLETE');
export const staleVersion = () => new AppError(409, ErrorCode.staleVersion);
