import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import { MantineProvider, Stack, Text, TextInput } from '@mantine/core';
import type TileLayer from 'ol/layer/Tile';
import type XYZ from 'ol/source/XYZ';
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from '../../../src/client/app/theme';
import { MapView } from '../../../src/client/features/maps/components/map-view/MapView';
import { MapScene } from '../../../src/client/features/maps/components/map-view/map-scene';
import { FeatureList } from '../../../src/client/features/maps/components/page/FeatureList';
import { i18n, loadWorkspaceCatalogue } from '../../../src/client/lib/i18n';
import type { MapDetail, MapFeature } from '../../../src/shared/schemas/map';
import {
  afterNextPaint,
  runCanvasFloor,
  runInteraction,
  type FrameSamples,
} from '../timeline-page/frame-meter';

/**
 * The maps bench page: the real MapView (OpenLayers, our styles and
 * clustering) inside the app's providers. It asks the real server (proxied
 * on this page's origin) for the map as the map page does, so its tiles come
 * through the real routes. tests/bench/maps-view.ts calls window.mapsBench.
 */
export interface MapsOpenResult {
  /** The map's request (GET …/Maps/:mapId, every place in it) from its start to the parsed answer. */
  fetchMs: number;
  /** From the map's request until the first `rendercomplete`: every tile of the first view drawn. */
  tilesDrawnMs: number;
  /** From the map's request until the first `rendercomplete` with the places drawn (a large map's come after its tiles). */
  placesDrawnMs: number;
  tilesLoaded: number;
  features: number;
  /** Where the first view's time went, in ms from the map's request. */
  phases: MapsOpenPhases;
}

export interface MapsOpenPhases {
  /** The map's answer parsed and handed to React. */
  fetched: number;
  /** The scene given its features (MapView's effect), and how long that took. */
  featuresStart: number;
  featuresMs: number;
  /** The first tile asked for and the last one answered (resource timing). */
  firstTileRequest: number;
  lastTileResponse: number;
  /** The main thread's long tasks (≥ 50 ms) until the places were drawn: how many and their total. */
  longTasks: number;
  longTasksMs: number;
}

export interface MapsFramesResult {
  open: MapsOpenResult;
  /** ANCHORS' 120 frames zoomed out (resolution 4: pins gathered into clusters) and at full size (resolution 1). */
  zoomedOut: FrameSamples;
  fullSize: FrameSamples;
}

const root = document.getElementById('root')!;
const noop = () => undefined;
const noLayersHidden: ReadonlySet<string> = new Set();

// MapView keeps its scene to itself: the first scene handed features is the one measured.
let watched: {
  scene: MapScene;
  drawn: Promise<{ at: number; tiles: number }>;
  placesDrawn: Promise<number>;
  featuresAt: number;
  featuresMs: number;
} | null = null;
const setFeatures = MapScene.prototype.setFeatures;
MapScene.prototype.setFeatures = function (this: MapScene, ...args) {
  const at = performance.now();
  if (!watched) {
    const placesAwaited = args[1].length > 0;
    watched = {
      scene: this,
      drawn: tilesDrawn(this),
      placesDrawn: placesDrawn(this, placesAwaited),
      featuresAt: at,
      featuresMs: 0,
    };
  }
  setFeatures.apply(this, args);
  if (watched.scene === this && watched.featuresMs === 0)
    watched.featuresMs = performance.now() - at;
};

/** The first rendercomplete after a tile arrived: the view's picture and places all drawn. */
function tilesDrawn(scene: MapScene): Promise<{ at: number; tiles: number }> {
  let tiles = 0;
  const layer = scene.map.getLayers().item(0) as TileLayer<XYZ>;
  layer.getSource()?.on('tileloadend', () => tiles++);
  return new Promise((resolve) => {
    // Tiles asked before the places came count too: the scene asks for them as it is made.
    const tileEntries = () =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/Tiles/'))
        .length;
    const onComplete = () => {
      tiles = Math.max(tiles, tileEntries());
      if (tiles === 0) return;
      scene.map.un('rendercomplete', onComplete);
      resolve({ at: performance.now(), tiles });
    };
    scene.map.on('rendercomplete', onComplete);
  });
}

