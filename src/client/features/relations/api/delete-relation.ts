import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { relationsPath } from './relations-paths';
import { relationsRootKey } from './query-keys';

/** DELETE api/Setting/{id}/Relations/{relationId}. */
export function deleteRelation(worldId: string, relationId: string): Promise<void> {
  return apiRequest('DELETE', relationsPath(worldId, 'Relations', relationId));
}

export function useDeleteRelation(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (relationId: string) => deleteRelation(worldId, relationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationsRootKey(worldId) }),
  });
}
