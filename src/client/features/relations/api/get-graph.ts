import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphResponse, type Graph } from '../../../../shared/schemas/relation';
import { apiRequest } from '../../../lib/api-client';
import { relationsPath } from './relations-paths';
import { relationGraphKey } from './query-keys';

/** GET api/Setting/{id}/Graph: the documents in relations (or pinned), every relation, types, tags and pinned positions. */
export function getGraph(worldId: string, signal?: AbortSignal): Promise<Graph> {
  return apiRequest('GET', relationsPath(worldId, 'Graph'), { schema: graphResponse, signal });
}

/** Stale a minute before the thumbnails' signed addresses expire, so they are fetched afresh in time. */
export const graphQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: relationGraphKey(worldId),
    queryFn: ({ signal }) => getGraph(worldId, signal),
    staleTime: (query) =>
      Math.max(0, Date.parse(query.state.data?.urlsExpireAt ?? '') - Date.now() - 60_000) || 0,
    refetchInterval: (query) =>
      Math.max(0, Date.parse(query.state.data?.urlsExpireAt ?? '') - Date.now() - 60_000) || false,
  });

export function useGraph(worldId: string) {
  return useQuery(graphQueryOptions(worldId));
}
