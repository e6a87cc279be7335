import type Konva from 'konva';
import type { DateParts } from '../../../../shared/calendar/calendar-config';
import type { Calendar } from '../../../../shared/calendar/calendar-math';
import type { EventSummary, TimelineRow } from '../../../../shared/schemas/timeline';
import { axisTicksFor } from '../model/axis-ticks';
import { spanToDates, type DraggedSpan } from '../model/drag-event';
import { eventTabOrder, revealView, stepEvent } from '../model/event-steps';
import { hitTest, type EventHit, type EventPart } from '../model/hit-test';
import { spanMoved } from '../model/pointer-gesture';
import {
  buildTimelineLayout,
  clampScrollTop,
  type PlacedEvent,
  type TimelineLayout,
} from '../model/timeline-layout';
import { createValueStore } from '../model/value-store';
import {
  clampView,
  createTimeScale,
  fitAllView,
  focusView,
  viewLimits,
  zoomView,
  type TimeScale,
  type ViewLimits,
  type ViewRange,
} from '../model/view-range';
import { drawOverlay } from '../render/draw-overlay';
import { drawScene } from '../render/draw-scene';
import {
  rowsAreaHeight,
  timeAreaWidth,
  type SceneFrame,
  type SceneStats,
} from '../render/scene-frame';
import type { TimelinePalette } from '../render/timeline-palette';

export interface TimelineCallbacks {
  onSelect(ids: string[], mode: 'replace' | 'toggle'): void;
  onOpen?(eventId: string): void;
  /** `version`: the event's version when the drag began (someone may change it while the user drags). */
  onChange?(eventId: string, start: DateParts, end: DateParts | null, version: number): void;
}

/** What the tooltip shows: the event under the pointer, or the one being dragged with its new dates. */
export interface HoverCard {
  readonly placed: PlacedEvent;
  /** Pointer position in canvas pixels. */
  readonly x: number;
  readonly y: number;
  readonly span: DraggedSpan | null;
  /** The part being dragged; null while only hovering. */
  readonly part: EventPart | null;
}

/**
 * What the toolbar and the test attributes show, published after a draw and
 * at most every `publishInterval` ms: often enough to read as live, rare
 * enough that the React work and style recalculation it causes stay out of
 * most frames.
 */
export interface PublishedView {
  readonly view: ViewRange;
  readonly scrollTop: number;
  /** Each row's top before scrolling, in the order of the rows. */
  readonly rowTops: readonly number[];
  readonly stats: SceneStats;
}

const publishInterval = 200;

/**
 * What the live region says after a key changed the selection: the event
 * stepped to, with its row and place among all events, or that none is selected.
 */
export type KeyAnnouncement =
  | {
      readonly kind: 'event';
      readonly placed: PlacedEvent;
      readonly rowName: string;
      readonly position: number;
      readonly total: number;
    }
  | { readonly kind: 'none' };

/** An event being dragged, and where it would land. */
export interface ActiveDrag {
  readonly hit: EventHit;
  readonly span: DraggedSpan;
}

/**
 * The canvas without React (as xyflow keeps pan and zoom out of its
 * components): it owns the view, the layout, the hover and the drag in
 * progress, and asks Konva for a redraw. The static layer redraws for view,
 * data and selection changes; hover and drag touch only the overlay layer.
 * TimelineInput turns DOM events into calls on it.
 */
export class TimelineController {
  readonly hoverCard = createValueStore<HoverCard | null>(null);
  readonly published = createValueStore<PublishedView | null>(null);
  readonly announcement = createValueStore<KeyAnnouncement | null>(null);
  private callbacks: TimelineCallbacks = { onSelect: () => undefined };

  private calendar: Calendar | null = null;
  private rows: readonly TimelineRow[] = [];
  /** The events as the parent passed them, and as shown (with a dropped event at its new dates until the parent catches up). */
  private sourceEvents: readonly EventSummary[] = [];
  private events: readonly EventSummary[] = [];
  private layout: TimelineLayout = buildTimelineLayoutEmpty();
  private limits: ViewLimits = { start: 0, end: 1, minSpan: 1 };
  private view: ViewRange = { from: 0, to: 1 };
  private scrollTop = 0;
  private width = 0;
  private height = 0;
  private selected: ReadonlySet<string> = new Set();
  private canEdit = false;
  private palette: TimelinePalette | null = null;
  private drag: ActiveDrag | null = null;
  private hovered: EventHit | null = null;
  private stats: SceneStats = { bars: 0, markers: 0, labels: 0, rows: 0 };
  private publishTimer: ReturnType<typeof setTimeout> | null = null;
  private lastPublishAt = -Infinity;
  private sceneLayer: Konva.Layer | null = null;
  private overlayLayer: Konva.Layer | null = null;
  private scrollbar: HTMLElement | null = null;

