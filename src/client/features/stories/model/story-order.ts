import type { Story } from '../../../../shared/schemas/story';

/**
 * Reordering a story's outline as pure functions: each gives the request the
 * server needs (a whole ordered list) and the story as it will look, which
 * the page shows at once while the server confirms.
 */

export interface BlockOrderChange {
  blockIds: string[];
  story: Story;
}

export interface SceneOrderChange {
  /** The block whose order is sent: where the scene lands. */
  blockId: string;
  sceneIds: string[];
  story: Story;
}

/** `ids` with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** The blocks with `blockId` moved to `index`; null when nothing changes. */
export function moveBlock(story: Story, blockId: string, index: number): BlockOrderChange | null {
  const from = story.blocks.findIndex((block) => block.id === blockId);
  if (from < 0 || index < 0 || index >= story.blocks.length || index === from) return null;
  const blocks = moveItem(story.blocks, from, index).map((block, position) => ({
    ...block,
    position,
  }));
  return { blockIds: blocks.map((block) => block.id), story: { ...story, blocks } };
}

/**
 * The scene moved into `targetBlockId` at `index` (an index in the target
 * block's list as it is without the scene); null when nothing changes.
 */
export function moveScene(
  story: Story,
  sceneId: string,
  targetBlockId: string,
  index: number,
): SceneOrderChange | null {
  const source = story.blocks.find((block) => block.scenes.some((scene) => scene.id === sceneId));
  const target = story.blocks.find((block) => block.id === targetBlockId);
  if (!source || !target) return null;
  const scene = source.scenes.find((candidate) => candidate.id === sceneId)!;
  const remaining = target.scenes.filter((candidate) => candidate.id !== sceneId);
  const at = Math.max(0, Math.min(index, remaining.length));
  if (source.id === target.id && source.scenes.indexOf(scene) === at) return null;
  const targetScenes = [
    ...remaining.slice(0, at),
    { ...scene, blockId: target.id },
    ...remaining.slice(at),
  ].map((candidate, position) => ({ ...candidate, position }));
  const blocks = story.blocks.map((block) => {
    if (block.id === target.id) return { ...block, scenes: targetScenes };
    if (block.id === source.id) {
      return {
        ...block,
        scenes: block.scenes
          .filter((candidate) => candidate.id !== sceneId)
          .map((candidate, position) => ({ ...candidate, position })),
      };
    }
    return block;
  });
  return {
    blockId: target.id,
    sceneIds: targetScenes.map((candidate) => candidate.id),
    story: { ...story, blocks },
  };
}

/**
 * One step up (-1) or down (+1) for the keyboard and the move buttons: within
 * the block, and past its edge to the end of the block before or the start of
 * the block after.
 */
export function stepScene(story: Story, sceneId: string, step: -1 | 1): SceneOrderChange | null {
  const blockIndex = story.blocks.findIndex((block) =>
    block.scenes.some((scene) => scene.id === sceneId),
  );
  const block = story.blocks[blockIndex];
  if (!block) return null;
  const index = block.scenes.findIndex((scene) => scene.id === sceneId);
  const inside = index + step;
  if (inside >= 0 && inside < block.scenes.length)
    return moveScene(story, sceneId, block.id, inside);
  const neighbour = story.blocks[blockIndex + step];
  if (!neighbour) return null;
  return moveScene(story, sceneId, neighbour.id, step < 0 ? neighbour.scenes.length : 0);
}
