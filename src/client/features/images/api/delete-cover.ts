import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { worldCoverQueryOptions } from './get-cover';
import { worldPath } from './images-paths';

/** DELETE api/Setting/{id}/Cover: the world has no cover any more (owner only). */
export function deleteWorldCover(worldId: string): Promise<void> {
  return apiRequest('DELETE', worldPath(worldId, 'Cover'));
}

export function useDeleteWorldCover(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteWorldCover(worldId),
    onSuccess: () => queryClient.setQueryData(worldCoverQueryOptions(worldId).queryKey, null),
  });
}
