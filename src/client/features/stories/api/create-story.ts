import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storyResponse, type Story, type StoryRequest } from '../../../../shared/schemas/story';
import { apiRequest } from '../../../lib/api-client';
import { storyQueryOptions } from './get-story';
import { storiesPath } from './stories-paths';
import { storyListsRootKey } from './query-keys';

/** POST api/Setting/{id}/Stories: name and type required (SPEC §5), description. */
export function createStory(worldId: string, body: StoryRequest): Promise<Story> {
  return apiRequest('POST', storiesPath(worldId, 'Stories'), { body, schema: storyResponse });
}

/** Field errors are shown under the fields, so the banner stays quiet. */
export function useCreateStory(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoryRequest) => createStory(worldId, body),
    meta: { banner: false },
    onSuccess: async (story) => {
      queryClient.setQueryData(storyQueryOptions(worldId, story.id).queryKey, story);
      await queryClient.invalidateQueries({ queryKey: storyListsRootKey(worldId) });
    },
  });
}
