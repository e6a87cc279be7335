import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isPublicItem } from '../queries/public-items';
import type { PublicWorld } from './public-page-data';

export interface PublicScene {
  name: string;
  text: string;
}

export interface PublicStory {
  id: string;
  name: string;
  type: string;
  description: string;
  blocks: { name: string; scenes: PublicScene[] }[];
}

/** At most this many stories on the stories page; each has its own page too. */
export const listedStoryLimit = 100;

/**
 * A public world's public stories by name, with their blocks and scenes in
 * order, or only the one asked for. A scene's links are left out: they may
 * name members-only items, and the words are what a page needs.
 */
export async function loadPublicStories(
  db: Kysely<DB>,
  world: PublicWorld,
  storyId?: string,
): Promise<PublicStory[]> {
  let query = db
    .selectFrom('stories as s')
    .select(['s.id', 's.name', 's.type', 's.description'])
    .where('s.world_id', '=', world.id)
    .where(isPublicItem('s.visibility', world));
  if (storyId !== undefined) query = query.where('s.id', '=', storyId);
  const stories = await query
    .orderBy('s.name_key')
    .orderBy('s.id')
    .limit(listedStoryLimit)
    .execute();
  if (stories.length === 0) return [];
  const ids = stories.map((story) => story.id);
  const [blocks, scenes] = await Promise.all([
    db
      .selectFrom('story_blocks')
      .select(['id', 'story_id', 'name'])
      .where('world_id', '=', world.id)
      .where('story_id', 'in', ids)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('story_scenes')
      .select(['block_id', 'name', 'text'])
      .where('world_id', '=', world.id)
      .where('story_id', 'in', ids)
      .orderBy('position')
      .execute(),
  ]);
  const scenesOf = new Map<string, PublicScene[]>();
  for (const scene of scenes)
    scenesOf.set(scene.block_id, [
      ...(scenesOf.get(scene.block_id) ?? []),
      { name: scene.name, text: scene.text },
    ]);
  return stories.map((story) => ({
    ...story,
    blocks: blocks
      .filter((block) => block.story_id === story.id)
      .map((block) => ({ name: block.name, scenes: scenesOf.get(block.id) ?? [] })),
  }));
}
