import { sql, type Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { DB } from '../db/schema';
import type { Story, StoryList, storyListQuery } from '../../shared/schemas/story';
import { ErrorCode } from '../../shared/errors';
import { AppError } from '../http/app-error';
import { presentStory, presentStorySummary } from '../presenters/story';

type StoryFilter = z.output<typeof storyListQuery>;

/** A world's stories by name, with how many blocks and scenes each has; `search` matches part of the name. */
export async function listStories(
  db: Kysely<DB>,
  worldId: string,
  filter: StoryFilter,
): Promise<StoryList> {
  let matching = db.selectFrom('stories').where('stories.world_id', '=', worldId);
  const search = filter.search.toLowerCase();
  if (search)
    matching = matching.where(
      sql<boolean>`stories.name_key like ${`%${escapeLike(search)}%`} escape '\\'`,
    );
  const [rows, count] = await Promise.all([
    matching
      .select((eb) => [
        'stories.id',
        'stories.name',
        'stories.type',
        'stories.description',
        'stories.updated_at',
        eb
          .selectFrom('story_blocks')
          .select(eb.fn.countAll<number>().as('n'))
          .where('story_blocks.world_id', '=', worldId)
          .whereRef('story_blocks.story_id', '=', 'stories.id')
          .as('blocks'),
        eb
          .selectFrom('story_scenes')
          .select(eb.fn.countAll<number>().as('n'))
          .where('story_scenes.world_id', '=', worldId)
          .whereRef('story_scenes.story_id', '=', 'stories.id')
          .as('scenes'),
      ])
      .orderBy('stories.name_key')
      .orderBy('stories.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    items: rows.map(presentStorySummary),
  };
}

/** One story with its blocks, their scenes and the scenes' links, all in order (40043 when absent). */
export async function loadStory(db: Kysely<DB>, worldId: string, storyId: string): Promise<Story> {
  const story = await db
    .selectFrom('stories')
    .leftJoin('users', 'users.id', 'stories.updated_by')
    .selectAll('stories')
    .select('users.user_name as updated_by_name')
    .where('stories.world_id', '=', worldId)
    .where('stories.id', '=', storyId)
    .executeTakeFirst();
  if (!story) throw new AppError(404, ErrorCode.storyNotFound);
  const [blocks, scenes, links] = await Promise.all([
    db
      .selectFrom('story_blocks')
      .select(['id', 'name', 'position', 'version'])
      .where('world_id', '=', worldId)
      .where('story_id', '=', story.id)
      .orderBy('position')
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('story_scenes')
      .select(['id', 'block_id', 'name', 'text', 'position', 'version'])
      .where('world_id', '=', worldId)
      .where('story_id', '=', story.id)
      .orderBy('position')
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('story_scene_links as link')
      .innerJoin('story_scenes as scene', 'scene.id', 'link.scene_id')
      .leftJoin('documents', 'documents.id', 'link.document_id')
      .leftJoin('events', 'events.id', 'link.event_id')
      .leftJoin('dialogs', 'dialogs.id', 'link.dialog_id')
      .select([
        'link.scene_id',
        'link.target_kind',
        'link.target_id',
        'documents.name as document_name',
        'events.name as event_name',
        'dialogs.name as dialog_name',
      ])
      .where('link.world_id', '=', worldId)
      .where('scene.story_id', '=', story.id)
      .orderBy('link.position')
      .execute(),
  ]);
  return presentStory(story, blocks, scenes, links);
}

/** `%` and `_` typed in a search match themselves. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
