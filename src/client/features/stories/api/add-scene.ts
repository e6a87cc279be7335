import { storyResponse, type SceneRequest, type Story } from '../../../../shared/schemas/story';
import { apiRequest } from '../../../lib/api-client';
import { storiesPath } from './stories-paths';
import { useStoryMutation } from './story-mutation';

/** POST api/Setting/{id}/Stories/{storyId}/Blocks/{blockId}/Scenes: a scene at the end of the block. */
export function addScene(
  worldId: string,
  storyId: string,
  blockId: string,
  body: SceneRequest,
): Promise<Story> {
  return apiRequest('POST', storiesPath(worldId, 'Stories', storyId, 'Blocks', blockId, 'Scenes'), {
    body,
    schema: storyResponse,
  });
}

export function useAddScene(worldId: string, storyId: string) {
  return useStoryMutation(
    worldId,
    storyId,
    ({ blockId, body }: { blockId: string; body: SceneRequest }) =>
      addScene(worldId, storyId, blockId, body),
  );
}
