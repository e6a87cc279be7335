import { sql, type Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { DB } from '../db/schema';
import type { Story, StoryList, storyListQuery } from '../../shared/schemas/story';
import { ErrorCode } from '../../shared/errors';
import { AppError } from '../http/app-error';
import { presentStory, presentStorySummary } from '../presenters/story';
import { isPublicItem, type PublicCut } from './public-items';

type StoryFilter = z.output<typeof storyListQuery>;

/** A world's stories by name, with how many blocks and scenes each has; `search` matches part of the name. */
export async function listStories(
  db: Kysely<DB>,
  worldId: string,
  filter: StoryFilter,
  publicCut?: PublicCut,
): Promise<StoryList> {
  let matching = db.selectFrom('stories').where('stories.world_id', '=', worldId);
  if (publicCut) matching = matching.where(isPublicItem('stories.visibility', publicCut));
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
        'stories.visibility',
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

/**
 * One story with its blocks, their scenes and the scenes' links, all in order
 * (40043 when absent). A reader's cut answers a members-only story as absent
 * and leaves out links to members-only documents, dialogs and events (an event
 * is as public as its timeline row), and who edited it last.
 */
export async function loadStory(
  db: Kysely<DB>,
  worldId: string,
  storyId: string,
  publicCut?: PublicCut,
): Promise<Story> {
  let storyQuery = db
    .selectFrom('stories')
    .leftJoin('users', 'users.id', 'stories.updated_by')
    .selectAll('stories')
    .select('users.user_name as updated_by_name')
    .where('stories.world_id', '=', worldId)
    .where('stories.id', '=', storyId);
  if (publicCut) storyQuery = storyQuery.where(isPublicItem('stories.visibility', publicCut));
  const story = await storyQuery.executeTakeFirst();
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
    sceneLinks(db, worldId, story.id, publicCut),
  ]);
  const answer = presentStory(story, blocks, scenes, links);
  return publicCut ? { ...answer, updatedBy: null } : answer;
}

/**
 * The links of a story's scenes with their targets' names. For a reader a
 * members-only target's name comes back null, so the presenter drops the
 * link as it drops one whose target is gone.
 */
function sceneLinks(db: Kysely<DB>, worldId: string, storyId: string, publicCut: PublicCut) {
  return db
    .selectFrom('story_scene_links as link')
    .innerJoin('story_scenes as scene', 'scene.id', 'link.scene_id')
    .leftJoin('documents', (join) => {
      const on = join.onRef('documents.id', '=', 'link.document_id');
      return publicCut ? on.on(isPublicItem('documents.visibility', publicCut)) : on;
    })
    .leftJoin('events', 'events.id', 'link.event_id')
    .leftJoin('timeline_rows', (join) => {
      const on = join.onRef('timeline_rows.id', '=', 'events.row_id');
      return publicCut ? on.on(isPublicItem('timeline_rows.visibility', publicCut)) : on;
    })
    .leftJoin('dialogs', (join) => {
      const on = join.onRef('dialogs.id', '=', 'link.dialog_id');
      return publicCut ? on.on(isPublicItem('dialogs.visibility', publicCut)) : on;
    })
    .select([
      'link.scene_id',
      'link.target_kind',
      'link.target_id',
      'documents.name as document_name',
      // An event shows only when its row does (members see every row).
      sql<string | null>`case when timeline_rows.id is null then null else events.name end`.as(
        'event_name',
      ),
      'dialogs.name as dialog_name',
    ])
    .where('link.world_id', '=', worldId)
    .where('scene.story_id', '=', storyId)
    .orderBy('link.position')
    .execute();
}

/** `%` and `_` typed in a search match themselves. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
