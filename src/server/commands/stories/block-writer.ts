import crypto from 'node:crypto';
import type { ServerContext } from '../../context';
import type { StoryBlocksTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import { writeWithActivity } from '../../activity/record';
import { isoNow } from '../../clock';
import { lockStory } from './story-lock';
import {
  findBlock,
  isCompleteOrder,
  orderIncomplete,
  staleVersion,
  touchStory,
} from './story-parts';
import type { AnswerInside } from '../answer-inside';

/** Adds a story block (an act, a chapter) after the story's last one. */
export async function blockCreator<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  storyId: string,
  fields: { name: string },
  answer: AnswerInside<StoryBlocksTable, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const story = await lockStory(trx, worldId, storyId);
    const last = await trx
      .selectFrom('story_blocks')
      .select((eb) => eb.fn.max<number>('position').as('position'))
      .where('world_id', '=', worldId)
      .where('story_id', '=', story.id)
      .executeTakeFirst();
    const now = isoNow(ctx.clock);
    const block: StoryBlocksTable = {
      id: crypto.randomUUID(),
      world_id: worldId,
      story_id: story.id,
      name: fields.name,
      position: last?.position == null ? 0 : Number(last.position) + 1,
      version: 1,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('story_blocks').values(block).execute();
    await touchStory(ctx, trx, record, user, story, 'add_block', {
      blockId: block.id,
      blockName: block.name,
    });
    return answer(trx, block);
  });
}

/** Renames a block edited on `version` (409 4091 when stale). */
export async function blockUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  storyId: string,
  blockId: string,
  fields: { name: string; version: number },
  answer: AnswerInside<void, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const story = await lockStory(trx, worldId, storyId);
    const block = await findBlock(trx, story, blockId);
    if (block.version !== fields.version) throw staleVersion();
    await trx
      .updateTable('story_blocks')
      .set({ name: fields.name, version: block.version + 1, updated_at: isoNow(ctx.clock) })
      .where('world_id', '=', worldId)
      .where('id', '=', block.id)
      .execute();
    await touchStory(ctx, trx, record, user, story, 'rename_block', {
      blockId: block.id,
      blockName: fields.name,
      ...(block.name !== fields.name ? { previousBlockName: block.name } : {}),
    });
    return answer(trx, undefined);
  });
}

/** Deletes a block with its scenes (the client asks first, naming how many), closing the gap in the order. */
export async function blockDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  storyId: string,
  blockId: string,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const story = await lockStory(trx, worldId, storyId);
    const block = await findBlock(trx, story, blockId);
    await trx
      .deleteFrom('story_blocks')
      .where('world_id', '=', worldId)
      .where('id', '=', block.id)
      .execute();
    await trx
      .updateTable('story_blocks')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where('world_id', '=', worldId)
      .where('story_id', '=', story.id)
      .where('position', '>', block.position)
      .execute();
    await touchStory(ctx, trx, record, user, story, 'delete_block', {
      blockId: block.id,
      blockName: block.name,
    });
  });
}

/**
 * Puts the story's blocks in the order given. The list names every block of
 * the story once (400 otherwise), so a client that has not seen a block added
 * by someone else cannot drop it from the order.
 */
export async function blockOrderer<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  storyId: string,
  blockIds: string[],
  answer: AnswerInside<void, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const story = await lockStory(trx, worldId, storyId);
    const blocks = await trx
      .selectFrom('story_blocks')
      .select(['id', 'position'])
      .where('world_id', '=', worldId)
      .where('story_id', '=', story.id)
      .execute();
    if (
      !isCompleteOrder(
        blockIds,
        blocks.map((block) => block.id),
      )
    )
      throw orderIncomplete();
    const current = new Map(blocks.map((block) => [block.id, block.position]));
    for (const [position, id] of blockIds.entries()) {
      if (current.get(id) !== position) {
        await trx
          .updateTable('story_blocks')
          .set({ position })
          .where('world_id', '=', worldId)
          .where('id', '=', id)
          .execute();
      }
    }
    await touchStory(ctx, trx, record, user, story, 'reorder_blocks');
    return answer(trx, undefined);
  });
}
