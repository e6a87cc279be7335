import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mapResponse, type MapDetail, type MapUpdateRequest } from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { mapsPath } from './maps-paths';
import { mapDetailsRootKey, mapKey, mapListKey } from './query-keys';

/** PUT api/Setting/{id}/Maps/{mapId}: name, description, parent and scale, on the version it was made on (409 otherwise). */
export function updateMap(
  worldId: string,
  mapId: string,
  body: MapUpdateRequest,
): Promise<MapDetail> {
  return apiRequest('PUT', mapsPath(worldId, 'Maps', mapId), { body, schema: mapResponse });
}

/** Field errors and a stale version are shown in the form, so the banner stays quiet. */
export function useUpdateMap(worldId: string, mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MapUpdateRequest) => updateMap(worldId, mapId, body),
    meta: { banner: false },
    onSuccess: (map) => {
      queryClient.setQueryData(mapKey(worldId, map.id), map);
      void queryClient.invalidateQueries({ queryKey: mapListKey(worldId) });
      // Breadcrumbs and child lists of other maps name this one.
      void queryClient.invalidateQueries({
        queryKey: mapDetailsRootKey(worldId),
        predicate: (query) => query.queryKey[3] !== map.id,
      });
    },
  });
}
