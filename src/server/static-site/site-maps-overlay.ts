import type { MapDetail, MapFeature } from '../../shared/schemas/map';
import { documentTypeColors } from '../../shared/wiki/document-types';
import { escapeHtml } from './html';

/**
 * The places of a map as the app draws them, in one SVG laid over the
 * picture: regions filled lightly under a coloured outline, paths as a
 * coloured line on a dark one, pins as coloured drops, each named in white
 * on a dark halo. Regions and paths scale with the picture (their strokes do
 * not); pins and names are placed in percent and keep their size, so a small
 * screen shows them as a large one does. No script: it draws from files.
 */

/** Mantine's shade 6 of the palettes document types take: what the app's pins show. */
const palette: Record<string, string> = {
  gray: '#868e96',
  grape: '#be4bdb',
  teal: '#12b886',
  orange: '#fd7e14',
  yellow: '#fab005',
  lime: '#82c91e',
  cyan: '#15aabf',
  indigo: '#4c6ef5',
  blue: '#228be6',
  pink: '#e64980',
};

export function placeColor(feature: Pick<MapFeature, 'color' | 'document'>): string {
  if (feature.color && /^#[0-9a-f]{6}$/i.test(feature.color)) return feature.color;
  const name = feature.document
    ? (documentTypeColors as Record<string, string>)[feature.document.type]
    : 'gray';
  return palette[name ?? 'gray'] ?? palette['gray']!;
}

export function placeLabel(feature: Pick<MapFeature, 'name' | 'document'>): string {
  return feature.name || feature.document?.name || '';
}

function withAlpha(hex: string, alpha: number): string {
  const [red, green, blue] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

function ink(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue! > 0.4 ? '#000000' : '#ffffff';
}

type Point = readonly [number, number];

/** Where a region's name sits: the centre of its outline's area (its box's centre if flat). */
function centroid(points: readonly Point[]): Point {
  let area = 0;
  let x = 0;
  let y = 0;
  points.forEach(([x0, y0], index) => {
    const [x1, y1] = points[(index + 1) % points.length]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  });
  if (Math.abs(area) < 1e-9) {
    const xs = points.map((point) => point[0]);
    const ys = points.map((point) => point[1]);
    return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  }
  return [x / (3 * area), y / (3 * area)];
}

/** Where a path's name sits: halfway along it. */
function midway(points: readonly Point[]): Point {
  const lengths = points.slice(1).map((point, index) => {
    const before = points[index]!;
    return Math.hypot(point[0] - before[0], point[1] - before[1]);
  });
  let left = lengths.reduce((sum, length) => sum + length, 0) / 2;
  for (const [index, length] of lengths.entries()) {
    if (left <= length && length > 0) {
      const [from, to] = [points[index]!, points[index + 1]!];
      const share = left / length;
      return [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share];
    }
    left -= length;
  }
  return points[0] ?? [0, 0];
}

export interface OverlayOptions {
  /** The full-size picture the places' pixels refer to. */
  width: number;
  height: number;
  /** What the overlay is called to a screen reader. */
  label: string;
  /** Where a place leads in the site, from the map's page; null when nowhere. */
  href: (feature: MapFeature) => string | null;
}

/** The features drawn: on the base layer or on a layer that opens shown, in the app's order. */
export function drawnPlaces(map: Pick<MapDetail, 'features' | 'layers'>): MapFeature[] {
  const layers = new Map(map.layers.map((layer) => [layer.id, layer]));
  const position = (feature: MapFeature) =>
    feature.layerId === null ? -1 : (layers.get(feature.layerId)?.position ?? -1);
  const band = { region: 0, path: 1, pin: 2 };
  return map.features
    .filter((feature) => feature.layerId === null || layers.get(feature.layerId)?.visible === true)
    .map((feature, index) => ({ feature, index }))
    .sort(
      (a, b) =>
        band[a.feature.geometry.kind] - band[b.feature.geometry.kind] ||
        position(a.feature) - position(b.feature) ||
        a.index - b.index,
    )
    .map(({ feature }) => feature);
}

/** The drop of a pin, its tip on (0, 0): 28 × 38 px as the app's marker. */
const pinPath = 'M0 0C-3 -13 -12 -17 -12 -23A12 12 0 0 1 12 -23C12 -17 3 -13 0 0Z';

export function mapOverlaySvg(features: readonly MapFeature[], options: OverlayOptions): string {
  const { width, height } = options;
  const percent = ([x, y]: Point) =>
    [`${((x / width) * 100).toFixed(3)}%`, `${((y / height) * 100).toFixed(3)}%`] as const;
  const linked = (feature: MapFeature, inner: string) => {
    const href = options.href(feature);
    return href ? `<a href="${escapeHtml(href)}">${inner}</a>` : inner;
  };
  const title = (feature: MapFeature) => {
    const words = [placeLabel(feature), feature.description].filter(Boolean).join(' — ');
    return words ? `<title>${escapeHtml(words)}</title>` : '';
  };
  const shapes: string[] = [];
  const marks: string[] = [];
  for (const feature of features) {
    const color = placeColor(feature);
    const label = placeLabel(feature);
    const geometry = feature.geometry;
    if (geometry.kind === 'pin') {
      const [x, y] = percent(geometry.point as Point);
      const name = label
        ? `<text class="name" x="${x}" y="${y}" dy="16" text-anchor="middle">${escapeHtml(label)}</text>`
        : '';
      marks.push(
        linked(
          feature,
          `<g class="place pin" data-place="${escapeHtml(feature.id)}">${title(feature)}<use href="#lw-pin" x="${x}" y="${y}" fill="${color}"/><use href="#lw-pin-dot" x="${x}" y="${y}" fill="${ink(color)}"/>${name}</g>`,
        ),
      );
      continue;
    }
    const points = geometry.points as Point[];
    const list = points.map(([px, py]) => `${px},${py}`).join(' ');
    if (geometry.kind === 'region')
      shapes.push(
        linked(
          feature,
          `<polygon class="place region" data-place="${escapeHtml(feature.id)}" points="${list}" fill="${withAlpha(color, 0.18)}" stroke="${color}" stroke-width="2" vector-effect="non-scaling-stroke">${title(feature)}</polygon>`,
        ),
      );
    else
      shapes.push(
        linked(
          feature,
          `<g class="place path" data-place="${escapeHtml(feature.id)}">${title(feature)}<polyline points="${list}" fill="none" stroke="rgba(0,0,0,0.55)" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" vector-effect="non-scaling-stroke"/><polyline points="${list}" fill="none" stroke="${color}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" vector-effect="non-scaling-stroke"/></g>`,
        ),
      );
    if (label) {
      const at = geometry.kind === 'region' ? centroid(points) : midway(points);
      const [x, y] = percent(at);
      const dy = geometry.kind === 'region' ? 4 : -6;
      marks.push(
        linked(
          feature,
          `<text class="name" x="${x}" y="${y}" dy="${dy}" text-anchor="middle">${escapeHtml(label)}</text>`,
        ),
      );
    }
  }
  return `<svg class="places" xmlns="http://www.w3.org/2000/svg" role="group" aria-label="${escapeHtml(options.label)}">
<defs><path id="lw-pin" d="${pinPath}" stroke="rgba(0,0,0,0.7)" stroke-width="1.5"/><circle id="lw-pin-dot" cx="0" cy="-23" r="4.5"/></defs>
<svg viewBox="0 0 ${width} ${height}" width="100%" height="100%" preserveAspectRatio="none" overflow="visible">${shapes.join('')}</svg>
${marks.join('\n')}
</svg>`;
}
