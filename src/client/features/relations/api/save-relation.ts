import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  relationResponse,
  type Relation,
  type RelationRequest,
  type RelationUpdateRequest,
} from '../../../../shared/schemas/relation';
import { apiRequest } from '../../../lib/api-client';
import { relationsPath } from './relations-paths';
import { relationsRootKey } from './query-keys';

export type RelationSave =
  { relationId: null; body: RelationRequest } | { relationId: string; body: RelationUpdateRequest };

/** POST api/Setting/{id}/Relations (type, source, target, label), or PUT …/{relationId} (documents and label). */
export function saveRelation(worldId: string, save: RelationSave): Promise<Relation> {
  return save.relationId
    ? apiRequest('PUT', relationsPath(worldId, 'Relations', save.relationId), {
        body: save.body,
        schema: relationResponse,
      })
    : apiRequest('POST', relationsPath(worldId, 'Relations'), {
        body: save.body,
        schema: relationResponse,
      });
}

/** Field errors (the pair exists, a document to itself) are shown in the form, so the banner stays quiet. */
export function useSaveRelation(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: RelationSave) => saveRelation(worldId, save),
    meta: { banner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationsRootKey(worldId) }),
  });
}
