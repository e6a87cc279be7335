import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tagResponse, type Tag, type TagRequest } from '../../../../shared/schemas/tag';
import { apiRequest } from '../../../lib/api-client';
import { tagsQueryOptions } from './get-tags';

/** POST api/Setting/{id}/Tags; a name already taken answers 4004. */
export function createTag(worldId: string, body: TagRequest): Promise<Tag> {
  return apiRequest('POST', `api/Setting/${encodeURIComponent(worldId)}/Tags`, {
    body,
    schema: tagResponse,
  });
}

/** 4004 is shown under the name field, so the banner stays quiet. */
export function useCreateTag(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TagRequest) => createTag(worldId, body),
    meta: { banner: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: tagsQueryOptions(worldId).queryKey }),
  });
}
