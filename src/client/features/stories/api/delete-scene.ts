import { apiRequest } from '../../../lib/api-client';
import { storiesPath } from './stories-paths';
import { useStoryMutation } from './story-mutation';

/** DELETE api/Setting/{id}/Stories/{storyId}/Scenes/{sceneId}. */
export function deleteScene(worldId: string, storyId: string, sceneId: string): Promise<void> {
  return apiRequest('DELETE', storiesPath(worldId, 'Stories', storyId, 'Scenes', sceneId));
}

export function useDeleteScene(worldId: string, storyId: string) {
  return useStoryMutation(worldId, storyId, (sceneId: string) =>
    deleteScene(worldId, storyId, sceneId),
  );
}