  // ── Wiring ────────────────────────────────────────────────────────────────

  attach(parts: { sceneLayer: Konva.Layer; overlayLayer: Konva.Layer; scrollbar: HTMLElement }) {
    this.sceneLayer = parts.sceneLayer;
    this.overlayLayer = parts.overlayLayer;
    this.scrollbar = parts.scrollbar;
    this.syncScrollbar();
    this.redraw();
  }

  detach(): void {
    if (this.publishTimer) clearTimeout(this.publishTimer);
    this.publishTimer = null;
    this.sceneLayer = this.overlayLayer = null;
    this.scrollbar = null;
  }

  /** The parent's latest handlers; they may change identity on every render without a redraw. */
  setCallbacks(callbacks: TimelineCallbacks): void {
    this.callbacks = callbacks;
  }

  getCallbacks(): TimelineCallbacks {
    return this.callbacks;
  }

  setData(calendar: Calendar, rows: readonly TimelineRow[], events: readonly EventSummary[]): void {
    if (calendar === this.calendar && rows === this.rows && events === this.sourceEvents) return;
    const calendarChanged = calendar !== this.calendar;
    const firstData = this.calendar === null;
    this.calendar = calendar;
    this.rows = rows;
    this.sourceEvents = events;
    this.events = events;
    this.layout = buildTimelineLayout(calendar, rows, events);
    if (calendarChanged) {
      this.limits = viewLimits(calendar);
      this.view = firstData ? fitAllView(this.limits) : clampView(this.view, this.limits);
    }
    // A live refresh during a drag keeps the drag going while its event is still there; the drop
    // then saves on the version the drag began with, so a change made meanwhile is not overwritten.
    const dragged = this.drag?.hit.placed.event.id;
    if (dragged === undefined || !events.some((event) => event.id === dragged)) this.drag = null;
    this.hovered = null;
    this.hoverCard.set(null);
    this.scrollTop = clampScrollTop(this.scrollTop, this.layout.totalHeight, this.rowsHeight());
    this.syncScrollbar();
    this.redraw();
  }

  setSize(width: number, height: number): void {
    if (width === this.width && height === this.height) return;
    this.width = width;
    this.height = height;
    this.scrollTop = clampScrollTop(this.scrollTop, this.layout.totalHeight, this.rowsHeight());
    this.redraw();
  }

  setSelection(selected: ReadonlySet<string>): void {
    if (selected === this.selected) return;
    this.selected = selected;
    this.sceneLayer?.batchDraw();
  }

  setCanEdit(canEdit: boolean): void {
    this.canEdit = canEdit;
    if (!canEdit) this.cancelDrag();
  }

  /** Dragging needs the right to edit and someone to tell. */
  canDrag(): boolean {
    return this.canEdit && this.callbacks.onChange !== undefined;
  }

  getSelected(): ReadonlySet<string> {
    return this.selected;
  }

  setPalette(palette: TimelinePalette): void {
    this.palette = palette;
    this.redraw();
  }

  redraw(): void {
    this.sceneLayer?.batchDraw();
    this.syncOverlay();
  }

  /**
   * The overlay canvas is hidden while it has nothing to show: an empty
   * full-size canvas still costs a clear per draw and a blend per frame when
   * the browser composites without a GPU.
   */
  private syncOverlay(): void {
    const layer = this.overlayLayer;
    if (!layer) return;
    if (this.hasOverlayContent()) {
      if (!layer.visible()) layer.visible(true);
      layer.batchDraw();
    } else if (layer.visible()) {
      layer.clear(); // so that showing it again never flashes the last outline
      layer.visible(false);
    }
  }

  private hasOverlayContent(): boolean {
    return this.hovered !== null || this.drag !== null;
  }

