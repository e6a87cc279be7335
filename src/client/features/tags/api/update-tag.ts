import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tagResponse, type Tag, type TagRequest } from '../../../../shared/schemas/tag';
import { apiRequest } from '../../../lib/api-client';
import { tagsQueryOptions } from './get-tags';

/** PUT api/Setting/{id}/Tags/{tagId}: rename, or switch "previewable"; a taken name answers 4004. */
export function updateTag(worldId: string, tagId: string, body: TagRequest): Promise<Tag> {
  return apiRequest(
    'PUT',
    `api/Setting/${encodeURIComponent(worldId)}/Tags/${encodeURIComponent(tagId)}`,
    {
      body,
      schema: tagResponse,
    },
  );
}

/** `onChanged` lets the page refresh what shows tag names (the documents), which this feature does not own. */
export function useUpdateTag(worldId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tagId, body }: { tagId: string; body: TagRequest }) =>
      updateTag(worldId, tagId, body),
    meta: { banner: false },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagsQueryOptions(worldId).queryKey });
      onChanged?.();
    },
  });
}
