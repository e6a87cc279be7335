import type {
  StoriesTable,
  StoryBlocksTable,
  StorySceneLinksTable,
  StoryScenesTable,
} from '../db/schema';
import {
  storyTypes,
  type SceneLink,
  type Story,
  type StorySummary,
  type StoryType,
} from '../../shared/schemas/story';
import { userRef } from './user-ref';
import { ownVisibility } from './own-visibility';

/** The columns a story in the list is built from, with its counts of blocks and scenes. */
export type StorySummaryRow = Pick<
  StoriesTable,
  'id' | 'name' | 'type' | 'description' | 'updated_at' | 'visibility'
> & { blocks: number | null; scenes: number | null };

export type StoryRow = StoriesTable & { updated_by_name: string | null };
export type StoryBlockRow = Pick<StoryBlocksTable, 'id' | 'name' | 'position' | 'version'>;
export type StorySceneRow = Pick<
  StoryScenesTable,
  'id' | 'block_id' | 'name' | 'text' | 'position' | 'version'
>;

/** A scene's link with the name of whichever target it points at (null once that is gone). */
export type SceneLinkRow = Pick<StorySceneLinksTable, 'scene_id' | 'target_kind' | 'target_id'> & {
  document_name: string | null;
  event_name: string | null;
  dialog_name: string | null;
};

/** A story in the list: counts of its parts, never the parts themselves. */
export function presentStorySummary(row: StorySummaryRow): StorySummary {
  return {
    id: row.id,
    name: row.name,
    type: storyType(row.type),
    description: row.description,
    blocks: Number(row.blocks ?? 0),
    scenes: Number(row.scenes ?? 0),
    updatedAt: row.updated_at,
    visibility: ownVisibility(row.visibility),
  };
}

/**
 * A whole story: its blocks in the order given, each with its scenes and their
 * links in the order given. A link whose target is gone is left out.
 */
export function presentStory(
  story: StoryRow,
  blocks: readonly StoryBlockRow[],
  scenes: readonly StorySceneRow[],
  links: readonly SceneLinkRow[],
): Story {
  const linksOf = new Map<string, SceneLink[]>();
  for (const link of links) {
    const name = link.document_name ?? link.event_name ?? link.dialog_name;
    if (name == null) continue;
    const kind = link.target_kind as SceneLink['kind'];
    const list = linksOf.get(link.scene_id) ?? [];
    list.push({ kind, id: link.target_id, name });
    linksOf.set(link.scene_id, list);
  }
  return {
    id: story.id,
    name: story.name,
    type: storyType(story.type),
    description: story.description,
    version: story.version,
    createdAt: story.created_at,
    updatedAt: story.updated_at,
    updatedBy: userRef(story.updated_by, story.updated_by_name),
    visibility: ownVisibility(story.visibility),
    blocks: blocks.map((block) => ({
      id: block.id,
      name: block.name,
      position: block.position,
      version: block.version,
      scenes: scenes
        .filter((scene) => scene.block_id === block.id)
        .map((scene) => ({
          id: scene.id,
          blockId: scene.block_id,
          name: scene.name,
          text: scene.text,
          position: scene.position,
          version: scene.version,
          links: linksOf.get(scene.id) ?? [],
        })),
    })),
  };
}

/** A type this version does not know reads as 'other'. */
function storyType(value: string): StoryType {
  return (storyTypes as readonly string[]).includes(value) ? (value as StoryType) : 'other';
}
