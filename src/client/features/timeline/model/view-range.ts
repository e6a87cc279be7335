import { scaleLinear, type ScaleLinear } from 'd3-scale';
import { timelineMetrics } from './timeline-metrics';

/**
 * What the canvas shows along time: [from, to) in absolute seconds of the
 * world's calendar. Pure math, no DOM: zoom, pan and their limits.
 */
export interface ViewRange {
  readonly from: number;
  readonly to: number;
}

/** The whole configured range, and the narrowest span a view may have. */
export interface ViewLimits {
  readonly start: number;
  readonly end: number;
  readonly minSpan: number;
}

export function viewLimits(calendar: { startSeconds: number; endSeconds: number }): ViewLimits {
  const whole = calendar.endSeconds - calendar.startSeconds;
  return {
    start: calendar.startSeconds,
    end: calendar.endSeconds,
    minSpan: Math.min(timelineMetrics.minSpanSeconds, whole),
  };
}

export function fitAllView(limits: ViewLimits): ViewRange {
  return { from: limits.start, to: limits.end };
}

/**
 * Brings a view inside the limits: its span between minSpan and the whole
 * range, then shifted (not shrunk) back inside [start, end].
 */
export function clampView(view: ViewRange, limits: ViewLimits): ViewRange {
  const whole = limits.end - limits.start;
  const requested = view.to - view.from;
  const span = Number.isFinite(requested)
    ? Math.min(whole, Math.max(limits.minSpan, requested))
    : whole;
  const centre = Number.isFinite(view.from + view.to)
    ? (view.from + view.to) / 2
    : (limits.start + limits.end) / 2;
  let from = centre - span / 2;
  if (from < limits.start) from = limits.start;
  if (from + span > limits.end) from = limits.end - span;
  return { from, to: from + span };
}

/**
 * Zooms by `factor` (> 1 zooms out, < 1 in) keeping `anchorSeconds` at the
 * same place on screen, as a map does under the cursor.
 */
export function zoomView(
  view: ViewRange,
  factor: number,
  anchorSeconds: number,
  limits: ViewLimits,
): ViewRange {
  const span = view.to - view.from;
  const whole = limits.end - limits.start;
  const newSpan = Math.min(whole, Math.max(limits.minSpan, span * factor));
  const anchorShare = span > 0 ? (anchorSeconds - view.from) / span : 0.5;
  const from = anchorSeconds - anchorShare * newSpan;
  return clampView({ from, to: from + newSpan }, limits);
}

export function panView(view: ViewRange, deltaSeconds: number, limits: ViewLimits): ViewRange {
  return clampView({ from: view.from + deltaSeconds, to: view.to + deltaSeconds }, limits);
}

/**
 * The view in which [start, end] fills `share` of the width, centred. An
 * instant has no length to fill: it is centred in the current span, or in a
 * thousandth of the whole range when the current view is wider than that.
 */
export function focusView(
  start: number,
  end: number,
  limits: ViewLimits,
  currentSpan = Infinity,
  share = 0.6,
): ViewRange {
  const length = Math.max(end - start, 0);
  const span =
    length > 0 ? length / share : Math.min(currentSpan, (limits.end - limits.start) / 1000);
  const centre = (start + end) / 2;
  return clampView({ from: centre - span / 2, to: centre + span / 2 }, limits);
}

/**
 * Maps absolute seconds to x in CSS pixels across the time area (0 = its left
 * edge). Drawing code reads `pxPerSecond` and `from` for its hot loops so a
 * frame does not pay a function call per event; the d3 scale stays the source
 * of truth for ticks and inversions.
 */
export interface TimeScale {
  readonly view: ViewRange;
  readonly width: number;
  readonly pxPerSecond: number;
  readonly scale: ScaleLinear<number, number>;
  x(seconds: number): number;
  seconds(x: number): number;
}

export function createTimeScale(view: ViewRange, width: number): TimeScale {
  const scale = scaleLinear().domain([view.from, view.to]).range([0, width]);
  const span = view.to - view.from;
  const pxPerSecond = span > 0 ? width / span : 0;
  return {
    view,
    width,
    pxPerSecond,
    scale,
    x: (seconds) => (seconds - view.from) * pxPerSecond,
    seconds: (x) => scale.invert(x),
  };
}

/** Zoom step of one wheel notch, toolbar button or +/- key. */
export const zoomStep = 1.5;

/** The zoom factor a wheel event asks for; deltaY in pixels (positive = zoom out). */
export function wheelZoomFactor(deltaPixels: number): number {
  // 100 px (one mouse notch) ≈ ×1.22; pinch gestures send small deltas many times.
  return Math.exp(Math.max(-300, Math.min(300, deltaPixels)) * 0.002);
}

/** WheelEvent deltas in pixels whatever their deltaMode (lines in Firefox, pages rarely). */
export function wheelDeltaPixels(delta: number, deltaMode: number, pageSize: number): number {
  if (deltaMode === 1) return delta * 16;
  if (deltaMode === 2) return delta * pageSize;
  return delta;
}
