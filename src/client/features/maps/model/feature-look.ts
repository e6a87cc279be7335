import type { MapFeature, MapPinIcon } from '../../../../shared/schemas/map';
import { documentTypeColors, type DocumentType } from '../../../../shared/wiki/document-types';

/**
 * How a feature looks, decided without a canvas: its colour, its pin's icon
 * and the words of its label.
 */

/** The theme's palettes by name (Mantine's `theme.colors`): ten shades each. */
export type ThemeColors = Record<string, readonly string[]>;

/** The shade pins and outlines take: bright enough on the dark theme and on most pictures. */
const shade = 6;
const fallbackColor = '#868e96';

/** A pin's icon when it names none: its document type's, or a label for a free one. */
export const documentTypeIcons: Record<DocumentType, MapPinIcon> = {
  character: 'star',
  location: 'pin',
  faction: 'flag',
  item: 'star',
  creature: 'skull',
  culture: 'village',
  religion: 'temple',
  event: 'battle',
  lore: 'label',
  note: 'label',
};

/** The feature's own colour, else its document type's, else the theme's free-label colour. */
export function featureColor(
  feature: Pick<MapFeature, 'color' | 'document'>,
  colors: ThemeColors,
  freeColor = 'gray',
): string {
  if (feature.color) return feature.color;
  const palette = feature.document
    ? (documentTypeColors as Record<string, string>)[feature.document.type]
    : freeColor;
  return colors[palette ?? freeColor]?.[shade] ?? fallbackColor;
}

export function pinIcon(feature: Pick<MapFeature, 'icon' | 'document'>): MapPinIcon {
  if (feature.icon) return feature.icon;
  if (!feature.document) return 'label';
  return (documentTypeIcons as Record<string, MapPinIcon>)[feature.document.type] ?? 'pin';
}

/** What the label says: the feature's name, else its document's. */
export function featureLabel(feature: Pick<MapFeature, 'name' | 'document'>): string {
  return feature.name || feature.document?.name || '';
}

/** `#rrggbb` with an alpha, for a region's fill. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return hex;
  const [red, green, blue] = match.slice(1).map((part) => parseInt(part, 16));
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

/**
 * Black or white, whichever reads better on `hex` (the glyph on a pin, the
 * halo of a label), by the colour's relative luminance.
 */
export function contrastingInk(hex: string): '#000000' | '#ffffff' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '#ffffff';
  const [red, green, blue] = match.slice(1).map((part) => {
    const value = parseInt(part, 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  return luminance > 0.4 ? '#000000' : '#ffffff';
}
