import type { DateParts } from '../../shared/calendar/calendar-config';
import type { MapGeometry, MapFeatureKind } from '../../shared/schemas/map';
import type { MapPoint } from '../../shared/maps/map-geometry';
import { safeJson } from './stored-json';

/*
 * A map feature's JSON columns (geometry, dates) between rows and values.
 * Pure: commands write with it, queries and presenters read with it.
 */

export function geometryColumn(geometry: MapGeometry): string {
  return JSON.stringify(geometry);
}

/** The stored geometry; a damaged row reads as a pin at the origin rather than failing the map. */
export function readGeometry(text: string): MapGeometry {
  const value = safeJson(text) as MapGeometry | null;
  if (value && typeof value === 'object') {
    if (value.kind === 'pin' && Array.isArray(value.point)) return value;
    if ((value.kind === 'region' || value.kind === 'path') && Array.isArray(value.points))
      return value;
  }
  return { kind: 'pin', point: [0, 0] };
}

export function geometryPoints(geometry: MapGeometry): MapPoint[] {
  return geometry.kind === 'pin' ? [geometry.point] : (geometry.points as MapPoint[]);
}

export function featureKind(geometry: MapGeometry): MapFeatureKind {
  return geometry.kind;
}

export function dateColumn(date: DateParts | null): string | null {
  return date ? JSON.stringify(date) : null;
}

export function readDate(text: string | null): DateParts | null {
  if (text === null) return null;
  const value = safeJson(text);
  return value && typeof value === 'object' ? (value as DateParts) : null;
}

/** What a feed row and a list call a feature: its own name, else its document's. */
export function featureLabel(name: string, documentName: string | null | undefined): string {
  return name !== '' ? name : (documentName ?? '');
}
