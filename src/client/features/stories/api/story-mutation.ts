import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Story } from '../../../../shared/schemas/story';
import { storyQueryOptions } from './get-story';
import { storyListsRootKey } from './query-keys';

/**
 * A change to one story: the answer (the whole story) replaces the cached
 * story, and the list refreshes its counts. `banner: false` when the caller
 * shows the error in place (a form, a stale version).
 */
export function useStoryMutation<Variables>(
  worldId: string,
  storyId: string,
  call: (variables: Variables) => Promise<Story | void>,
  options: { banner?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { banner: options.banner ?? true },
    onSuccess: async (story) => {
      if (story) queryClient.setQueryData(storyQueryOptions(worldId, storyId).queryKey, story);
      else
        await queryClient.invalidateQueries({
          queryKey: storyQueryOptions(worldId, storyId).queryKey,
        });
      await queryClient.invalidateQueries({ queryKey: storyListsRootKey(worldId) });
    },
    // A refused reorder or a stale edit: show the server's order again.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: storyQueryOptions(worldId, storyId).queryKey }),
  });
}
