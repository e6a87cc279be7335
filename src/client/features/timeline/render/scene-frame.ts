import type { DatePartName } from '../../../../shared/calendar/calendar-config';
import type { EraStart } from '../model/axis-ticks';
import type { TimelineLayout } from '../model/timeline-layout';
import { timelineMetrics } from '../model/timeline-metrics';
import type { TimeScale } from '../model/view-range';
import type { TimelinePalette } from './timeline-palette';

/** One mark of the time axis, as calendarTicks gives it. */
export interface AxisTick {
  readonly seconds: number;
  readonly unit: DatePartName;
  /** The tick's own value ("Fro", "12", "14:00"): the lower label line. */
  readonly label: string;
  readonly major: boolean;
  /** On a major tick below years, the larger unit starting there ("Frost 1021"): the upper line. */
  readonly majorLabel?: string;
}

/**
 * Everything one frame of the canvas depends on. The draw functions read it
 * and nothing else, so a frame is a pure function of this object (and tests
 * can draw one into a recording context).
 */
export interface SceneFrame {
  /** Size of the whole canvas in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** Maps seconds to x across the time area (the canvas right of the row names). */
  readonly scale: TimeScale;
  readonly layout: TimelineLayout;
  readonly scrollTop: number;
  readonly ticks: readonly AxisTick[];
  /** The larger unit the left edge is in (tickContextLabel), pinned there until the next major tick pushes it out. */
  readonly pinnedMajorLabel: string | null;
  /** Eras that begin inside the view: a line and the era's name on the axis. */
  readonly eraStarts: readonly EraStart[];
  readonly selectedIds: ReadonlySet<string>;
  /** Being dragged: the static scene leaves it out and the overlay draws it where it would land. */
  readonly draggedId: string | null;
  readonly palette: TimelinePalette;
}

/** The 2D context calls the draw functions use: a real canvas context, or a recorder in tests. */
export type DrawContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'translate'
  | 'beginPath'
  | 'closePath'
  | 'rect'
  | 'clip'
  | 'fill'
  | 'stroke'
  | 'fillRect'
  | 'strokeRect'
  | 'moveTo'
  | 'lineTo'
  | 'fillText'
  | 'measureText'
  | 'setLineDash'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textBaseline'
  | 'textAlign'
>;

export function timeAreaWidth(frame: Pick<SceneFrame, 'width'>): number {
  return Math.max(0, frame.width - timelineMetrics.rowHeaderWidth);
}

export function rowsAreaHeight(frame: Pick<SceneFrame, 'height'>): number {
  return Math.max(0, frame.height - timelineMetrics.axisHeight);
}

/** Counts of what a frame drew: the bench prints them, the tests check culling with them. */
export interface SceneStats {
  bars: number;
  markers: number;
  labels: number;
  rows: number;
}