  // ── Drawing (called by the Konva shapes' sceneFunc) ───────────────────────

  readonly drawStatic = (context: Konva.Context): void => {
    const frame = this.frame();
    if (!frame) return;
    this.stats = drawScene(context._context, frame);
    this.schedulePublish();
  };

  readonly drawOverlayLayer = (context: Konva.Context): void => {
    const frame = this.frame();
    if (!frame || !this.hasOverlayContent()) return;
    const drag = this.drag && { placed: this.drag.hit.placed, span: this.drag.span };
    drawOverlay(context._context, frame, { hovered: this.hovered?.placed ?? null, drag });
  };

  private frame(): SceneFrame | null {
    if (!this.calendar || !this.palette || this.width <= 0 || this.height <= 0) return null;
    const scale = this.scale();
    const { ticks, pinnedLabel, eraStarts } = axisTicksFor(this.calendar, this.view, scale.width);
    return {
      width: this.width,
      height: this.height,
      scale,
      layout: this.layout,
      scrollTop: this.scrollTop,
      ticks,
      pinnedMajorLabel: pinnedLabel,
      eraStarts,
      selectedIds: this.selected,
      draggedId: this.drag?.hit.placed.event.id ?? null,
      palette: this.palette,
    };
  }

  private rowsHeight(): number {
    return rowsAreaHeight({ height: this.height });
  }

  /** The current mapping of seconds to x across the time area. */
  scale(): TimeScale {
    return createTimeScale(this.view, timeAreaWidth({ width: this.width }));
  }

  // ── View ──────────────────────────────────────────────────────────────────

  getView(): ViewRange {
    return this.view;
  }

  getCalendar(): Calendar | null {
    return this.calendar;
  }

  getLimits(): ViewLimits {
    return this.limits;
  }

  getScrollTop(): number {
    return this.scrollTop;
  }

  getSize(): { width: number; height: number } {
    return { width: this.width, height: this.height };
  }

  setView(view: ViewRange): void {
    const next = clampView(view, this.limits);
    if (next.from === this.view.from && next.to === this.view.to) return;
    this.view = next;
    this.redraw();
  }

  fitAll(): void {
    this.setView(fitAllView(this.limits));
  }

  /** Zoom around the middle of the view (toolbar buttons and keys). */
  zoomBy(factor: number): void {
    this.setView(zoomView(this.view, factor, (this.view.from + this.view.to) / 2, this.limits));
  }

  focusEvent(eventId: string): void {
    const placed = this.layout.byId.get(eventId);
    if (!placed) return;
    const end = placed.openEnded ? placed.start : placed.end;
    this.setView(focusView(placed.start, end, this.limits, this.view.to - this.view.from));
    this.revealRow(placed.rowIndex);
  }

  private revealRow(rowIndex: number): void {
    const row = this.layout.rows[rowIndex];
    if (!row) return;
    const visibleHeight = this.rowsHeight();
    if (row.top < this.scrollTop || row.top + row.height > this.scrollTop + visibleHeight) {
      this.scrollTo(row.top - Math.max(0, (visibleHeight - row.height) / 2));
    }
  }

  // ── Keyboard selection (Tab, Shift+Tab, Esc on the focused canvas) ───────

  /**
   * Selects the next or previous event, brings it on screen at the same zoom
   * and announces it. False when the step leaves the events, so the caller
   * lets the focus move on.
   */
  stepSelection(direction: 1 | -1): boolean {
    const order = eventTabOrder(this.layout);
    const step = stepEvent(order, this.selected, direction);
    if (!step) return false;
    const { placed } = step;
    this.setView(revealView(this.view, placed, this.limits));
    this.revealRow(placed.rowIndex);
    this.callbacks.onSelect([placed.event.id], 'replace');
    this.announcement.set({
      kind: 'event',
      placed,
      rowName: this.layout.rows[placed.rowIndex]?.name ?? '',
      position: step.index + 1,
      total: order.length,
    });
    return true;
  }

  /** Clears the selection; false when there was none. */
  clearSelection(): boolean {
    if (this.selected.size === 0) return false;
    this.callbacks.onSelect([], 'replace');
    this.announcement.set({ kind: 'none' });
    return true;
  }

