import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import { LineString, Point, Polygon, type Geometry } from 'ol/geom';
import TileLayer from 'ol/layer/Tile';
import type Layer from 'ol/layer/Layer';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import VectorSource from 'ol/source/Vector';
import Cluster from 'ol/source/Cluster';
import XYZ from 'ol/source/XYZ';
import TileGrid from 'ol/tilegrid/TileGrid';
import Projection from 'ol/proj/Projection';
import OverviewMap from 'ol/control/OverviewMap';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import { boundingExtent } from 'ol/extent';
import type { Extent } from 'ol/extent';
import type { FeatureLike } from 'ol/Feature';
import type { Projection as ProjectionLike } from 'ol/proj';
import type { MapFeature, MapGeometry, MapPicture } from '../../../../../shared/schemas/map';
import {
  fromView,
  geometryExtent,
  pictureExtent,
  pictureTileGrid,
  tileAddress,
  toView,
  viewResolutionLimits,
} from '../../model/map-space';
import { loadDecodedTile } from './decoded-tile-loader';
import { clusterStyle, featureStyle, pinLook, sketchStyle, type MapPalette } from './map-styles';

/**
 * The map canvas without React: the picture's tiles in a pixel projection,
 * regions, paths and clustered pins as vector layers, the selected feature
 * on a layer of its own (where the edit tools find it), and a layer for the
 * lines the measure and scale tools draw. The component feeds it the
 * features to show; tool-interactions.ts adds what a click does.
 */
export interface OverviewLabels {
  tip: string;
}

interface Entry {
  feature: MapFeature;
  olFeature: Feature<Geometry>;
  /** What the style and geometry were built from: rebuilt when it changes. */
  key: string;
  geometry: MapGeometry;
  /** Moved or edited here and not yet given back: rebuilt with the next features whatever they say. */
  dirty: boolean;
}

/** The OpenLayers feature's id property: clusters hold features, features hold this. */
export const featureIdKey = 'mapFeatureId';
/** Screen pixels within which pins gather into one bubble. */
const clusterDistance = 36;
/**
 * The places are drawn into an image this much larger than the view, kept
 * while a pan or zoom goes on and drawn again when it stops: a frame of a
 * move only shifts and scales that image, whatever the number of places.
 */
const placesImageRatio = 1.5;
/**
 * A first batch of more places than this waits for the first view's tiles:
 * setting up and drawing thousands of places holds the main thread for a few
 * hundred ms, and the picture should not wait for it.
 */
const placesAfterTiles = 500;
/** How long such a batch waits at most when the tiles are slow to come. */
const placesWaitMs = 1500;

/**
 * Every place of the map in one source, so one image layer draws them and
 * their labels declutter together: the pins, clustered, then the regions and
 * paths of their own sources as they are. Zoomed in to full size, pins stand
 * apart however close: clusters only gather them zoomed out. The distance is
 * chosen when the layer clusters for a new resolution, so a zoom in progress
 * does not cluster again.
 */
class PlaceSource extends Cluster<Feature<Geometry>> {
  constructor(
    pins: VectorSource<Feature<Geometry>>,
    private readonly shapes: readonly VectorSource<Feature<Geometry>>[],
  ) {
    super({ source: pins, distance: clusterDistance, minDistance: 12 });
    for (const source of shapes) {
      source.on('addfeature', (event) => {
        if (this.resolution !== undefined && event.feature) this.addFeature(event.feature);
      });
      source.on('removefeature', (event) => {
        if (event.feature && this.hasFeature(event.feature)) this.removeFeature(event.feature);
      });
    }
  }

  override loadFeatures(extent: Extent, resolution: number, projection: ProjectionLike) {
    this.distance = resolution <= 1.01 ? 0 : clusterDistance;
    super.loadFeatures(extent, resolution, projection);
  }

  protected override cluster() {
    super.cluster();
    if (this.resolution === undefined) return;
    for (const source of this.shapes) this.features.push(...source.getFeatures());
  }
}

export function olGeometry(geometry: MapGeometry): Geometry {
  switch (geometry.kind) {
    case 'pin':
      return new Point(toView(geometry.point));
    case 'region': {
      const ring = geometry.points.map(toView);
      if (ring.length > 0) ring.push(ring[0]!);
      return new Polygon([ring]);
    }
    case 'path':
      return new LineString(geometry.points.map(toView));
  }
}

/** The map, able to draw a frame and ask for its tiles at once. */
class SceneMap extends OlMap {
  /** A frame now, and its tiles asked for now rather than after the task in progress. */
  drawNow() {
    this.renderSync();
    this.handlePostRender();
  }
}

