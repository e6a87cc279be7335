import {
  storyResponse,
  type Story,
  type StoryBlockRequest,
} from '../../../../shared/schemas/story';
import { apiRequest } from '../../../lib/api-client';
import { storiesPath } from './stories-paths';
import { useStoryMutation } from './story-mutation';

/** POST api/Setting/{id}/Stories/{storyId}/Blocks: a block after the last one. */
export function addBlock(
  worldId: string,
  storyId: string,
  body: StoryBlockRequest,
): Promise<Story> {
  return apiRequest('POST', storiesPath(worldId, 'Stories', storyId, 'Blocks'), {
    body,
    schema: storyResponse,
  });
}

export function useAddBlock(worldId: string, storyId: string) {
  return useStoryMutation(worldId, storyId, (body: StoryBlockRequest) =>
    addBlock(worldId, storyId, body),
  );
}
