import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { featuresChanged } from './map-cache';
import { mapsPath } from './maps-paths';
import { mapKey } from './query-keys';

/** DELETE api/Setting/{id}/Maps/{mapId}/Layers/{layerId}: its features move to the base layer, or go with it. */
export function deleteMapLayer(
  worldId: string,
  mapId: string,
  layerId: string,
  deleteFeatures: boolean,
): Promise<void> {
  const path = mapsPath(worldId, 'Maps', mapId, 'Layers', layerId);
  return apiRequest('DELETE', `${path}?deleteFeatures=${String(deleteFeatures)}`);
}

export function useDeleteMapLayer(worldId: string, mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ layerId, deleteFeatures }: { layerId: string; deleteFeatures: boolean }) =>
      deleteMapLayer(worldId, mapId, layerId, deleteFeatures),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: mapKey(worldId, mapId) });
      featuresChanged(queryClient, worldId);
    },
  });
}
