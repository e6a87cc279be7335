import { apiRequest } from '../../../lib/api-client';
import { storiesPath } from './stories-paths';
import { useStoryMutation } from './story-mutation';

/** DELETE api/Setting/{id}/Stories/{storyId}/Blocks/{blockId}: the block with its scenes. */
export function deleteBlock(worldId: string, storyId: string, blockId: string): Promise<void> {
  return apiRequest('DELETE', storiesPath(worldId, 'Stories', storyId, 'Blocks', blockId));
}

export function useDeleteBlock(worldId: string, storyId: string) {
  return useStoryMutation(worldId, storyId, (blockId: string) =>
    deleteBlock(worldId, storyId, blockId),
  );
}
