import { MultiPoint, type Geometry, type LineString, type Polygon } from 'ol/geom';
import type { FeatureLike } from 'ol/Feature';
import { Circle, Fill, Icon, Stroke, Style, Text } from 'ol/style';
import type { MapFeature, MapPinIcon } from '../../../../../shared/schemas/map';
import {
  contrastingInk,
  featureColor,
  featureLabel,
  pinIcon,
  withAlpha,
  type ThemeColors,
} from '../../model/feature-look';
import { pinGlyphs } from './pin-glyphs';

/**
 * The OpenLayers styles of pins, regions, paths, clusters and the lines the
 * tools draw. A feature's style is built once when it changes and kept on
 * it, so a frame of 5,000 pins allocates nothing; the pins' markers are
 * canvases shared by every pin of one icon and colour.
 */
export interface MapPalette {
  colors: ThemeColors;
  font: string;
  /** The selection's outline and the measuring line. */
  accent: string;
  clusterFill: string;
  clusterText: string;
}

/**
 * Style z-indexes on the places' one layer: paths above every region, pins
 * above both. Decluttering goes from the highest down, so a pin's label
 * keeps its place and a region's label under it gives way.
 */
const placeBands = { path: 1_000, pin: 2_000 };

const labelFill = new Fill({ color: '#ffffff' });
const labelHalo = new Stroke({ color: 'rgba(0, 0, 0, 0.85)', width: 3 });
const selectedHalo = '#ffffff';

/** The marker: a drop of the feature's colour, tip on the point, the icon in it. */
const marker = { width: 28, height: 38, radius: 12, glyph: 15 };
const markerCanvases = new Map<string, HTMLCanvasElement>();

function markerCanvas(icon: MapPinIcon, color: string, selected: boolean): HTMLCanvasElement {
  const ratio = Math.min(Math.max(Math.ceil(globalThis.devicePixelRatio || 1), 1), 3);
  const key = `${icon}|${color}|${selected}|${ratio}`;
  const cached = markerCanvases.get(key);
  if (cached) return cached;
  const canvas = document.createElement('canvas');
  canvas.width = marker.width * ratio;
  canvas.height = marker.height * ratio;
  const context = canvas.getContext('2d');
  if (context) {
    context.scale(ratio, ratio);
    const centre = marker.width / 2;
    const { radius } = marker;
    const top = 2 + radius;
    context.beginPath();
    context.moveTo(centre, marker.height - 1);
    context.bezierCurveTo(
      centre - 3,
      top + radius - 2,
      centre - radius,
      top + 6,
      centre - radius,
      top,
    );
    context.arc(centre, top, radius, Math.PI, 0);
    context.bezierCurveTo(
      centre + radius,
      top + 6,
      centre + 3,
      top + radius - 2,
      centre,
      marker.height - 1,
    );
    context.closePath();
    context.fillStyle = color;
    context.fill();
    context.lineWidth = selected ? 2.5 : 1.5;
    context.strokeStyle = selected ? selectedHalo : 'rgba(0, 0, 0, 0.7)';
    context.stroke();
    const scale = marker.glyph / 24;
    context.save();
    context.translate(centre - marker.glyph / 2, top - marker.glyph / 2);
    context.scale(scale, scale);
    context.lineWidth = 2.2;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = contrastingInk(color);
    for (const path of pinGlyphs[icon]) context.stroke(new Path2D(path));
    context.restore();
  }
  canvas.dataset['key'] = key;
  markerCanvases.set(key, canvas);
  return canvas;
}

function label(text: string, palette: MapPalette, options: ConstructorParameters<typeof Text>[0]) {
  return text
    ? new Text({
        text,
        font: `600 12px ${palette.font}`,
        fill: labelFill,
        stroke: labelHalo,
        declutterMode: 'declutter',
        ...options,
      })
    : undefined;
}

const markerIcons = new Map<HTMLCanvasElement, Icon>();

/** One Icon per marker canvas, shared by every pin that looks alike. */
function markerIcon(canvas: HTMLCanvasElement): Icon {
  let icon = markerIcons.get(canvas);
  if (!icon) {
    icon = new Icon({
      img: canvas,
      width: marker.width,
      height: marker.height,
      anchor: [0.5, 1],
      declutterMode: 'none',
    });
    markerIcons.set(canvas, icon);
  }
  return icon;
}

function pinStyle(feature: MapFeature, palette: MapPalette, selected: boolean): Style {
  const canvas = markerCanvas(pinIcon(feature), featureColor(feature, palette.colors), selected);
  return new Style({
    image: markerIcon(canvas),
    text: label(featureLabel(feature), palette, { offsetY: 4, textBaseline: 'top' }),
    zIndex: selected ? 1 : 0,
  });
}

const pinLooks = new Map<string, Style>();

/**
 * An unselected pin's style, one per icon and colour whatever the number of
 * pins: only the label differs, and it is set on the shared style as the
 * pin is drawn (OpenLayers copies the text then), so no style is built per pin.
 */
