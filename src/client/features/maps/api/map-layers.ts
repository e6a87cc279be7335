import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  mapLayerResponse,
  type MapLayer,
  type MapLayerRequest,
  type MapLayerUpdateRequest,
} from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { featuresChanged, patchCachedMap, withLayer } from './map-cache';
import { mapsPath } from './maps-paths';
import { mapKey } from './query-keys';

const layersPath = (worldId: string, mapId: string, ...parts: string[]) =>
  mapsPath(worldId, 'Maps', mapId, 'Layers', ...parts);

/** POST api/Setting/{id}/Maps/{mapId}/Layers: a new layer on top. */
export function createMapLayer(
  worldId: string,
  mapId: string,
  body: MapLayerRequest,
): Promise<MapLayer> {
  return apiRequest('POST', layersPath(worldId, mapId), { body, schema: mapLayerResponse });
}

/** PUT …/Layers/{layerId}: name, secret, shown by default, on its version (409 otherwise). */
export function updateMapLayer(
  worldId: string,
  mapId: string,
  layerId: string,
  body: MapLayerUpdateRequest,
): Promise<MapLayer> {
  return apiRequest('PUT', layersPath(worldId, mapId, layerId), {
    body,
    schema: mapLayerResponse,
  });
}

/** PUT …/Layers/Order: every layer id the caller sees, bottom first. */
export function orderMapLayers(
  worldId: string,
  mapId: string,
  layerIds: string[],
): Promise<MapLayer[]> {
  return apiRequest('PUT', layersPath(worldId, mapId, 'Order'), {
    body: { layerIds },
    schema: z.array(mapLayerResponse),
  });
}

/** DELETE …/Layers/{layerId}: its features move to the base layer, or go with it. */
export function deleteMapLayer(
  worldId: string,
  mapId: string,
  layerId: string,
  deleteFeatures: boolean,
): Promise<void> {
  return apiRequest(
    'DELETE',
    `${layersPath(worldId, mapId, layerId)}?deleteFeatures=${String(deleteFeatures)}`,
  );
}

/** The layer mutations of one map, each written into the cached map. */
export function useMapLayerMutations(worldId: string, mapId: string) {
  const queryClient = useQueryClient();
  const refetchMap = () => queryClient.invalidateQueries({ queryKey: mapKey(worldId, mapId) });
  const create = useMutation({
    mutationFn: (body: MapLayerRequest) => createMapLayer(worldId, mapId, body),
    onSuccess: (layer) =>
      patchCachedMap(queryClient, worldId, mapId, (map) => withLayer(map, layer)),
  });
  const update = useMutation({
    mutationFn: ({ layerId, body }: { layerId: string; body: MapLayerUpdateRequest }) =>
      updateMapLayer(worldId, mapId, layerId, body),
    onSuccess: (layer) => {
      patchCachedMap(queryClient, worldId, mapId, (map) => withLayer(map, layer));
      // A layer made secret hides its pins from others' counts and places.
      featuresChanged(queryClient, worldId);
    },
    onError: () => void refetchMap(),
  });
  const order = useMutation({
    mutationFn: (layerIds: string[]) => orderMapLayers(worldId, mapId, layerIds),
    onSuccess: (layers) =>
      patchCachedMap(queryClient, worldId, mapId, (map) => ({
        ...map,
        layers: [...layers].sort((a, b) => a.position - b.position),
      })),
    onError: () => void refetchMap(),
  });
  const remove = useMutation({
    mutationFn: ({ layerId, deleteFeatures }: { layerId: string; deleteFeatures: boolean }) =>
      deleteMapLayer(worldId, mapId, layerId, deleteFeatures),
    onSuccess: () => {
      void refetchMap();
      featuresChanged(queryClient, worldId);
    },
  });
  return { create, update, order, remove };
}
