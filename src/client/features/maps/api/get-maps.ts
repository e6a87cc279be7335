import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapListResponse, type MapSummary } from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { mapsPath } from './maps-paths';
import { mapListKey } from './query-keys';

/** GET api/Setting/{id}/Maps: every map of the world with its thumbnail, status and pin count. */
export function getMaps(worldId: string, signal?: AbortSignal): Promise<MapSummary[]> {
  return apiRequest('GET', mapsPath(worldId, 'Maps'), { schema: mapListResponse, signal });
}

/** Fetched again every 2 s while a map is being tiled (the live notice is the fast path). */
export const mapsQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: mapListKey(worldId),
    queryFn: ({ signal }) => getMaps(worldId, signal),
    refetchInterval: (query) =>
      query.state.data?.some((map) => map.status === 'tiling') ? 2000 : false,
  });

export function useMaps(worldId: string) {
  return useQuery(mapsQueryOptions(worldId));
}
