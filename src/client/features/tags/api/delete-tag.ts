import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tagsQueryOptions } from './get-tags';

/** DELETE api/Setting/{id}/Tags/{tagId}: the tag leaves every document that carried it. */
export function deleteTag(worldId: string, tagId: string): Promise<void> {
  return apiRequest(
    'DELETE',
    `api/Setting/${encodeURIComponent(worldId)}/Tags/${encodeURIComponent(tagId)}`,
  );
}

export function useDeleteTag(worldId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: string) => deleteTag(worldId, tagId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagsQueryOptions(worldId).queryKey });
      onChanged?.();
    },
  });
}
