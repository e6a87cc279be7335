import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mapLayerResponse,
  type MapLayer,
  type MapLayerUpdateRequest,
} from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { featuresChanged, patchCachedMap, withLayer } from './map-cache';
import { mapsPath } from './maps-paths';
import { mapKey } from './query-keys';

/** PUT api/Setting/{id}/Maps/{mapId}/Layers/{layerId}: name, secret, shown by default, on its version (409 otherwise). */
export function updateMapLayer(
  worldId: string,
  mapId: string,
  layerId: string,
  body: MapLayerUpdateRequest,
): Promise<MapLayer> {
  return apiRequest('PUT', mapsPath(worldId, 'Maps', mapId, 'Layers', layerId), {
    body,
    schema: mapLayerResponse,
  });
}

/** A refused change (a stale version) shows the layers as they are. */
export function useUpdateMapLayer(worldId: string, mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ layerId, body }: { layerId: string; body: MapLayerUpdateRequest }) =>
      updateMapLayer(worldId, mapId, layerId, body),
    onSuccess: (layer) => {
      patchCachedMap(queryClient, worldId, mapId, (map) => withLayer(map, layer));
      // A layer made secret hides its pins from others' counts and places.
      featuresChanged(queryClient, worldId);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: mapKey(worldId, mapId) }),
  });
}
