import type { MapScale } from '../../../../shared/schemas/map';
import { travelHours } from '../../../../shared/maps/map-geometry';

/**
 * Lengths, areas and travel times as the measure panel shows them: in the
 * map's units when it has a scale, else in picture pixels.
 */
export interface Quantity {
  value: number;
  /** The map's unit, or null for pixels. */
  unit: string | null;
}

export function lengthIn(pixels: number, scale: MapScale | null): Quantity {
  return scale
    ? { value: pixels * scale.unitsPerPixel, unit: scale.unit }
    : { value: pixels, unit: null };
}

export function areaIn(squarePixels: number, scale: MapScale | null): Quantity {
  return scale
    ? { value: squarePixels * scale.unitsPerPixel ** 2, unit: scale.unit }
    : { value: squarePixels, unit: null };
}

/** Days and hours of a journey of `pixels` at `speed` map units an hour; null without a scale or a speed. */
export function travelTime(
  pixels: number,
  scale: MapScale | null,
  speed: number,
): { days: number; hours: number; minutes: number } | null {
  if (!scale || !(speed > 0)) return null;
  const totalMinutes = Math.round(travelHours(pixels, scale.unitsPerPixel, speed) * 60);
  return {
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor((totalMinutes % (24 * 60)) / 60),
    minutes: totalMinutes % 60,
  };
}

/** A number as the panel prints it: up to three significant decimals, grouped by the language. */
export function formatQuantity(value: number, language: string): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
}
