import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { ServerContext } from '../../context';
import type { DB, StoriesTable, StoryScenesTable, StorySceneLinksTable } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { sceneRequest, SceneLinkKind } from '../../../shared/schemas/story';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { lockStory } from './story-lock';
import {
  findBlock,
  findScene,
  isCompleteOrder,
  orderIncomplete,
  staleVersion,
  touchStory,
} from './story-parts';
import type { AnswerInside } from '../answer-inside';

/** A scene as the request schema leaves it: trimmed name, text and links defaulted. */
export type SceneFields = z.output<typeof sceneRequest>;

/** Adds a scene at the end of a block. */
export async function sceneCreator<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  storyId: string,
  blockId: string,
  fields: SceneFields,
  answer: AnswerInside<StoryScenesTable, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const story = await lockStory(trx, worldId, storyId);
    const block = await findBlock(trx, story, blockId);
    const last = await trx
      .selectFrom('story_scenes')
      .select((eb) => eb.fn.max<number>('position').as('position'))
      .where('world_id', '=', worldId)
      .where('block_id', '=', block.id)
      .executeTakeFirst();
    const now = isoNow(ctx.clock);
    const scene: StoryScenesTable = {
      id: crypto.randomUUID(),
      world_id: worldId,
      story_id: story.id,
      block_id: block.id,
      name: fields.name,
      text: fields.text,
      position: last?.position == null ? 0 : Number(last.position) + 1,
      version: 1,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('story_scenes').values(scene).execute();
    await saveLinks(trx, story, scene.id, fields.links);
    await touchStory(ctx, trx, record, user, story, 'add_scene', {
      sceneId: scene.id,
      sceneName: scene.name,
    });
    return answer(trx, scene);
  });
}

/** Saves a scene's name, text and links edited on `version` (409 4091 when stale). */
export async function sceneUpdater<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  storyId: string,
  sceneId: string,
  fields: SceneFields & { version: number },
  answer: AnswerInside<void, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const story = await lockStory(trx, worldId, storyId);
    const scene = await findScene(trx, story, sceneId);
    if (scene.version !== fields.version) throw staleVersion();
    await trx
      .updateTable('story_scenes')
      .set({
        name: fields.name,
        text: fields.text,
        version: scene.version + 1,
        updated_at: isoNow(ctx.clock),
      })
      .where('world_id', '=', worldId)
      .where('id', '=', scene.id)
      .execute();
    await trx
      .deleteFrom('story_scene_links')
      .where('world_id', '=', worldId)
      .where('scene_id', '=', scene.id)
      .execute();
    await saveLinks(trx, story, scene.id, fields.links);
    await touchStory(ctx, trx, record, user, story, 'edit_scene', {
      sceneId: scene.id,
      sceneName: fields.name,
      ...(scene.name !== fields.name ? { previousSceneName: scene.name } : {}),
    });
    return answer(trx, undefined);
  });
}

export async function sceneDeleter(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  storyId: string,
  sceneId: string,
): Promise<void> {
  await writeWithActivity(ctx, async (trx, record) => {
    const story = await lockStory(trx, worldId, storyId);
    const scene = await findScene(trx, story, sceneId);
    await trx
      .deleteFrom('story_scenes')
      .where('world_id', '=', worldId)
      .where('id', '=', scene.id)
      .execute();
    await trx
      .updateTable('story_scenes')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where('world_id', '=', worldId)
      .where('block_id', '=', scene.block_id)
      .where('position', '>', scene.position)
      .execute();
    await touchStory(ctx, trx, record, user, story, 'delete_scene', {
      sceneId: scene.id,
      sceneName: scene.name,
    });
  });
}

/**
 * Puts a block's scenes in the order given. The list names every scene the
 * block has (400 otherwise) and may name scenes of the story's other blocks:
 * those move here, and the blocks they leave close their gaps.
 */
