import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mapResponse, type MapDetail, type MapRequest } from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { mapsPath } from './maps-paths';
import { mapKey, mapListKey } from './query-keys';

/** POST api/Setting/{id}/Maps: a map without a picture yet (status `empty`). */
export function createMap(worldId: string, body: MapRequest): Promise<MapDetail> {
  return apiRequest('POST', mapsPath(worldId, 'Maps'), { body, schema: mapResponse });
}

/** Field errors are shown in the form, so the banner stays quiet. */
export function useCreateMap(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MapRequest) => createMap(worldId, body),
    meta: { banner: false },
    onSuccess: (map) => {
      queryClient.setQueryData(mapKey(worldId, map.id), map);
      void queryClient.invalidateQueries({ queryKey: mapListKey(worldId) });
    },
  });
}
