import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapResponse, type MapDetail } from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { mapsPath, signedUrlLife } from './maps-paths';
import { mapKey } from './query-keys';

/** GET api/Setting/{id}/Maps/{mapId}: the map, its picture's tiles, and the layers and features the caller may see. */
export function getMap(worldId: string, mapId: string, signal?: AbortSignal): Promise<MapDetail> {
  return apiRequest('GET', mapsPath(worldId, 'Maps', mapId), { schema: mapResponse, signal });
}

/**
 * Stale a minute before its tile signatures expire; fetched every 2 s while
 * tiling, as a fallback for the live progress notice.
 */
export const mapQueryOptions = (worldId: string, mapId: string) =>
  queryOptions({
    queryKey: mapKey(worldId, mapId),
    queryFn: ({ signal }) => getMap(worldId, mapId, signal),
    staleTime: (query) => signedUrlLife(query.state.data?.picture?.urlsExpireAt),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data?.status === 'tiling') return 2000;
      return signedUrlLife(data?.picture?.urlsExpireAt) || false;
    },
    // A deleted map (404) stays deleted: no retries.
    retry: false,
  });

export function useMap(worldId: string, mapId: string) {
  return useQuery(mapQueryOptions(worldId, mapId));
}
