/**
 * The map canvas: a picture cut into tiles, with pins, regions and paths,
 * drawn by OpenLayers outside React. This component is thin: it creates a
 * MapScene (layers, view, overview map) for the picture, hands it the
 * features to draw, installs the tool's interactions (tool-interactions.ts)
 * and puts the React parts over it: zoom and screen buttons, the tool's
 * hint, the hover card, the measure panel and the scale bar.
 *
 * Finding things in an e2e test: the host ([data-testid="map-canvas"]) says
 * `data-ready` once the view is set, `data-features` how many features it
 * draws and `data-feature-ids` which (space-separated, left out past 100 so a
 * big map keeps a small attribute); picture points turn into screen points with the view's
 * resolution published as `data-resolution` and centre as `data-center`
 * (picture pixels, "x,y"): screen = host box centre + (point − centre) / resolution.
 */
import 'ol/ol.css';
import { Paper, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateParts } from '../../../../../shared/calendar/calendar-config';
import type { MapDetail, MapFeature, MapGeometry } from '../../../../../shared/schemas/map';
import { useStableHandler } from '../../../../lib/use-stable-handler';
import { samePyramid } from '../../model/map-space';
import type { MapTool } from '../../model/map-tools';
import { baseLayerKey, visibleFeatures } from '../../model/visible-features';
import { MapControls } from './MapControls';
import { MapHint } from './MapHint';
import { MapScene } from './map-scene';
import type { MapPalette } from './map-styles';
import { MeasurePanel } from './MeasurePanel';
import { ScaleBar } from './ScaleBar';
import { installTool, type MapProblem } from './tool-interactions';
import classes from './map-view.module.css';

export interface MapViewProps {
  /** map.picture is non-null. */
  map: MapDetail;
  /** Every feature the caller may see. */
  features: MapFeature[];
  /** 'base' stands for the base layer. */
  hiddenLayerIds: ReadonlySet<string>;
  /** Null: every feature, whatever its dates. */
  date: DateParts | null;
  tool: MapTool;
  canEdit: boolean;
  selectedFeatureId: string | null;
  flyTo: { featureId: string; nonce: number } | null;
  onSelect(featureId: string | null): void;
  /** A drawn pin, region or path. */
  onCreate(geometry: MapGeometry): void;
  /** A pin dragged or a region's or path's corners edited. */
  onGeometryChange(featureId: string, geometry: MapGeometry): void;
  /** Follow: the linked document or the child map. */
  onOpen(feature: MapFeature): void;
  /** A line drawn with the scale tool, in picture pixels. */
  onScaleLine(lengthPx: number): void;
  /** The inside of the card shown while the pointer rests on a feature; the view draws the card. */
  renderHoverCard?(feature: MapFeature): ReactNode;
}

interface Hover {
  id: string;
  x: number;
  y: number;
  /** The map's size when the card opened: it goes on the side of the pointer with room. */
  width: number;
  height: number;
}

