import type { DateParts } from '../../../../shared/calendar/calendar-config';
import { existsAt } from '../../../../shared/maps/map-geometry';
import type { MapFeature } from '../../../../shared/schemas/map';

/** The key the viewer's hidden layers use for the base layer (a feature's `layerId` null). */
export const baseLayerKey = 'base';

export function layerKey(feature: Pick<MapFeature, 'layerId'>): string {
  return feature.layerId ?? baseLayerKey;
}

/**
 * The features drawn: those on a shown layer that exist at `date` (every
 * one, whatever its dates, when `date` is null).
 */
export function visibleFeatures(
  features: readonly MapFeature[],
  hiddenLayerIds: ReadonlySet<string>,
  date: DateParts | null,
): MapFeature[] {
  return features.filter(
    (feature) =>
      !hiddenLayerIds.has(layerKey(feature)) && (date === null || existsAt(feature, date)),
  );
}