  scrollTo(scrollTop: number, fromScrollbar = false): void {
    const next = clampScrollTop(scrollTop, this.layout.totalHeight, this.rowsHeight());
    if (next === this.scrollTop) return;
    this.scrollTop = next;
    if (!fromScrollbar) this.syncScrollbar();
    this.redraw();
  }

  private syncScrollbar(): void {
    const scrollbar = this.scrollbar;
    if (!scrollbar) return;
    const spacer = scrollbar.firstElementChild as HTMLElement | null;
    if (spacer) spacer.style.height = `${this.layout.totalHeight}px`;
    const overflows = this.layout.totalHeight > this.rowsHeight();
    scrollbar.style.visibility = overflows ? 'visible' : 'hidden';
    if (Math.abs(scrollbar.scrollTop - this.scrollTop) >= 1) scrollbar.scrollTop = this.scrollTop;
  }

  /**
   * After a draw: at once when nothing was published for a while (a click on
   * zoom-in shows in the attributes right away), else at the end of the
   * current interval, so a pan publishes a few times a second.
   */
  private schedulePublish(): void {
    if (this.publishTimer) return;
    const wait = Math.max(0, this.lastPublishAt + publishInterval - performance.now());
    this.publishTimer = setTimeout(() => {
      this.publishTimer = null;
      this.lastPublishAt = performance.now();
      this.published.set({
        view: this.view,
        scrollTop: this.scrollTop,
        rowTops: this.layout.rows.map((row) => row.top),
        stats: { ...this.stats },
      });
    }, wait);
  }

  // ── Hover and drag (driven by TimelineInput) ─────────────────────────────

  /** The event under a point of the canvas, in CSS pixels from its top-left. */
  hitAt(x: number, y: number): EventHit | null {
    return hitTest(this.layout, this.scale(), this.scrollTop, x, y);
  }

  /** Shows what is under the pointer: the overlay's outline and the tooltip. */
  hoverAt(x: number, y: number): EventHit | null {
    const hit = this.hitAt(x, y);
    this.setHovered(hit);
    this.hoverCard.set(hit ? { placed: hit.placed, x, y, span: null, part: null } : null);
    return hit;
  }

  clearHover(): void {
    this.setHovered(null);
    this.hoverCard.set(null);
  }

  private setHovered(hit: EventHit | null): void {
    const before = this.hovered;
    this.hovered = hit;
    if (before?.placed !== hit?.placed) this.syncOverlay();
  }

  /** Starts or updates a drag: the static layer leaves the event out, the overlay draws it where it would land. */
  showDrag(hit: EventHit, span: DraggedSpan, x: number, y: number): void {
    const starting = this.drag === null;
    const moved = this.drag?.span.start !== span.start || this.drag?.span.end !== span.end;
    this.drag = { hit, span };
    if (starting) this.sceneLayer?.batchDraw();
    if (moved) this.syncOverlay();
    this.hoverCard.set({ placed: hit.placed, x, y, span, part: hit.part });
  }

  isDragging(): boolean {
    return this.drag !== null;
  }

  /** Whether the event is still among the data (a live refresh may have removed it mid-drag). */
  hasEvent(eventId: string): boolean {
    return this.events.some((event) => event.id === eventId);
  }

  cancelDrag(): void {
    if (!this.drag) return;
    this.drag = null;
    this.hoverCard.set(null);
    this.redraw();
  }

  /**
   * Ends the drag: hands the new dates to onChange and shows the event there
   * at once. The layout is rebuilt with the moved event until the parent
   * passes new events (after its save, or its refetch when the save failed).
   */
  finishDrag(): void {
    const drag = this.drag;
    this.drag = null;
    this.hoverCard.set(null);
    if (!drag || !this.calendar || !spanMoved(drag.hit, drag.span)) {
      this.redraw();
      return;
    }
    const { start, end } = spanToDates(this.calendar, drag.span);
    const id = drag.hit.placed.event.id;
    this.events = this.events.map((event) => (event.id === id ? { ...event, start, end } : event));
    this.layout = buildTimelineLayout(this.calendar, this.rows, this.events);
    this.redraw();
    this.callbacks.onChange?.(id, start, end, drag.hit.placed.event.version);
  }
}

function buildTimelineLayoutEmpty(): TimelineLayout {
  return { rows: [], totalHeight: 0, byId: new Map(), unplaceable: 0 };
}