/**
 * The first rendercomplete of a frame drawn with places in the scene (any,
 * when none are handed over): places added while a rendercomplete is being
 * told count from the next one.
 */
function placesDrawn(scene: MapScene, awaited: boolean): Promise<number> {
  const placed = () =>
    scene.pinSource.getFeatures().length +
    scene.regionSource.getFeatures().length +
    scene.pathSource.getFeatures().length;
  let drawnWithPlaces = !awaited;
  scene.map.on('precompose', () => {
    if (placed() > 0) drawnWithPlaces = true;
  });
  return new Promise((resolve) => {
    const onComplete = () => {
      if (!drawnWithPlaces) return;
      scene.map.un('rendercomplete', onComplete);
      resolve(performance.now());
    };
    scene.map.on('rendercomplete', onComplete);
  });
}

function providers(children: ReactNode) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        forceColorScheme="dark"
        cssVariablesResolver={cssVariablesResolver}
      >
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}

/**
 * The providers are mounted when the page loads, as the app's are long before
 * a map page opens: a measure starts with handing them the view.
 */
let show: ((view: ReactNode) => void) | null = null;
function Host() {
  const [view, setView] = useState<ReactNode>(null);
  show = setView;
  return providers(view);
}
createRoot(root).render(<Host />);

async function fetchMap(worldId: string, mapId: string, token: string): Promise<MapDetail> {
  const response = await fetch(`/api/Setting/${worldId}/Maps/${mapId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`the map answered ${response.status}`);
  return (await response.json()) as MapDetail;
}

/** Opens the map as its page does: ask for it, hand it to the viewer, wait for the picture drawn. */
async function open(
  worldId: string,
  mapId: string,
  token: string,
  withFeatures: boolean,
): Promise<MapsOpenResult> {
  const longTasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  while (!show) await afterNextPaint();
  const started = performance.now();
  const map = await fetchMap(worldId, mapId, token);
  const fetchMs = performance.now() - started;
  const features: MapFeature[] = withFeatures ? map.features : [];
  show!(
    <MapView
      map={map}
      features={features}
      hiddenLayerIds={noLayersHidden}
      date={null}
      tool="select"
      canEdit={false}
      selectedFeatureId={null}
      flyTo={null}
      onSelect={noop}
      onCreate={noop}
      onGeometryChange={noop}
      onOpen={noop}
      onScaleLine={noop}
    />,
  );
  while (!watched) await afterNextPaint();
  const drawn = await watched.drawn;
  const placesAt = await watched.placesDrawn;
  observer.disconnect();
  const tileRequests = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/api/Maps/Tiles/') && entry.startTime >= started)
    .filter((entry) => entry.startTime <= drawn.at) as PerformanceResourceTiming[];
  const early = longTasks.filter((task) => task.startTime >= started && task.startTime < placesAt);
  return {
    fetchMs,
    tilesDrawnMs: drawn.at - started,
    placesDrawnMs: placesAt - started,
    tilesLoaded: Math.max(drawn.tiles, tileRequests.length),
    features: features.length,
    phases: {
      fetched: fetchMs,
      featuresStart: watched.featuresAt - started,
      featuresMs: watched.featuresMs,
      firstTileRequest: Math.min(...tileRequests.map((entry) => entry.startTime)) - started,
      lastTileResponse: Math.max(...tileRequests.map((entry) => entry.responseEnd)) - started,
      longTasks: early.length,
      longTasksMs: early.reduce((sum, task) => sum + task.duration, 0),
    },
  };
}

const nextFrames = async (count: number) => {
  for (let index = 0; index < count; index++) await afterNextPaint();
};

/**
 * ANCHORS' script on the view, one step per frame, drawn in that frame: pan
 * right by 2 % of the width a frame for 30 frames and back, zoom out by 4 % a
 * frame for 30 and back in. Each half runs inside begin/endInteraction, as a
 * drag or a wheel or pinch zoom does, so OpenLayers treats it as a person's move.
 */
function viewScript(scene: MapScene) {
  const view = scene.view;
  const center = view.getCenter()!;
  const resolution = view.getResolution()!;
  const step = Math.round(root.clientWidth * 0.02);
  return (index: number) => {
    if (index === 0 || index === 60) view.beginInteraction();
    if (index < 60) {
      const shift = step * (index < 30 ? index + 1 : 59 - index) * resolution;
      view.setCenter([center[0]! + shift, center[1]!]);
    } else {
      const steps = index < 90 ? index - 59 : 119 - index;
      view.setResolution(resolution * Math.pow(1.04, steps));
    }
    if (index === 59 || index === 119) view.endInteraction();
    scene.map.renderSync();
  };
}

async function framesAt(scene: MapScene, resolution: number): Promise<FrameSamples> {
  const width = scene.picture.width;
  const height = scene.picture.height;
  scene.view.setResolution(resolution);
  // Left of the middle, so the pan stays on the picture.
  scene.view.setCenter([width / 2 - (root.clientWidth * 0.3 * resolution) / 2, -height / 2]);
  await new Promise<void>((resolve) => scene.map.once('rendercomplete', () => resolve()));
  await nextFrames(10);
  return runInteraction(viewScript(scene));
}

async function frames(
  worldId: string,
  mapId: string,
  token: string,
  withFeatures: boolean,
): Promise<MapsFramesResult> {
  const opened = await open(worldId, mapId, token, withFeatures);
  const scene = watched!.scene;
  const zoomedOut = await framesAt(scene, 4);
  const fullSize = await framesAt(scene, 1);
  return { open: opened, zoomedOut, fullSize };
}

/** The map page's place list with every place: from handing it the places to the painted list. */
async function placeList(worldId: string, mapId: string, token: string): Promise<number> {
  const map = await fetchMap(worldId, mapId, token);
  await loadWorkspaceCatalogue();
  root.style.width = '320px';
  // The map page has painted its own inputs and text before its list mounts: the first paint
  // of any Mantine text on a fresh page (fonts, the stylesheet's first match) is not the list's.
  // They stay while the list mounts beside them, as the page's do: nothing is taken down.
  const page = (list?: ReactNode) => (
    <Stack>
      <TextInput aria-label="warm" />
      <Text size="sm">warm</Text>
      {list}
    </Stack>
  );
  show!(page());
  while (!document.querySelector('input[aria-label="warm"]')) await afterNextPaint();
  await afterNextPaint();
  const started = performance.now();
  show!(
    page(<FeatureList features={map.features} layers={map.layers} canEdit={false} onPick={noop} />),
  );
  while (!document.querySelector('[data-testid="map-feature-item"]')) await afterNextPaint();
  return performance.now() - started;
}

/** The map opened with its places, at a resolution (null: the first view), drawn: for a look at it. */
async function look(
  worldId: string,
  mapId: string,
  token: string,
  resolution: number | null,
): Promise<void> {
  await open(worldId, mapId, token, true);
  if (resolution === null) return;
  const scene = watched!.scene;
  scene.view.setResolution(resolution);
  await new Promise<void>((resolve) => scene.map.once('rendercomplete', () => resolve()));
}

declare global {
  interface Window {
    mapsBench: {
      frames: typeof frames;
      placeList: typeof placeList;
      look: typeof look;
      floor(): Promise<FrameSamples>;
    };
  }
}
window.mapsBench = { frames, placeList, look, floor: () => runCanvasFloor(root) };
