import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import type TileLayer from 'ol/layer/Tile';
import type XYZ from 'ol/source/XYZ';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from '../../../src/client/app/theme';
import { MapView } from '../../../src/client/features/maps/components/map-view/MapView';
import { MapScene } from '../../../src/client/features/maps/components/map-view/map-scene';
import { FeatureList } from '../../../src/client/features/maps/components/page/FeatureList';
import { i18n } from '../../../src/client/lib/i18n';
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
  /** From the map's request until the first `rendercomplete`: every tile of the first view drawn, with the places. */
  tilesDrawnMs: number;
  tilesLoaded: number;
  features: number;
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
let watched: { scene: MapScene; drawn: Promise<{ at: number; tiles: number }> } | null = null;
const setFeatures = MapScene.prototype.setFeatures;
MapScene.prototype.setFeatures = function (this: MapScene, ...args) {
  if (!watched) watched = { scene: this, drawn: tilesDrawn(this) };
  setFeatures.apply(this, args);
};

/** The first rendercomplete after a tile arrived: the view's picture and places all drawn. */
function tilesDrawn(scene: MapScene): Promise<{ at: number; tiles: number }> {
  let tiles = 0;
  const layer = scene.map.getLayers().item(0) as TileLayer<XYZ>;
  layer.getSource()?.on('tileloadend', () => tiles++);
  return new Promise((resolve) => {
    const onComplete = () => {
      if (tiles === 0) return;
      scene.map.un('rendercomplete', onComplete);
      resolve({ at: performance.now(), tiles });
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
  const started = performance.now();
  const map = await fetchMap(worldId, mapId, token);
  const fetchMs = performance.now() - started;
  const features: MapFeature[] = withFeatures ? map.features : [];
  createRoot(root).render(
    providers(
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
    ),
  );
  while (!watched) await afterNextPaint();
  const drawn = await watched.drawn;
  return {
    fetchMs,
    tilesDrawnMs: drawn.at - started,
    tilesLoaded: drawn.tiles,
    features: features.length,
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
  root.style.width = '320px';
  const started = performance.now();
  createRoot(root).render(
    providers(
      <FeatureList features={map.features} layers={map.layers} canEdit={false} onPick={noop} />,
    ),
  );
  while (!document.querySelector('[data-testid="map-feature-item"]')) await afterNextPaint();
  return performance.now() - started;
}

declare global {
  interface Window {
    mapsBench: {
      frames: typeof frames;
      placeList: typeof placeList;
      floor(): Promise<FrameSamples>;
    };
  }
}
window.mapsBench = { frames, placeList, floor: () => runCanvasFloor(root) };
