import * as z from 'zod/mini';
import type { DateParts } from '../../../../../shared/calendar/calendar-config';
import {
  mapFeatureRequest,
  type MapFeature,
  type MapFeatureUpdateRequest,
  type MapGeometry,
} from '../../../../../shared/schemas/map';

/** The id a drawn but not yet saved feature carries in the viewer. */
export const draftId = 'draft';

/** A new feature as the form starts it: only its shape, on the layer in use. */
export function draftFeature(geometry: MapGeometry, layerId: string | null): MapFeature {
  return {
    id: draftId,
    geometry,
    layerId,
    name: '',
    description: '',
    documentId: null,
    document: null,
    childMapId: null,
    eventId: null,
    event: null,
    color: null,
    icon: null,
    from: null,
    until: null,
    version: 0,
  };
}

export interface FeatureValues extends Record<string, unknown> {
  geometry: MapGeometry;
  layerId: string | null;
  name: string;
  description: string;
  documentId: string | null;
  childMapId: string | null;
  eventId: string | null;
  color: string | null;
  icon: MapFeature['icon'];
  from: DateParts | null;
  until: DateParts | null;
  version: number;
}

export const featureValues = (feature: MapFeature): FeatureValues => ({
  geometry: feature.geometry,
  layerId: feature.layerId,
  name: feature.name,
  description: feature.description,
  documentId: feature.documentId,
  childMapId: feature.childMapId,
  eventId: feature.eventId,
  color: feature.color,
  icon: feature.icon,
  from: feature.from,
  until: feature.until,
  version: feature.version,
});

/** A feature's request body with a new shape: what a drag or an edit of its vertices saves. */
export const movedFeature = (
  feature: MapFeature,
  geometry: MapGeometry,
): MapFeatureUpdateRequest => ({
  ...featureValues(feature),
  geometry,
});

/** What the form checks a new place against: the create rules, with the form's version 0 let through. */
export const draftFeatureForm = z.extend(mapFeatureRequest, { version: z.number() });
