import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storiesPath } from './stories-paths';
import { storyKey, storyListsRootKey } from './query-keys';

/** DELETE api/Setting/{id}/Stories/{storyId}: the story with its blocks and scenes. */
export function deleteStory(worldId: string, storyId: string): Promise<void> {
  return apiRequest('DELETE', storiesPath(worldId, 'Stories', storyId));
}

export function useDeleteStory(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storyId: string) => deleteStory(worldId, storyId),
    onSuccess: (_answer, storyId) => {
      queryClient.removeQueries({ queryKey: storyKey(worldId, storyId) });
      return queryClient.invalidateQueries({ queryKey: storyListsRootKey(worldId) });
    },
  });
}
