import {
  closestCenter,
  pointerWithin,
  type Active,
  type CollisionDetection,
  type Over,
} from '@dnd-kit/core';
import type { Story } from '../../../../shared/schemas/story';
import {
  moveBlock,
  moveScene,
  type BlockOrderChange,
  type SceneOrderChange,
} from '../model/story-order';

/** What a draggable or droppable of the outline is; kept in dnd-kit's `data`. */
export type OutlineItem =
  | { type: 'block'; blockId: string }
  | { type: 'scene'; blockId: string; sceneId: string }
  /** The scene list of a block: a drop there puts the scene at the block's end (an empty block has only this). */
  | { type: 'block-area'; blockId: string };

export const blockDragId = (blockId: string) => `block:${blockId}`;
export const sceneDragId = (sceneId: string) => `scene:${sceneId}`;
export const blockAreaId = (blockId: string) => `area:${blockId}`;

const itemOf = (
  node: { data: { current?: Record<string, unknown> | undefined } } | null | undefined,
) => node?.data.current as OutlineItem | undefined;

/**
 * Blocks only meet blocks; scenes meet scenes first (under the pointer, then
 * the closest) and a block's scene area when no scene is near, so a scene can
 * land in an empty block.
 */
export const outlineCollisions: CollisionDetection = (args) => {
  const dragged = itemOf(args.active);
  const of = (types: OutlineItem['type'][]) =>
    args.droppableContainers.filter((container) => {
      const item = itemOf(container);
      return item !== undefined && types.includes(item.type);
    });
  if (dragged?.type === 'block')
    return closestCenter({ ...args, droppableContainers: of(['block']) });
  const scenes = of(['scene']);
  const areas = of(['block-area']);
  const underPointer = pointerWithin({ ...args, droppableContainers: scenes });
  if (underPointer.length) return underPointer;
  const inArea = pointerWithin({ ...args, droppableContainers: areas });
  if (inArea.length) return inArea;
  return closestCenter({ ...args, droppableContainers: [...scenes, ...areas] });
};

/** The reorder a drop asks for, or null when it changes nothing. */
export function dropChange(
  story: Story,
  active: Active,
  over: Over | null,
): BlockOrderChange | SceneOrderChange | null {
  const dragged = itemOf(active);
  const target = itemOf(over);
  if (!dragged || !target || !over) return null;
  if (dragged.type === 'block') {
    if (target.type !== 'block') return null;
    return moveBlock(
      story,
      dragged.blockId,
      story.blocks.findIndex((block) => block.id === target.blockId),
    );
  }
  if (dragged.type !== 'scene') return null;
  const block = story.blocks.find((candidate) => candidate.id === target.blockId);
  if (!block) return null;
  if (target.type === 'block-area')
    return moveScene(story, dragged.sceneId, block.id, block.scenes.length);
  if (target.type !== 'scene') return null;
  const overIndex = block.scenes.findIndex((scene) => scene.id === target.sceneId);
  if (dragged.blockId === block.id) return moveScene(story, dragged.sceneId, block.id, overIndex);
  // From another block: before the scene under it, or after when dropped on its lower half.
  const translated = active.rect.current.translated;
  const below = translated
    ? translated.top + translated.height / 2 > over.rect.top + over.rect.height / 2
    : false;
  return moveScene(story, dragged.sceneId, block.id, overIndex + (below ? 1 : 0));
}
