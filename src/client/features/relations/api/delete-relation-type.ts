import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { relationsPath } from './relations-paths';
import { relationsRootKey } from './query-keys';

/** DELETE api/Setting/{id}/RelationTypes/{typeId}: the type and every relation of it. */
export function deleteRelationType(worldId: string, typeId: string): Promise<void> {
  return apiRequest('DELETE', relationsPath(worldId, 'RelationTypes', typeId));
}

export function useDeleteRelationType(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (typeId: string) => deleteRelationType(worldId, typeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationsRootKey(worldId) }),
  });
}