export class MapScene {
  readonly map: SceneMap;
  readonly view: View;
  readonly projection: Projection;
  readonly regionSource = new VectorSource<Feature<Geometry>>();
  readonly pathSource = new VectorSource<Feature<Geometry>>();
  readonly pinSource = new VectorSource<Feature<Geometry>>();
  readonly selectionSource = new VectorSource<Feature<Geometry>>();
  readonly sketchSource = new VectorSource<Feature<Geometry>>();
  readonly featureLayers: Layer[];
  readonly selectionLayer: VectorLayer<VectorSource<Feature<Geometry>>>;
  readonly sketchLayer: VectorLayer<VectorSource<Feature<Geometry>>>;
  private readonly entries = new Map<string, Entry>();
  /** Every feature the caller may see, shown or not: "fly to" finds hidden ones too. */
  private readonly known = new Map<string, MapFeature>();
  private readonly places: PlaceSource;
  private tileTemplate: string;
  private selectedId: string | null = null;
  private editing = false;
  /** Until the first view's tiles are drawn: a large first batch of places waits here. */
  private tilesDrawn = false;
  private waiting: {
    visible: readonly MapFeature[];
    layerOrder: ReadonlyMap<string, number>;
  } | null = null;

  constructor(
    target: HTMLElement,
    readonly picture: MapPicture,
    private palette: MapPalette,
    overview: OverviewLabels,
  ) {
    const extent = pictureExtent(picture);
    this.projection = new Projection({ code: 'map-pixels', units: 'pixels', extent });
    this.tileTemplate = picture.tileUrl;
    const grid = pictureTileGrid(picture);
    const tiles = new XYZ({
      projection: this.projection,
      tileGrid: new TileGrid({
        extent: grid.extent,
        origin: grid.origin,
        resolutions: grid.resolutions,
        tileSize: grid.tileSize,
      }),
      // A function rather than a template: a new signature serves the tiles still to come
      // while those on screen stay. A missing tile (404, a blank one) is simply not drawn.
      tileUrlFunction: (coordinate) =>
        tileAddress(this.tileTemplate, coordinate[0]!, coordinate[1]!, coordinate[2]!),
      tileLoadFunction: loadDecodedTile,
      wrapX: false,
      interpolate: true,
      // Tiles appear at once rather than fading in over 250 ms.
      transition: 0,
    });
    this.places = new PlaceSource(this.pinSource, [this.regionSource, this.pathSource]);
    // One layer for every place: labels declutter across regions, paths and pins, the pins'
    // first (their styles stand highest), and a move shifts one image.
    const places = new VectorImageLayer({
      source: this.places,
      zIndex: 1,
      declutter: 'places',
      imageRatio: placesImageRatio,
      style: (feature) => this.placeStyle(feature),
    });
    this.featureLayers = [places];
    this.selectionLayer = new VectorLayer({ source: this.selectionSource, zIndex: 5 });
    this.sketchLayer = new VectorLayer({
      source: this.sketchSource,
      style: sketchStyle(palette),
      zIndex: 6,
    });
    const limits = viewResolutionLimits(picture);
    this.view = new View({
      projection: this.projection,
      extent,
      constrainOnlyCenter: true,
      showFullExtent: true,
      maxResolution: limits.maxResolution,
      minResolution: limits.minResolution,
      enableRotation: false,
    });
    // The edge tiles are padded past the picture: the layers draw only within it.
    const overviewTiles = new TileLayer({ source: tiles, extent });
    this.map = new SceneMap({
      target,
      layers: [
        // Tiles are kept as decoded pixels (1 MB each at 512 px): a few screens' worth, not OpenLayers' 512.
        new TileLayer({ source: tiles, extent, preload: 1, cacheSize: 128 }),
        places,
        this.selectionLayer,
        this.sketchLayer,
      ],
      view: this.view,
      controls: [
        new OverviewMap({
          layers: [overviewTiles],
          // Defined from the start: the control only fits a view that has a centre and resolution.
          view: new View({
            projection: this.projection,
            center: [picture.width / 2, -picture.height / 2],
            resolution: Math.max(picture.width, picture.height) / 150,
          }),
          collapsed: target.clientWidth < 600,
          collapsible: true,
          tipLabel: overview.tip,
          label: '\u25F1',
          collapseLabel: '\u00BB',
          className: 'ol-overviewmap map-overview',
        }),
      ],
      interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
    });
    this.fit(0);
    // After the browser has painted those tiles: setting up the places in the same task would hold the paint.
    this.map.once('rendercomplete', () =>
      requestAnimationFrame(() => setTimeout(() => this.showWaitingPlaces(), 0)),
    );
    // The first frame at once: its tiles are asked for now, and come while the places are set up.
    if (this.map.getSize()) this.map.drawNow();
  }

  /** The same pictures under a new signature. */
  setTileTemplate(template: string) {
    this.tileTemplate = template;
  }

