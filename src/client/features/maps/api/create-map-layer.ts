import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mapLayerResponse,
  type MapLayer,
  type MapLayerRequest,
} from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { patchCachedMap, withLayer } from './map-cache';
import { mapsPath } from './maps-paths';

/** POST api/Setting/{id}/Maps/{mapId}/Layers: a new layer on top. */
export function createMapLayer(
  worldId: string,
  mapId: string,
  body: MapLayerRequest,
): Promise<MapLayer> {
  return apiRequest('POST', mapsPath(worldId, 'Maps', mapId, 'Layers'), {
    body,
    schema: mapLayerResponse,
  });
}

export function useCreateMapLayer(worldId: string, mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MapLayerRequest) => createMapLayer(worldId, mapId, body),
    onSuccess: (layer) =>
      patchCachedMap(queryClient, worldId, mapId, (map) => withLayer(map, layer)),
  });
}
