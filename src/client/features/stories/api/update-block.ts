import {
  storyResponse,
  type Story,
  type StoryBlockUpdateRequest,
} from '../../../../shared/schemas/story';
import { apiRequest } from '../../../lib/api-client';
import { storiesPath } from './stories-paths';
import { useStoryMutation } from './story-mutation';

/** PUT api/Setting/{id}/Stories/{storyId}/Blocks/{blockId}: the name on `version` (409 4091 when stale). */
export function updateBlock(
  worldId: string,
  storyId: string,
  blockId: string,
  body: StoryBlockUpdateRequest,
): Promise<Story> {
  return apiRequest('PUT', storiesPath(worldId, 'Stories', storyId, 'Blocks', blockId), {
    body,
    schema: storyResponse,
  });
}

export function useUpdateBlock(worldId: string, storyId: string) {
  return useStoryMutation(
    worldId,
    storyId,
    ({ blockId, body }: { blockId: string; body: StoryBlockUpdateRequest }) =>
      updateBlock(worldId, storyId, blockId, body),
  );
}