  setPalette(palette: MapPalette) {
    if (palette === this.palette) return;
    this.palette = palette;
    this.sketchLayer.setStyle(sketchStyle(palette));
    // The pins' shared looks follow the palette: their layer is drawn again once, not per pin.
    for (const entry of this.entries.values()) this.restyle(entry, true);
    this.places.changed();
  }

  /** Every feature the caller may see, and which of them to draw, with their layers' stacking. */
  setFeatures(
    all: readonly MapFeature[],
    visible: readonly MapFeature[],
    layerOrder: ReadonlyMap<string, number>,
  ) {
    this.known.clear();
    for (const feature of all) this.known.set(feature.id, feature);
    if (!this.tilesDrawn && (this.waiting || visible.length > placesAfterTiles)) {
      if (!this.waiting) setTimeout(() => this.showWaitingPlaces(), placesWaitMs);
      this.waiting = { visible, layerOrder };
      return;
    }
    this.applyFeatures(visible, layerOrder);
  }

  private showWaitingPlaces() {
    this.tilesDrawn = true;
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting && this.map.getTarget()) this.applyFeatures(waiting.visible, waiting.layerOrder);
  }

  private applyFeatures(visible: readonly MapFeature[], layerOrder: ReadonlyMap<string, number>) {
    const seen = new Set<string>();
    const added: {
      regions: Feature<Geometry>[];
      paths: Feature<Geometry>[];
      pins: Feature<Geometry>[];
    } = { regions: [], paths: [], pins: [] };
    for (const feature of visible) {
      seen.add(feature.id);
      const zIndex = layerOrder.get(feature.layerId ?? 'base') ?? 0;
      const key = lookKey(feature, zIndex);
      const entry = this.entries.get(feature.id);
      if (entry && entry.key === key && entry.geometry === feature.geometry && !entry.dirty)
        continue;
      if (entry && entry.feature.geometry.kind === feature.geometry.kind) {
        entry.feature = feature;
        entry.key = key;
        if (entry.geometry !== feature.geometry || entry.dirty) {
          entry.olFeature.setGeometry(olGeometry(feature.geometry));
        }
        entry.geometry = feature.geometry;
        entry.dirty = false;
        this.restyle(entry);
        continue;
      }
      if (entry) this.remove(entry);
      const olFeature = new Feature<Geometry>({ geometry: olGeometry(feature.geometry) });
      olFeature.setId(feature.id);
      olFeature.set(featureIdKey, feature.id);
      const created: Entry = { feature, olFeature, key, geometry: feature.geometry, dirty: false };
      this.entries.set(feature.id, created);
      this.restyle(created, true);
      if (feature.id === this.selectedId) this.selectionSource.addFeature(olFeature);
      else added[`${feature.geometry.kind}s` as 'regions' | 'paths' | 'pins'].push(olFeature);
    }
    for (const entry of [...this.entries.values()]) {
      if (!seen.has(entry.feature.id)) this.remove(entry);
    }
    // One batch per source: adding 5,000 pins one by one would cluster 5,000 times.
    if (added.regions.length) this.regionSource.addFeatures(added.regions);
    if (added.paths.length) this.pathSource.addFeatures(added.paths);
    if (added.pins.length) this.pinSource.addFeatures(added.pins);
  }

  /** The selected feature moves to the selection layer, drawn above the rest and open to edits. */
  setSelection(id: string | null, editing: boolean) {
    if (id === this.selectedId && editing === this.editing) return;
    const previous = this.selectedId ? this.entries.get(this.selectedId) : undefined;
    this.selectedId = id;
    this.editing = editing;
    if (previous) {
      this.selectionSource.removeFeature(previous.olFeature);
      this.sourceOf(previous.feature).addFeature(previous.olFeature);
      this.restyle(previous);
    }
    const next = id ? this.entries.get(id) : undefined;
    if (next) {
      // A selected pin above every pin; a selected region or path above the others, under the pins.
      this.selectionLayer.setZIndex(next.feature.geometry.kind === 'pin' ? 5 : 3);
      this.sourceOf(next.feature).removeFeature(next.olFeature);
      this.selectionSource.addFeature(next.olFeature);
      this.restyle(next);
    }
  }

  selectedEntry(): { feature: MapFeature; olFeature: Feature<Geometry> } | null {
    return this.selectedId ? (this.entries.get(this.selectedId) ?? null) : null;
  }

  feature(id: string): MapFeature | undefined {
    return this.known.get(id);
  }

  /** Mark an edit made on the canvas: the next features put it right if the save does not land. */
  markDirty(id: string) {
    const entry = this.entries.get(id);
    if (entry) entry.dirty = true;
  }

  /** Put back the geometry the feature had before an edit that cannot be kept. */
  restoreGeometry(id: string) {
    const entry = this.entries.get(id);
    if (entry) entry.olFeature.setGeometry(olGeometry(entry.feature.geometry));
  }

  /**
   * What is under a screen pixel: a feature's id, or the pins a cluster
   * stands for, or nothing. The selection layer first: it is on top.
   */
  hitAt(pixel: number[]): { id: string } | { cluster: Feature<Geometry>[] } | null {
    let found: { id: string } | { cluster: Feature<Geometry>[] } | null = null;
    this.map.forEachFeatureAtPixel(
      pixel,
      (feature) => {
        const inner = feature.get('features') as Feature<Geometry>[] | undefined;
        if (inner) {
          found =
            inner.length === 1 ? { id: inner[0]!.get(featureIdKey) as string } : { cluster: inner };
        } else {
          const id = feature.get(featureIdKey) as string | undefined;
          if (id) found = { id };
        }
        return Boolean(found);
      },
      {
        hitTolerance: 4,
        layerFilter: (layer) => layer === this.selectionLayer || this.featureLayers.includes(layer),
      },
    );
    return found;
  }

  /**
   * Zoom in on the pins a cluster stands for. False when the view is at full
   * size already: pins on one spot stay together, and the click picks the first.
   */
  openCluster(features: Feature<Geometry>[]): boolean {
    if ((this.view.getResolution() ?? 1) <= 1) return false;
    const coordinates = features.map(
      (feature) => (feature.getGeometry() as Point).getCoordinates() as [number, number],
    );
    this.view.fit(boundingExtent(coordinates), {
      padding: [80, 80, 80, 80],
      duration: 300,
      minResolution: 1,
    });
    return true;
  }

  flyTo(id: string) {
    const feature = this.known.get(id);
    if (!feature) return;
    if (feature.geometry.kind === 'pin') {
      this.view.animate({
        center: toView(feature.geometry.point),
        resolution: Math.min(this.view.getResolution() ?? 1, 1),
        duration: 500,
      });
    } else {
      this.view.fit(geometryExtent(feature.geometry), {
        padding: [60, 60, 60, 60],
        duration: 500,
        minResolution: 0.5,
      });
    }
  }

  zoomBy(delta: number) {
    const zoom = this.view.getZoom();
    if (zoom !== undefined) this.view.animate({ zoom: zoom + delta, duration: 200 });
  }

  fit(duration = 300) {
    this.view.fit(pictureExtent(this.picture), { padding: [16, 16, 16, 16], duration });
  }

  /** Screen pixel to picture point. */
  pointAt(pixel: number[]) {
    const coordinate = this.map.getCoordinateFromPixel(pixel);
    return coordinate ? fromView(coordinate) : null;
  }

  destroy() {
    this.map.setTarget(undefined);
    this.map.dispose();
  }

  /** A cluster's or lone pin's style; regions and paths carry their own. */
  private placeStyle(cluster: FeatureLike) {
    const inner = cluster.get('features') as Feature<Geometry>[] | undefined;
    if (!inner) return undefined;
    if (inner.length === 1) {
      const entry = this.entries.get(inner[0]!.get(featureIdKey) as string);
      return entry ? pinLook(entry.feature, this.palette) : undefined;
    }
    return clusterStyle(inner.length, this.palette);
  }

  private restyle(entry: Entry, fresh = false) {
    const selected = entry.feature.id === this.selectedId;
    // An unselected pin is drawn by the pin layer's style (pinLook), shared with its look-alikes.
    if (entry.feature.geometry.kind === 'pin' && !selected) {
      // A feature's change draws its layer again, as setting a style on it would.
      if (entry.olFeature.getStyle()) entry.olFeature.setStyle(undefined);
      else if (!fresh) entry.olFeature.changed();
      return;
    }
    entry.olFeature.setStyle(
      featureStyle(entry.feature, this.palette, {
        selected,
        editing: selected && this.editing,
        zIndex: Number(entry.key.split('|')[0]),
      }),
    );
  }

  private remove(entry: Entry) {
    const source =
      entry.feature.id === this.selectedId ? this.selectionSource : this.sourceOf(entry.feature);
    if (source.hasFeature(entry.olFeature)) source.removeFeature(entry.olFeature);
    this.entries.delete(entry.feature.id);
  }

  private sourceOf(feature: MapFeature) {
    return feature.geometry.kind === 'pin'
      ? this.pinSource
      : feature.geometry.kind === 'region'
        ? this.regionSource
        : this.pathSource;
  }
}

/** What a feature's look depends on besides its geometry; the layer's stacking first. */
function lookKey(feature: MapFeature, zIndex: number): string {
  return [
    zIndex,
    feature.version,
    feature.name,
    feature.color ?? '',
    feature.icon ?? '',
    feature.document?.name ?? '',
    feature.document?.type ?? '',
  ].join('|');
}