export function MapView(props: MapViewProps) {
  const { map, features, hiddenLayerIds, date, tool, canEdit, selectedFeatureId, flyTo } = props;
  const picture = map.picture!;
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const helpId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [scene, setScene] = useState<MapScene | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  const [resolution, setResolution] = useState<number | null>(null);

  const palette = useMemo<MapPalette>(
    () => ({
      colors: theme.colors,
      font: theme.fontFamily ?? 'system-ui, sans-serif',
      accent: theme.colors.yellow[5] ?? '#fcc419',
      clusterFill: theme.colors.dark[7] ?? '#1f1f1f',
      clusterText: '#ffffff',
    }),
    [theme],
  );

  // A new picture (another pyramid) is another scene; a new signature of the same one is not.
  const pyramid = picture.tileUrl.split('?')[0];
  const overviewLabel = t('MAP_VIEW.OVERVIEW');
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const created = new MapScene(host, picture, palette, { tip: overviewLabel });
    setScene(created);
    const onView = () => {
      const value = created.view.getResolution();
      setResolution(value ?? null);
      const center = created.view.getCenter();
      if (value !== undefined && center) {
        host.dataset.resolution = String(value);
        host.dataset.center = `${center[0]},${center[1] === 0 ? 0 : -center[1]!}`;
        host.dataset.ready = 'true';
      }
    };
    created.map.on('moveend', onView);
    onView();
    return () => {
      created.destroy();
      setScene(null);
    };
    // The scene lives as long as the picture's pyramid; the rest is handed over below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pyramid]);

  useEffect(() => {
    if (scene && !samePyramid(scene.picture.tileUrl, picture.tileUrl)) return;
    scene?.setTileTemplate(picture.tileUrl);
  }, [scene, picture.tileUrl]);

  useEffect(() => scene?.setPalette(palette), [scene, palette]);

  // OpenLayers names the overview's button once; a new language names it again.
  useEffect(() => {
    hostRef.current?.querySelector('.map-overview button')?.setAttribute('title', overviewLabel);
  }, [scene, overviewLabel]);

  const visible = useMemo(
    () => visibleFeatures(features, hiddenLayerIds, date),
    [features, hiddenLayerIds, date],
  );
  const layerOrder = useMemo(() => {
    const order = new Map<string, number>([[baseLayerKey, 0]]);
    for (const layer of map.layers) order.set(layer.id, layer.position + 1);
    return order;
  }, [map.layers]);
  const selectedVisible = visible.some((feature) => feature.id === selectedFeatureId);

  useEffect(() => {
    if (!scene) return;
    scene.setFeatures(features, visible, layerOrder);
    const host = hostRef.current!;
    host.dataset.features = String(visible.length);
    if (visible.length <= 100) host.dataset.featureIds = visible.map(({ id }) => id).join(' ');
    else delete host.dataset.featureIds;
  }, [scene, features, visible, layerOrder]);

  useEffect(() => {
    scene?.setSelection(
      selectedVisible ? selectedFeatureId : null,
      canEdit && tool === 'select' && selectedVisible,
    );
  }, [scene, selectedFeatureId, selectedVisible, canEdit, tool]);

  const onSelect = useStableHandler(props.onSelect);
  const onCreate = useStableHandler(props.onCreate);
  const onGeometryChange = useStableHandler(props.onGeometryChange);
  const onScaleLine = useStableHandler(props.onScaleLine);
  const onOpen = useStableHandler((id: string) => {
    const feature = features.find((candidate) => candidate.id === id);
    if (feature) props.onOpen(feature);
  });
  const onProblem = useStableHandler((problem: MapProblem) => {
    notifications.show({ color: 'orange', message: t(`MAP_VIEW.PROBLEM.${problem}`) });
  });

  useEffect(() => {
    if (!scene) return;
    return installTool(
      scene,
      { tool, canEdit, palette },
      {
        select: onSelect,
        open: onOpen,
        create: onCreate,
        geometryChange: onGeometryChange,
        scaleLine: onScaleLine,
        problem: onProblem,
        measure: setMeasured,
        hover: (id, pixel) =>
          setHover((current) =>
            id === null || pixel === null
              ? null
              : current?.id === id
                ? current
                : {
                    id,
                    x: pixel[0]!,
                    y: pixel[1]!,
                    width: hostRef.current?.clientWidth ?? 0,
                    height: hostRef.current?.clientHeight ?? 0,
                  },
          ),
      },
    );
  }, [
    scene,
    tool,
    canEdit,
    palette,
    selectedFeatureId,
    selectedVisible,
    onSelect,
    onOpen,
    onCreate,
    onGeometryChange,
    onScaleLine,
    onProblem,
  ]);

  const flyNonce = flyTo?.nonce;
  const flyId = flyTo?.featureId;
  useEffect(() => {
    if (scene && flyId) scene.flyTo(flyId);
  }, [scene, flyId, flyNonce]);

  const selected = features.find((feature) => feature.id === selectedFeatureId) ?? null;
  const hovered = hover ? features.find((feature) => feature.id === hover.id) : undefined;
  const hoverCard = hovered && props.renderHoverCard ? props.renderHoverCard(hovered) : null;

  return (
    <div ref={rootRef} className={classes.root} data-testid="map-view">
      <div
        ref={hostRef}
        className={classes.host}
        tabIndex={0}
        role="application"
        aria-label={t('MAP_VIEW.CANVAS_LABEL', { name: map.name })}
        aria-describedby={helpId}
        data-testid="map-canvas"
        data-tool={tool}
      />
      <VisuallyHidden id={helpId}>{t('MAP_VIEW.CANVAS_HELP')}</VisuallyHidden>
      <MapHint
        tool={tool}
        editing={canEdit && tool === 'select' && selectedVisible ? selected : null}
      />
      {tool === 'measure' && (
        <div className={classes.measure}>
          <MeasurePanel
            scale={map.scale}
            lineLength={tool === 'measure' ? measured : null}
            selected={selected}
          />
        </div>
      )}
      {scene && <MapControls scene={scene} fullScreenTarget={rootRef} />}
      {map.scale && resolution !== null && (
        <ScaleBar resolution={resolution} scale={map.scale} className={classes.scaleBar} />
      )}
      {hover && hoverCard && <HoverCardFrame hover={hover}>{hoverCard}</HoverCardFrame>}
    </div>
  );
}

/** The hover card beside the pointer, on whichever side of it has room. */
function HoverCardFrame({ hover, children }: { hover: Hover; children: ReactNode }) {
  const { x, y, width, height } = hover;
  const left = x > width / 2;
  const above = y > height / 2;
  return (
    <div
      className={classes.hoverCard}
      data-testid="map-hover-frame"
      style={{
        left: left ? undefined : x + 16,
        right: left ? width - x + 16 : undefined,
        top: above ? undefined : y + 16,
        bottom: above ? height - y + 16 : undefined,
      }}
    >
      <Paper withBorder shadow="md" p="xs" radius="sm">
        {children}
      </Paper>
    </div>
  );
}
