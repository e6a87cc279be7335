import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mapFeatureResponse,
  type MapFeature,
  type MapFeatureUpdateRequest,
} from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { featureSaved } from './map-cache';
import { mapsPath } from './maps-paths';

/** PUT api/Setting/{id}/Maps/{mapId}/Features/{featureId}: everything about it, on its version (409 otherwise). */
export function updateMapFeature(
  worldId: string,
  mapId: string,
  featureId: string,
  body: MapFeatureUpdateRequest,
): Promise<MapFeature> {
  return apiRequest('PUT', mapsPath(worldId, 'Maps', mapId, 'Features', featureId), {
    body,
    schema: mapFeatureResponse,
  });
}

/** The form shows field errors and stale versions itself, so the banner stays quiet. */
export function useUpdateMapFeature(worldId: string, mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ featureId, body }: { featureId: string; body: MapFeatureUpdateRequest }) =>
      updateMapFeature(worldId, mapId, featureId, body),
    meta: { banner: false },
    onSuccess: (feature) => featureSaved(queryClient, worldId, mapId, feature),
  });
}
