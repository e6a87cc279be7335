import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mapsPath } from './maps-paths';
import { documentMapPlacesRootKey, mapDetailsRootKey, mapKey, mapListKey } from './query-keys';

/** DELETE api/Setting/{id}/Maps/{mapId}: its child maps move to the top, pins that opened it open nothing. */
export function deleteMap(worldId: string, mapId: string): Promise<void> {
  return apiRequest('DELETE', mapsPath(worldId, 'Maps', mapId));
}

export function useDeleteMap(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mapId: string) => deleteMap(worldId, mapId),
    onSuccess: (_nothing, mapId) => {
      queryClient.removeQueries({ queryKey: mapKey(worldId, mapId) });
      void queryClient.invalidateQueries({ queryKey: mapListKey(worldId) });
      void queryClient.invalidateQueries({ queryKey: mapDetailsRootKey(worldId) });
      void queryClient.invalidateQueries({ queryKey: documentMapPlacesRootKey(worldId) });
    },
  });
}