export async function sceneOrderer<T>(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  storyId: string,
  blockId: string,
  sceneIds: string[],
  answer: AnswerInside<void, T>,
): Promise<T> {
  return writeWithActivity(ctx, async (trx, record) => {
    const story = await lockStory(trx, worldId, storyId);
    const block = await findBlock(trx, story, blockId);
    const scenes = await trx
      .selectFrom('story_scenes')
      .select(['id', 'block_id', 'position'])
      .where('world_id', '=', worldId)
      .where('story_id', '=', story.id)
      .execute();
    const byId = new Map(scenes.map((scene) => [scene.id, scene]));
    const own = scenes.filter((scene) => scene.block_id === block.id).map((scene) => scene.id);
    const incoming = sceneIds.filter((id) => byId.get(id)?.block_id !== block.id);
    const listed = sceneIds.filter((id) => byId.get(id)?.block_id === block.id);
    const valid =
      incoming.every((id) => byId.has(id)) && new Set(sceneIds).size === sceneIds.length;
    if (!valid || !isCompleteOrder(listed, own)) throw orderIncomplete();

    for (const [position, id] of sceneIds.entries()) {
      const scene = byId.get(id)!;
      if (scene.block_id !== block.id || scene.position !== position) {
        await trx
          .updateTable('story_scenes')
          .set({ block_id: block.id, position })
          .where('world_id', '=', worldId)
          .where('id', '=', id)
          .execute();
      }
    }
    const leftBlocks = new Set(incoming.map((id) => byId.get(id)!.block_id));
    for (const left of leftBlocks) await renumber(trx, worldId, left);
    await touchStory(ctx, trx, record, user, story, 'reorder_scenes', {
      blockId: block.id,
      blockName: block.name,
    });
    return answer(trx, undefined);
  });
}

/** Positions 0, 1, 2… in the current order, after scenes left the block. */
async function renumber(trx: Transaction<DB>, worldId: string, blockId: string): Promise<void> {
  const rest = await trx
    .selectFrom('story_scenes')
    .select(['id', 'position'])
    .where('world_id', '=', worldId)
    .where('block_id', '=', blockId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  for (const [position, scene] of rest.entries()) {
    if (scene.position !== position) {
      await trx
        .updateTable('story_scenes')
        .set({ position })
        .where('world_id', '=', worldId)
        .where('id', '=', scene.id)
        .execute();
    }
  }
}

const linkTables = { document: 'documents', event: 'events', dialog: 'dialogs' } as const;

/**
 * Writes a scene's links in their order, after checking that every target is
 * a document, event or dialog of this world (`VALIDATION.STORY_LINK_INVALID`).
 */
async function saveLinks(
  trx: Transaction<DB>,
  story: StoriesTable,
  sceneId: string,
  links: readonly { kind: SceneLinkKind; id: string }[],
): Promise<void> {
  const seen = new Set<string>();
  const unique = links.filter((link) => {
    const key = `${link.kind}:${link.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  for (const kind of Object.keys(linkTables) as SceneLinkKind[]) {
    const ids = unique.filter((link) => link.kind === kind).map((link) => link.id);
    if (!ids.length) continue;
    const found = await trx
      .selectFrom(linkTables[kind])
      .select('id')
      .where('world_id', '=', story.world_id)
      .where('id', 'in', ids)
      .execute();
    if (found.length !== ids.length)
      throw new AppError(400, ErrorCode.validation, 'VALIDATION.STORY_LINK_INVALID');
  }
  if (!unique.length) return;
  const rows: StorySceneLinksTable[] = unique.map((link, position) => ({
    world_id: story.world_id,
    scene_id: sceneId,
    target_kind: link.kind,
    target_id: link.id,
    document_id: link.kind === 'document' ? link.id : null,
    event_id: link.kind === 'event' ? link.id : null,
    dialog_id: link.kind === 'dialog' ? link.id : null,
    position,
  }));
  await trx.insertInto('story_scene_links').values(rows).execute();
}
