/**
 * The timeline canvas (issue 5 item 5): events by row on the world's own
 * calendar, drawn with Konva outside React. This component is thin: it
 * creates a TimelineController (view, layout, drawing) and a TimelineInput
 * (pointer, wheel, keys), hands them the props and the DOM, and mounts two
 * Konva layers whose sceneFunc calls the plain draw functions of render/.
 *
 * Finding an event on screen in an e2e test (the canvas has no element per
 * event): the root ([data-testid="timeline-canvas"]) publishes, right after
 * the first draw that follows a quiet spell and at most every 200 ms during
 * continuous changes (so poll, e.g. expect.poll),
 * - data-visible-from / data-visible-to: the view in absolute seconds;
 * - data-scroll-top: how far the rows are scrolled, in pixels;
 * - data-row-tops: each visible row's top (comma-separated, rows in the order
 *   passed), in pixels before scrolling.
 * Turn the event's dates into absolute seconds with createCalendar(config).toSeconds,
 * then call eventScreenPoints (model/screen-position.ts) with those and the
 * width of [data-testid="timeline-surface"]; add the surface's bounding box
 * x/y to the result to get page coordinates for page.mouse. The geometry
 * constants live in model/timeline-metrics.ts.
 */
import { useMantineTheme, VisuallyHidden } from '@mantine/core';
import type Konva from 'konva';
import {
  forwardRef,
  memo,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ForwardRefExoticComponent,
  type RefAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Layer, Shape, Stage } from 'react-konva';
import type { DateParts } from '../../../../shared/calendar/calendar-config';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import type { EventSummary, TimelineRow } from '../../../../shared/schemas/timeline';
import { useResolvedColorScheme } from '../../../lib/color-scheme';
import { timelineMetrics } from '../model/timeline-metrics';
import { zoomStep } from '../model/view-range';
import { forgetTextMeasures } from '../render/fit-text';
import { paletteFromTheme } from '../render/timeline-palette';
import classes from './TimelineCanvas.module.css';
import { TimelineAnnouncer } from './TimelineAnnouncer';
import { TimelineController } from './timeline-controller';
import { TimelineInput } from './timeline-input';
import { TimelineToolbar } from './TimelineToolbar';
import { TimelineTooltip } from './TimelineTooltip';

export interface TimelineCanvasHandle {
  fitAll(): void; // whole configured range [calendar.startSeconds, calendar.endSeconds)
  zoomTo(fromSeconds: number, toSeconds: number): void;
  focusEvent(eventId: string): void; // zoom so the event fills ~60% of the width, scroll its row into view
}

export interface TimelineCanvasProps {
  calendar: Calendar;
  rows: readonly TimelineRow[]; // visible rows, top to bottom (hidden rows are already removed)
  events: readonly EventSummary[]; // may contain events of hidden rows: skip them
  selectedIds: ReadonlySet<string>;
  onSelect(ids: string[], mode: 'replace' | 'toggle'): void; // click → replace [id]; shift/ctrl/meta-click → toggle [id]; click on empty canvas → replace []
  onOpen?(eventId: string): void; // double-click or Enter on an event
  canEdit: boolean; // writers/owners may drag
  /**
   * After a drag ends: moved (both ends shift) or resized (one end). Dates snapped to the calendar's finest date part, valid, within range, end > start.
   * The canvas shows the event at its new dates until `events` changes; after a failed save, pass fresh events (e.g. refetch) to put it back.
   */
  onChange?(eventId: string, start: DateParts, end: DateParts | null, version: number): void; // version: the event's when the drag began
  height?: number; // default: fills its parent
}

