import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mapFeatureResponse,
  type MapFeature,
  type MapFeatureRequest,
} from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { featureSaved } from './map-cache';
import { mapsPath } from './maps-paths';

/** POST api/Setting/{id}/Maps/{mapId}/Features: a pin, region or path. */
export function createMapFeature(
  worldId: string,
  mapId: string,
  body: MapFeatureRequest,
): Promise<MapFeature> {
  return apiRequest('POST', mapsPath(worldId, 'Maps', mapId, 'Features'), {
    body,
    schema: mapFeatureResponse,
  });
}

/** The form shows field errors itself, so the banner stays quiet. */
export function useCreateMapFeature(worldId: string, mapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MapFeatureRequest) => createMapFeature(worldId, mapId, body),
    meta: { banner: false },
    onSuccess: (feature) => featureSaved(queryClient, worldId, mapId, feature),
  });
}
