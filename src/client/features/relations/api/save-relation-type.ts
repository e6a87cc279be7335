import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  relationTypeResponse,
  type RelationType,
  type RelationTypeRequest,
} from '../../../../shared/schemas/relation';
import { apiRequest } from '../../../lib/api-client';
import { relationsPath } from './relations-paths';
import { relationsRootKey } from './query-keys';

/** POST api/Setting/{id}/RelationTypes, or PUT …/{typeId}: name (required, unique: 40041), colour, directed. */
export function saveRelationType(
  worldId: string,
  typeId: string | null,
  body: RelationTypeRequest,
): Promise<RelationType> {
  return typeId
    ? apiRequest('PUT', relationsPath(worldId, 'RelationTypes', typeId), {
        body,
        schema: relationTypeResponse,
      })
    : apiRequest('POST', relationsPath(worldId, 'RelationTypes'), {
        body,
        schema: relationTypeResponse,
      });
}

/** Field errors are shown under the fields, so the banner stays quiet. */
export function useSaveRelationType(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ typeId, body }: { typeId: string | null; body: RelationTypeRequest }) =>
      saveRelationType(worldId, typeId, body),
    meta: { banner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationsRootKey(worldId) }),
  });
}
