import type { ReactNode } from 'react';
import type { DateParts } from '../../../../../shared/calendar/calendar-config';
import type { MapDetail, MapFeature, MapGeometry } from '../../../../../shared/schemas/map';
import type { MapTool } from '../../model/map-tools';

/** The viewer's contract (the plan's `MapViewProps`), until the viewer exports its own. */
export interface MapViewProps {
  map: MapDetail;
  features: MapFeature[];
  hiddenLayerIds: ReadonlySet<string>;
  date: DateParts | null;
  tool: MapTool;
  canEdit: boolean;
  selectedFeatureId: string | null;
  flyTo: { featureId: string; nonce: number } | null;
  onSelect(featureId: string | null): void;
  onCreate(geometry: MapGeometry): void;
  onGeometryChange(featureId: string, geometry: MapGeometry): void;
  onOpen(feature: MapFeature): void;
  onScaleLine(lengthPx: number): void;
  renderHoverCard?(feature: MapFeature): ReactNode;
}
