// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Story } from '../../../../shared/schemas/story';
import { moveBlock, moveScene, stepScene } from './story-order';

function story(blocks: Record<string, string[]>): Story {
  return {
    id: 's',
    name: 'S',
    type: 'novel',
    description: '',
    version: 1,
    createdAt: '',
    updatedAt: '',
    updatedBy: null,
    visibility: null,
    blocks: Object.entries(blocks).map(([id, scenes], position) => ({
      id,
      name: id,
      position,
      version: 1,
      scenes: scenes.map((scene, index) => ({
        id: scene,
        blockId: id,
        name: scene,
        text: '',
        position: index,
        version: 1,
        links: [],
      })),
    })),
  };
}

const outline = (value: Story) =>
  Object.fromEntries(
    value.blocks.map((block) => [block.id, block.scenes.map((scene) => scene.id)]),
  );

describe('story order', () => {
  it('moves a block and sends every block once', () => {
    const change = moveBlock(story({ one: [], two: [], three: [] }), 'three', 0);
    expect(change?.blockIds).toEqual(['three', 'one', 'two']);
    expect(change?.story.blocks.map((block) => block.position)).toEqual([0, 1, 2]);
    expect(moveBlock(story({ one: [], two: [] }), 'one', 0)).toBeNull();
  });

  it("moves a scene within its block and into another block, sending the target block's whole list", () => {
    const start = story({ one: ['a', 'b', 'c'], two: ['d'] });
    expect(moveScene(start, 'a', 'one', 2)).toMatchObject({
      blockId: 'one',
      sceneIds: ['b', 'c', 'a'],
    });
    const across = moveScene(start, 'b', 'two', 0)!;
    expect(across.sceneIds).toEqual(['b', 'd']);
    expect(outline(across.story)).toEqual({ one: ['a', 'c'], two: ['b', 'd'] });
    expect(across.story.blocks[1]!.scenes[0]!.blockId).toBe('two');
    expect(moveScene(start, 'b', 'one', 1)).toBeNull();
  });

  it('steps a scene past the edge of its block into the neighbour', () => {
    const start = story({ one: ['a', 'b'], two: ['c'], three: [] });
    expect(outline(stepScene(start, 'b', 1)!.story)).toEqual({
      one: ['a'],
      two: ['b', 'c'],
      three: [],
    });
    expect(outline(stepScene(start, 'c', -1)!.story)).toEqual({
      one: ['a', 'b', 'c'],
      two: [],
      three: [],
    });
    expect(outline(stepScene(start, 'c', 1)!.story)).toEqual({
      one: ['a', 'b'],
      two: [],
      three: ['c'],
    });
    expect(stepScene(start, 'a', -1)).toBeNull();
  });
});
