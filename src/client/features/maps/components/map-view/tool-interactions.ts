import Collection from 'ol/Collection';
import type Feature from 'ol/Feature';
import type { Geometry, LineString, Point, Polygon } from 'ol/geom';
import Draw, { type DrawEvent } from 'ol/interaction/Draw';
import Modify from 'ol/interaction/Modify';
import Snap from 'ol/interaction/Snap';
import Translate from 'ol/interaction/Translate';
import type Interaction from 'ol/interaction/Interaction';
import { unByKey } from 'ol/Observable';
import type { EventsKey } from 'ol/events';
import type { MapGeometry } from '../../../../../shared/schemas/map';
import { mapGeometryProblem, polylineLength } from '../../../../../shared/maps/map-geometry';
import { drawnPoints, fromView, isOnPicture, roundPoint } from '../../model/map-space';
import type { MapTool } from '../../model/map-tools';
import { featureIdKey, type MapScene } from './map-scene';
import { sketchStyle, type MapPalette } from './map-styles';

/**
 * What clicks, drags and keys do on the map for each tool. `installTool`
 * adds the tool's interactions and listeners to the scene and returns what
 * takes them off again; the component installs the tool anew when the tool,
 * the right to edit or the selection changes.
 */
export type MapProblem = 'crossing' | 'outside';

export interface ToolCallbacks {
  select(id: string | null): void;
  open(id: string): void;
  create(geometry: MapGeometry): void;
  geometryChange(id: string, geometry: MapGeometry): void;
  scaleLine(lengthPx: number): void;
  hover(id: string | null, pixel: number[] | null): void;
  /** The measuring line's length in picture pixels while it is drawn and after; null: none. */
  measure(lengthPx: number | null): void;
  problem(problem: MapProblem): void;
}

export interface ToolOptions {
  tool: MapTool;
  canEdit: boolean;
  palette: MapPalette;
}

function lineLength(geometry: LineString): number {
  return polylineLength(geometry.getCoordinates().map(fromView));
}

/** A geometry edited on the canvas, as the server keeps it; null when it is no shape we keep. */
export function editedGeometry(
  kind: MapGeometry['kind'],
  geometry: Geometry,
  picture: { width: number; height: number },
): { geometry: MapGeometry } | { problem: MapProblem } {
  if (kind === 'pin') {
    const point = fromView((geometry as Point).getCoordinates());
    if (!isOnPicture(point, picture)) return { problem: 'outside' };
    return { geometry: { kind, point: roundPoint(point) } };
  }
  const coordinates =
    kind === 'region'
      ? ((geometry as Polygon).getCoordinates()[0] ?? [])
      : (geometry as LineString).getCoordinates();
  const points = drawnPoints(coordinates, picture, kind === 'region');
  const problem = mapGeometryProblem(kind, points);
  if (problem === 'self-intersecting') return { problem: 'crossing' };
  if (problem) return { problem: 'outside' };
  return { geometry: { kind, points } };
}

/** How far apart, in screen pixels, two quick clicks (or taps) still make a double click. */
const doubleClickSlop = 16;

/**
 * Whether a click OpenLayers calls the second of a double click is one: the
 * first landed near it, in the same tool (null: before the tool was installed).
 */
export function isDoubleClick(first: number[] | null, second: number[]): boolean {
  if (!first) return false;
  return Math.hypot(first[0]! - second[0]!, first[1]! - second[1]!) <= doubleClickSlop;
}

