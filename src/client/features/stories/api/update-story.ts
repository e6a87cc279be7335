import {
  storyResponse,
  type Story,
  type StoryUpdateRequest,
} from '../../../../shared/schemas/story';
import { apiRequest } from '../../../lib/api-client';
import { storiesPath } from './stories-paths';
import { useStoryMutation } from './story-mutation';

/** PUT api/Setting/{id}/Stories/{storyId}: name, type, description on `version` (409 4091 when stale). */
export function updateStory(
  worldId: string,
  storyId: string,
  body: StoryUpdateRequest,
): Promise<Story> {
  return apiRequest('PUT', storiesPath(worldId, 'Stories', storyId), {
    body,
    schema: storyResponse,
  });
}

export function useUpdateStory(worldId: string, storyId: string) {
  return useStoryMutation(
    worldId,
    storyId,
    (body: StoryUpdateRequest) => updateStory(worldId, storyId, body),
    { banner: false },
  );
}
