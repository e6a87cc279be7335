import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { mapLayerResponse, type MapLayer } from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { patchCachedMap } from './map-cache';
import { mapsPath } from './maps-paths';
import { mapKey } from './query-keys';

/** PUT api/Setting/{id}/Maps/{mapId}/Layers/Order: every layer id the caller sees, bottom first. */
export function orderMapLayers(
  worldId: string,
  mapId: string,
  layerIds: string[],
): Promise<MapLayer[]> {
  return apiRequest('PUT', mapsPath(worldId, 'Maps', mapId, 'Layers', 'Order'), {
    body: { layerIds },
    schema: z.array(mapLayerResponse),
  });
}

export function useOrderMapLayers(worldId: string, mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layerIds: string[]) => orderMapLayers(worldId, mapId, layerIds),
    onSuccess: (layers) =>
      patchCachedMap(queryClient, worldId, mapId, (map) => ({
        ...map,
        layers: [...layers].sort((a, b) => a.position - b.position),
      })),
    onError: () => void queryClient.invalidateQueries({ queryKey: mapKey(worldId, mapId) }),
  });
}