export function pinLook(feature: MapFeature, palette: MapPalette): Style {
  const canvas = markerCanvas(pinIcon(feature), featureColor(feature, palette.colors), false);
  const key = `${canvas.dataset['key'] ?? ''}|${palette.font}`;
  let style = pinLooks.get(key);
  if (!style) {
    style = new Style({
      image: markerIcon(canvas),
      text: label(' ', palette, { offsetY: 4, textBaseline: 'top' }),
      zIndex: placeBands.pin,
    });
    pinLooks.set(key, style);
  }
  style.getText()!.setText(featureLabel(feature));
  return style;
}

const vertexStyle = (accent: string) =>
  new Style({
    image: new Circle({
      radius: 4,
      fill: new Fill({ color: '#ffffff' }),
      stroke: new Stroke({ color: accent, width: 2 }),
    }),
    geometry: (feature: FeatureLike) => {
      const geometry = feature.getGeometry() as Geometry | undefined;
      if (!geometry) return undefined;
      const type = geometry.getType();
      if (type === 'Polygon') return new MultiPoint((geometry as Polygon).getCoordinates()[0]!);
      if (type === 'LineString') return new MultiPoint((geometry as LineString).getCoordinates());
      return undefined;
    },
  });

function regionStyles(
  feature: MapFeature,
  palette: MapPalette,
  selected: boolean,
  editing: boolean,
  zIndex: number,
): Style[] {
  const color = featureColor(feature, palette.colors);
  const styles = [
    new Style({
      fill: new Fill({ color: withAlpha(color, selected ? 0.3 : 0.18) }),
      stroke: new Stroke({ color, width: selected ? 3 : 2 }),
      text: label(featureLabel(feature), palette, { overflow: false }),
      zIndex,
    }),
  ];
  if (selected) {
    styles.unshift(new Style({ stroke: new Stroke({ color: selectedHalo, width: 6 }), zIndex }));
  }
  if (editing) styles.push(vertexStyle(palette.accent));
  return styles;
}

function pathStyles(
  feature: MapFeature,
  palette: MapPalette,
  selected: boolean,
  editing: boolean,
  zIndex: number,
): Style[] {
  const color = featureColor(feature, palette.colors);
  const styles = [
    new Style({ stroke: new Stroke({ color: 'rgba(0, 0, 0, 0.55)', width: 6 }), zIndex }),
    new Style({
      stroke: new Stroke({ color, width: 3.5, lineCap: 'round', lineJoin: 'round' }),
      text: label(featureLabel(feature), palette, {
        placement: 'line',
        textBaseline: 'bottom',
        offsetY: -4,
      }),
      zIndex,
    }),
  ];
  if (selected) {
    styles[0] = new Style({ stroke: new Stroke({ color: selectedHalo, width: 8 }), zIndex });
  }
  if (editing) styles.push(vertexStyle(palette.accent));
  return styles;
}

/**
 * A feature's style. `zIndex` orders regions and paths by their layer's
 * position; the selected feature is drawn above all on its own layer.
 */
export function featureStyle(
  feature: MapFeature,
  palette: MapPalette,
  options: { selected?: boolean; editing?: boolean; zIndex?: number } = {},
): Style | Style[] {
  const { selected = false, editing = false, zIndex = 0 } = options;
  switch (feature.geometry.kind) {
    case 'pin':
      return pinStyle(feature, palette, selected);
    case 'region':
      return regionStyles(feature, palette, selected, editing, zIndex);
    case 'path':
      return pathStyles(feature, palette, selected, editing, placeBands.path + zIndex);
  }
}

const clusterStyles = new Map<string, Style>();

/** A bubble with the number of pins it stands for. */
export function clusterStyle(count: number, palette: MapPalette): Style {
  const text = count > 999 ? '999+' : String(count);
  const key = `${text}|${palette.clusterFill}`;
  let style = clusterStyles.get(key);
  if (!style) {
    const radius = count < 10 ? 14 : count < 100 ? 17 : 20;
    style = new Style({
      image: new Circle({
        radius,
        fill: new Fill({ color: palette.clusterFill }),
        stroke: new Stroke({ color: 'rgba(255, 255, 255, 0.9)', width: 2 }),
        declutterMode: 'none',
      }),
      text: new Text({
        text,
        font: `700 12px ${palette.font}`,
        fill: new Fill({ color: palette.clusterText }),
      }),
      zIndex: placeBands.pin,
    });
    clusterStyles.set(key, style);
  }
  return style;
}

/** The line the measure and scale tools draw, and its points. */
export function sketchStyle(palette: MapPalette): Style[] {
  return [
    new Style({ stroke: new Stroke({ color: 'rgba(0, 0, 0, 0.7)', width: 5 }) }),
    new Style({
      stroke: new Stroke({ color: palette.accent, width: 2.5, lineDash: [8, 6] }),
      fill: new Fill({
        color: withAlpha(palette.accent.startsWith('#') ? palette.accent : '#ffffff', 0.15),
      }),
      image: new Circle({
        radius: 5,
        fill: new Fill({ color: palette.accent }),
        stroke: new Stroke({ color: '#000000', width: 1 }),
      }),
    }),
  ];
}
