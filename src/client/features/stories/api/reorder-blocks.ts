import { storyResponse, type Story } from '../../../../shared/schemas/story';
import { apiRequest } from '../../../lib/api-client';
import { storiesPath } from './stories-paths';
import { useStoryMutation } from './story-mutation';

/** PUT api/Setting/{id}/Stories/{storyId}/Blocks/Order: every block once, in the new order. */
export function reorderBlocks(
  worldId: string,
  storyId: string,
  blockIds: string[],
): Promise<Story> {
  return apiRequest('PUT', storiesPath(worldId, 'Stories', storyId, 'Blocks', 'Order'), {
    body: { blockIds },
    schema: storyResponse,
  });
}

export function useReorderBlocks(worldId: string, storyId: string) {
  return useStoryMutation(worldId, storyId, (blockIds: string[]) =>
    reorderBlocks(worldId, storyId, blockIds),
  );
}