export function installTool(
  scene: MapScene,
  options: ToolOptions,
  callbacks: ToolCallbacks,
): () => void {
  const { map } = scene;
  const element = map.getTargetElement();
  const viewport = map.getViewport();
  if (!element || !viewport) return () => undefined;
  const interactions: Interaction[] = [];
  const keys: EventsKey[] = [];
  let draw: Draw | null = null;
  let drawing = false;

  const add = (interaction: Interaction) => {
    interactions.push(interaction);
    map.addInteraction(interaction);
  };
  const snapToFeatures = () => {
    for (const source of [scene.regionSource, scene.pathSource, scene.pinSource]) {
      add(new Snap({ source, pixelTolerance: 8 }));
    }
  };
  const setCursor = (cursor: string) => {
    if (viewport.style.cursor !== cursor) viewport.style.cursor = cursor;
  };

  // Hover: the card in the select tool, a pointer over what a click would pick.
  keys.push(
    map.on('pointermove', (event) => {
      if (event.dragging) return;
      if (options.tool !== 'select' || drawing) {
        callbacks.hover(null, null);
        return;
      }
      const hit = scene.hitAt(event.pixel);
      setCursor(hit ? 'pointer' : '');
      callbacks.hover(hit && 'id' in hit ? hit.id : null, hit ? event.pixel : null);
    }),
  );
  const onLeave = () => callbacks.hover(null, null);
  viewport.addEventListener('pointerleave', onLeave);

  if (options.tool === 'select') {
    const pick = (pixel: number[]) => {
      const hit = scene.hitAt(pixel);
      if (!hit) callbacks.select(null);
      else if ('id' in hit) callbacks.select(hit.id);
      else if (!scene.openCluster(hit.cluster)) {
        callbacks.select(hit.cluster[0]!.get(featureIdKey) as string);
      }
    };
    // OpenLayers makes a double click of any two clicks within 250 ms, wherever they land, and
    // drops the first one's singleclick: a quick click on a place after one elsewhere picks it.
    let lastClick: number[] | null = null;
    let clickBefore: number[] | null = null;
    keys.push(
      map.on('click', (event) => {
        clickBefore = lastClick;
        lastClick = event.pixel;
      }),
      map.on('singleclick', (event) => pick(event.pixel)),
      // A double click on a feature follows it instead of zooming in.
      map.on('dblclick', (event) => {
        if (!isDoubleClick(clickBefore, event.pixel)) {
          pick(event.pixel);
          return false;
        }
        const hit = scene.hitAt(event.pixel);
        if (hit && 'id' in hit) {
          callbacks.open(hit.id);
          return false;
        }
        return true;
      }),
    );
    const selected = scene.selectedEntry();
    if (options.canEdit && selected) {
      const { feature, olFeature } = selected;
      const finish = (edited: Feature<Geometry>) => {
        const geometry = edited.getGeometry();
        if (!geometry) return;
        const result = editedGeometry(feature.geometry.kind, geometry, scene.picture);
        if ('problem' in result) {
          scene.restoreGeometry(feature.id);
          callbacks.problem(result.problem);
          return;
        }
        scene.markDirty(feature.id);
        callbacks.geometryChange(feature.id, result.geometry);
      };
      if (feature.geometry.kind === 'pin') {
        const translate = new Translate({ features: new Collection([olFeature]), hitTolerance: 4 });
        translate.on('translateend', () => finish(olFeature));
        add(translate);
      } else {
        const modify = new Modify({ source: scene.selectionSource, pixelTolerance: 10 });
        modify.on('modifyend', () => finish(olFeature));
        add(modify);
        snapToFeatures();
      }
    }
  }

  if (options.tool === 'pin') {
    setCursor('crosshair');
    keys.push(
      map.on('click', (event) => {
        const point = fromView(event.coordinate);
        if (!isOnPicture(point, scene.picture)) callbacks.problem('outside');
        else callbacks.create({ kind: 'pin', point: roundPoint(point) });
      }),
    );
  }

  if (options.tool === 'region' || options.tool === 'path') {
    const kind = options.tool;
    draw = new Draw({
      type: kind === 'region' ? 'Polygon' : 'LineString',
      style: sketchStyle(options.palette),
      stopClick: true,
    });
    draw.on('drawend', (event: DrawEvent) => {
      drawing = false;
      const geometry = event.feature.getGeometry();
      if (!geometry) return;
      const result = editedGeometry(kind, geometry, scene.picture);
      if ('problem' in result) callbacks.problem(result.problem);
      else callbacks.create(result.geometry);
    });
    add(draw);
    snapToFeatures();
  }

  if (options.tool === 'measure' || options.tool === 'scale') {
    const measuring = options.tool === 'measure';
    draw = new Draw({
      type: 'LineString',
      style: sketchStyle(options.palette),
      maxPoints: measuring ? undefined : 2,
      stopClick: true,
    });
    let sketchKey: EventsKey | null = null;
    draw.on('drawstart', (event: DrawEvent) => {
      scene.sketchSource.clear();
      const geometry = event.feature.getGeometry() as LineString;
      sketchKey = geometry.on('change', () => {
        if (measuring) callbacks.measure(lineLength(geometry));
      });
    });
    draw.on('drawend', (event: DrawEvent) => {
      drawing = false;
      if (sketchKey) unByKey(sketchKey);
      const geometry = event.feature.getGeometry() as LineString;
      scene.sketchSource.addFeature(event.feature);
      const length = lineLength(geometry);
      if (measuring) callbacks.measure(length);
      else if (length > 0) callbacks.scaleLine(length);
    });
    draw.on('drawabort', () => {
      if (sketchKey) unByKey(sketchKey);
      if (measuring) callbacks.measure(null);
    });
    add(draw);
    snapToFeatures();
  }

  if (draw) {
    setCursor('crosshair');
    draw.on('drawstart', () => {
      drawing = true;
    });
    draw.on('drawabort', () => {
      drawing = false;
    });
  }

  // Escape drops a drawing half made, else the selection; Enter follows the selected feature.
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      if (draw && drawing) {
        draw.abortDrawing();
        drawing = false;
      } else if (options.tool === 'measure' || options.tool === 'scale') {
        scene.sketchSource.clear();
        callbacks.measure(null);
      } else {
        callbacks.select(null);
      }
    } else if (event.key === 'Enter') {
      const selected = scene.selectedEntry();
      if (selected && options.tool === 'select') {
        event.preventDefault();
        callbacks.open(selected.feature.id);
      }
    } else if (event.key === 'Backspace' && draw && drawing) {
      draw.removeLastPoint();
    }
  };
  element.addEventListener('keydown', onKey);

  return () => {
    for (const interaction of interactions) map.removeInteraction(interaction);
    unByKey(keys);
    element.removeEventListener('keydown', onKey);
    viewport.removeEventListener('pointerleave', onLeave);
    setCursor('');
    if (options.tool === 'measure' || options.tool === 'scale') {
      scene.sketchSource.clear();
      callbacks.measure(null);
    }
  };
}
