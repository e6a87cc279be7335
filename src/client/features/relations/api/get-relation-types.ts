import { queryOptions, useQuery } from '@tanstack/react-query';
import { relationTypeListResponse, type RelationType } from '../../../../shared/schemas/relation';
import { apiRequest } from '../../../lib/api-client';
import { relationsPath } from './relations-paths';
import { relationTypesKey } from './query-keys';

/** GET api/Setting/{id}/RelationTypes: the world's relation types with their relation counts. */
export function getRelationTypes(worldId: string, signal?: AbortSignal): Promise<RelationType[]> {
  return apiRequest('GET', relationsPath(worldId, 'RelationTypes'), {
    schema: relationTypeListResponse,
    signal,
  });
}

export const relationTypesQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: relationTypesKey(worldId),
    queryFn: ({ signal }) => getRelationTypes(worldId, signal),
  });

export function useRelationTypes(worldId: string) {
  return useQuery(relationTypesQueryOptions(worldId));
}