function TimelineCanvasInner(
  props: TimelineCanvasProps,
  ref: React.ForwardedRef<TimelineCanvasHandle>,
) {
  const { calendar, rows, events, selectedIds, canEdit, height, onSelect, onOpen, onChange } =
    props;
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const colorScheme = useResolvedColorScheme();
  const helpId = useId();
  const [controller] = useState(() => new TimelineController());
  const [input] = useState(() => new TimelineInput(controller));
  const rootRef = useRef<HTMLDivElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const scrollbarRef = useRef<HTMLDivElement>(null);
  const sceneLayerRef = useRef<Konva.Layer>(null);
  const overlayLayerRef = useRef<Konva.Layer>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });

  useLayoutEffect(() => {
    controller.setCallbacks({ onSelect, onOpen, onChange });
  }, [controller, onSelect, onOpen, onChange]);
  useLayoutEffect(
    () => controller.setPalette(paletteFromTheme(theme, colorScheme)),
    [controller, theme, colorScheme],
  );
  useLayoutEffect(
    () => controller.setData(calendar, rows, events),
    [controller, calendar, rows, events],
  );
  useLayoutEffect(() => controller.setSelection(selectedIds), [controller, selectedIds]);
  useLayoutEffect(() => controller.setCanEdit(canEdit), [controller, canEdit]);
  useLayoutEffect(() => controller.setSize(size.width, size.height), [controller, size]);

  useImperativeHandle(
    ref,
    () => ({
      fitAll: () => controller.fitAll(),
      zoomTo: (from, to) => controller.setView({ from, to }),
      focusEvent: (eventId) => controller.focusEvent(eventId),
    }),
    [controller],
  );

  // The surface's size, measured before the first paint and then on every resize.
  useLayoutEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const measure = () => {
      const box = surface.getBoundingClientRect();
      const next = { width: Math.floor(box.width), height: Math.floor(box.height) };
      setSize((current) =>
        current.width === next.width && current.height === next.height ? current : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(surface);
    return () => observer.disconnect();
  }, []);

  const hasSize = size.width > 0 && size.height > 0;
  useEffect(() => {
    const surface = surfaceRef.current;
    const scrollbar = scrollbarRef.current;
    const sceneLayer = sceneLayerRef.current;
    const overlayLayer = overlayLayerRef.current;
    if (!hasSize || !surface || !scrollbar || !sceneLayer || !overlayLayer) return;
    controller.attach({ sceneLayer, overlayLayer, scrollbar });
    return () => controller.detach();
  }, [controller, hasSize]);

  // Input goes to the controller through native listeners: wheel must be non-passive to stop the page scrolling.
  useEffect(() => {
    const surface = surfaceRef.current;
    const scrollbar = scrollbarRef.current;
    if (!surface || !scrollbar) return;
    input.attach(surface);
    const onScrollbar = () => controller.scrollTo(scrollbar.scrollTop, true);
    const listeners: [EventTarget, string, EventListener, AddEventListenerOptions?][] = [
      [surface, 'pointerdown', input.onPointerDown as EventListener],
      [surface, 'pointermove', input.onPointerMove as EventListener],
      [surface, 'pointerup', input.onPointerUp as EventListener],
      [surface, 'pointercancel', input.onPointerCancel],
      [surface, 'pointerleave', input.onPointerLeave],
      [surface, 'dblclick', input.onDoubleClick as EventListener],
      [surface, 'focus', input.onFocus],
      [surface, 'wheel', input.onWheel as EventListener, { passive: false }],
      // Keys on the page, not only on the focused canvas: input.onKeyDown leaves fields and modals alone.
      [surface.ownerDocument, 'keydown', input.onKeyDown as EventListener],
      [scrollbar, 'scroll', onScrollbar, { passive: true }],
    ];
    for (const [target, type, listener, options] of listeners)
      target.addEventListener(type, listener, options);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      input.detach();
    };
  }, [controller, input]);

  // Test hooks (see the top of this file), set outside React so a pan does not re-render.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // Only changed values are written: each write may invalidate styles under the root.
    const write = (name: string, value: string) => {
      if (root.getAttribute(name) !== value) root.setAttribute(name, value);
    };
    return controller.published.subscribe(() => {
      const published = controller.published.get();
      if (!published) return;
      write('data-visible-from', String(published.view.from));
      write('data-visible-to', String(published.view.to));
      write('data-scroll-top', String(published.scrollTop));
      write('data-row-tops', published.rowTops.join(','));
      write('data-drawn-events', String(published.stats.bars + published.stats.markers));
    });
  }, [controller]);

  // A screen of another density, and the web font arriving after the first draw, both need a redraw.
  useEffect(() => {
    let query: MediaQueryList | null = null;
    const watchRatio = () => {
      query?.removeEventListener('change', onRatioChange);
      query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
      query.addEventListener('change', onRatioChange);
    };
    const onRatioChange = () => {
      for (const layer of [sceneLayerRef.current, overlayLayerRef.current]) {
        layer?.getCanvas().setPixelRatio(window.devicePixelRatio);
      }
      controller.redraw();
      watchRatio();
    };
    watchRatio();
    const onFonts = () => {
      forgetTextMeasures();
      controller.redraw();
    };
    document.fonts?.addEventListener('loadingdone', onFonts);
    return () => {
      query?.removeEventListener('change', onRatioChange);
      document.fonts?.removeEventListener('loadingdone', onFonts);
    };
  }, [controller]);

  return (
    <div
      ref={rootRef}
      className={classes.root}
      style={{ height: height ?? '100%' }}
      data-testid="timeline-canvas"
    >
      <div className={classes.toolbar}>
        <TimelineToolbar
          calendar={calendar}
          published={controller.published}
          onZoomIn={() => controller.zoomBy(1 / zoomStep)}
          onZoomOut={() => controller.zoomBy(zoomStep)}
          onFitAll={() => controller.fitAll()}
        />
      </div>
      <div
        ref={surfaceRef}
        className={classes.host}
        tabIndex={0}
        role="application"
        aria-label={t('TIMELINE_VIEW.CANVAS_LABEL')}
        aria-describedby={helpId}
        data-testid="timeline-surface"
      >
        {hasSize && (
          <Stage width={size.width} height={size.height} listening={false}>
            <Layer ref={sceneLayerRef} listening={false}>
              <Shape
                sceneFunc={controller.drawStatic}
                listening={false}
                perfectDrawEnabled={false}
              />
            </Layer>
            <Layer ref={overlayLayerRef} listening={false}>
              <Shape
                sceneFunc={controller.drawOverlayLayer}
                listening={false}
                perfectDrawEnabled={false}
              />
            </Layer>
          </Stage>
        )}
        <div
          ref={scrollbarRef}
          className={classes.scrollbar}
          style={{ top: timelineMetrics.axisHeight }}
        >
          <div />
        </div>
        {rows.length === 0 && (
          <div className={classes.empty} style={{ top: timelineMetrics.axisHeight + 16 }}>
            {t('TIMELINE_VIEW.NO_ROWS')}
          </div>
        )}
        <TimelineTooltip
          calendar={calendar}
          card={controller.hoverCard}
          width={size.width}
          height={size.height}
        />
      </div>
      <VisuallyHidden id={helpId}>{t('TIMELINE_VIEW.CANVAS_HELP')}</VisuallyHidden>
      <TimelineAnnouncer calendar={calendar} announcement={controller.announcement} />
    </div>
  );
}

export const TimelineCanvas: ForwardRefExoticComponent<
  TimelineCanvasProps & RefAttributes<TimelineCanvasHandle>
> = memo(forwardRef(TimelineCanvasInner));
