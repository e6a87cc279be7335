import type { QueryClient } from '@tanstack/react-query';
import type { MapDetail, MapFeature, MapLayer } from '../../../../shared/schemas/map';
import { documentMapPlacesRootKey, mapKey, mapListKey } from './query-keys';

/** Writes one change into the cached map, so the viewer shows it without a refetch of every feature. */
export function patchCachedMap(
  queryClient: QueryClient,
  worldId: string,
  mapId: string,
  change: (map: MapDetail) => MapDetail,
): void {
  queryClient.setQueryData<MapDetail>(mapKey(worldId, mapId), (map) => (map ? change(map) : map));
}

export const withFeature = (map: MapDetail, feature: MapFeature): MapDetail => ({
  ...map,
  features: map.features.some((item) => item.id === feature.id)
    ? map.features.map((item) => (item.id === feature.id ? feature : item))
    : [...map.features, feature],
});

export const withoutFeature = (map: MapDetail, featureId: string): MapDetail => ({
  ...map,
  features: map.features.filter((item) => item.id !== featureId),
});

export const withLayer = (map: MapDetail, layer: MapLayer): MapDetail => ({
  ...map,
  layers: (map.layers.some((item) => item.id === layer.id)
    ? map.layers.map((item) => (item.id === layer.id ? layer : item))
    : [...map.layers, layer]
  ).sort((a, b) => a.position - b.position),
});

/** After a feature's change: pin counts in the list and documents' places may differ. */
export function featuresChanged(queryClient: QueryClient, worldId: string): void {
  void queryClient.invalidateQueries({ queryKey: mapListKey(worldId) });
  void queryClient.invalidateQueries({ queryKey: documentMapPlacesRootKey(worldId) });
}

/** A feature saved: written into the cached map, counts and places refreshed. */
export function featureSaved(
  queryClient: QueryClient,
  worldId: string,
  mapId: string,
  feature: MapFeature,
): void {
  patchCachedMap(queryClient, worldId, mapId, (map) => withFeature(map, feature));
  featuresChanged(queryClient, worldId);
}
