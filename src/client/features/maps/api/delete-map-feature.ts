import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { featuresChanged, patchCachedMap, withoutFeature } from './map-cache';
import { mapsPath } from './maps-paths';

/** DELETE api/Setting/{id}/Maps/{mapId}/Features/{featureId}. */
export function deleteMapFeature(worldId: string, mapId: string, featureId: string): Promise<void> {
  return apiRequest('DELETE', mapsPath(worldId, 'Maps', mapId, 'Features', featureId));
}

export function useDeleteMapFeature(worldId: string, mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (featureId: string) => deleteMapFeature(worldId, mapId, featureId),
    onSuccess: (_nothing, featureId) => {
      patchCachedMap(queryClient, worldId, mapId, (map) => withoutFeature(map, featureId));
      featuresChanged(queryClient, worldId);
    },
  });
}
