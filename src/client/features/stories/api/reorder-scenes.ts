import { storyResponse, type Story } from '../../../../shared/schemas/story';
import { apiRequest } from '../../../lib/api-client';
import { storiesPath } from './stories-paths';
import { useStoryMutation } from './story-mutation';

/**
 * PUT api/Setting/{id}/Stories/{storyId}/Blocks/{blockId}/Scenes/Order: the
 * block's scenes in the new order, including any that move in from another block.
 */
export function reorderScenes(
  worldId: string,
  storyId: string,
  blockId: string,
  sceneIds: string[],
): Promise<Story> {
  return apiRequest(
    'PUT',
    storiesPath(worldId, 'Stories', storyId, 'Blocks', blockId, 'Scenes', 'Order'),
    {
      body: { sceneIds },
      schema: storyResponse,
    },
  );
}

export function useReorderScenes(worldId: string, storyId: string) {
  return useStoryMutation(
    worldId,
    storyId,
    ({ blockId, sceneIds }: { blockId: string; sceneIds: string[] }) =>
      reorderScenes(worldId, storyId, blockId, sceneIds),
  );
}
