import {
  storyResponse,
  type SceneUpdateRequest,
  type Story,
} from '../../../../shared/schemas/story';
import { apiRequest } from '../../../lib/api-client';
import { storiesPath } from './stories-paths';
import { useStoryMutation } from './story-mutation';

/** PUT api/Setting/{id}/Stories/{storyId}/Scenes/{sceneId}: name, text, links on `version` (409 4091 when stale). */
export function updateScene(
  worldId: string,
  storyId: string,
  sceneId: string,
  body: SceneUpdateRequest,
): Promise<Story> {
  return apiRequest('PUT', storiesPath(worldId, 'Stories', storyId, 'Scenes', sceneId), {
    body,
    schema: storyResponse,
  });
}

/** The scene editor shows a stale version in place, so the banner stays quiet. */
export function useUpdateScene(worldId: string, storyId: string) {
  return useStoryMutation(
    worldId,
    storyId,
    ({ sceneId, body }: { sceneId: string; body: SceneUpdateRequest }) =>
      updateScene(worldId, storyId, sceneId, body),
    { banner: false },
  );
}
