import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mapFeatureResponse,
  type MapFeature,
  type MapFeatureRequest,
  type MapFeatureUpdateRequest,
} from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { featuresChanged, patchCachedMap, withFeature, withoutFeature } from './map-cache';
import { mapsPath } from './maps-paths';

const featuresPath = (worldId: string, mapId: string, ...parts: string[]) =>
  mapsPath(worldId, 'Maps', mapId, 'Features', ...parts);

/** POST api/Setting/{id}/Maps/{mapId}/Features: a pin, region or path. */
export function createMapFeature(
  worldId: string,
  mapId: string,
  body: MapFeatureRequest,
): Promise<MapFeature> {
  return apiRequest('POST', featuresPath(worldId, mapId), { body, schema: mapFeatureResponse });
}

/** PUT …/Features/{featureId}: everything about it, on the version it was made on (409 otherwise). */
export function updateMapFeature(
  worldId: string,
  mapId: string,
  featureId: string,
  body: MapFeatureUpdateRequest,
): Promise<MapFeature> {
  return apiRequest('PUT', featuresPath(worldId, mapId, featureId), {
    body,
    schema: mapFeatureResponse,
  });
}

export function deleteMapFeature(worldId: string, mapId: string, featureId: string): Promise<void> {
  return apiRequest('DELETE', featuresPath(worldId, mapId, featureId));
}

/**
 * The feature mutations of one map, each written into the cached map. The
 * forms show field errors and stale versions themselves (no banner).
 */
export function useMapFeatureMutations(worldId: string, mapId: string) {
  const queryClient = useQueryClient();
  const saved = (feature: MapFeature) => {
    patchCachedMap(queryClient, worldId, mapId, (map) => withFeature(map, feature));
    featuresChanged(queryClient, worldId);
  };
  const create = useMutation({
    mutationFn: (body: MapFeatureRequest) => createMapFeature(worldId, mapId, body),
    meta: { banner: false },
    onSuccess: saved,
  });
  const update = useMutation({
    mutationFn: ({ featureId, body }: { featureId: string; body: MapFeatureUpdateRequest }) =>
      updateMapFeature(worldId, mapId, featureId, body),
    meta: { banner: false },
    onSuccess: saved,
  });
  const remove = useMutation({
    mutationFn: (featureId: string) => deleteMapFeature(worldId, mapId, featureId),
    onSuccess: (_nothing, featureId) => {
      patchCachedMap(queryClient, worldId, mapId, (map) => withoutFeature(map, featureId));
      featuresChanged(queryClient, worldId);
    },
  });
  return { create, update, remove };
}
