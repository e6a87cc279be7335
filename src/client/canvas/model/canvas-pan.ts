/**
 * A pan moves a canvas's picture by whole device pixels: the picture already
 * drawn can be copied over by that much and only the strips the pan uncovered
 * drawn afresh (pure geometry; render/flow-canvas-painter.ts does the drawing). Redrawing the
 * whole view re-rasterizes every line in it on each frame of a pan: on the
 * slower machine of the graph bench that was most of a zoom-1 frame (busy
 * ~21 ms with the 1,500 relations, ~10 without); on a faster one the copy
 * takes a pan frame's busy time from ~6.5 to ~6.0 ms. A copied line can
 * differ from one drawn afresh at the same place by a shade of antialiasing
 * (sub-pixel rounding), not visibly.
 */
import type { Rect } from './geometry';

/** What a canvas's picture was drawn for: React Flow's transform and the canvas's size in device pixels. */
export interface CanvasView {
  tx: number;
  ty: number;
  zoom: number;
  width: number;
  height: number;
}

/** Sub-pixel slack when telling whether a shift is whole device pixels (float transforms). */
const epsilon = 1e-6;

export const sameView = (a: CanvasView, b: CanvasView) =>
  a.tx === b.tx &&
  a.ty === b.ty &&
  a.zoom === b.zoom &&
  a.width === b.width &&
  a.height === b.height;

/**
 * How far the picture of `from` moves to become that of `to`, in device
 * pixels: only for a pure pan (same zoom and size) by whole device pixels (a
 * copy by a fraction would blur it) of less than half the canvas each way
 * (beyond that, drawing it all again costs about the same). Otherwise null.
 */
export function panShift(
  from: CanvasView,
  to: CanvasView,
  pixelRatio: number,
): { dx: number; dy: number } | null {
  if (from.zoom !== to.zoom || from.width !== to.width || from.height !== to.height) return null;
  const dx = (to.tx - from.tx) * pixelRatio;
  const dy = (to.ty - from.ty) * pixelRatio;
  const wholeX = Math.round(dx);
  const wholeY = Math.round(dy);
  if (Math.abs(dx - wholeX) > epsilon || Math.abs(dy - wholeY) > epsilon) return null;
  if (Math.abs(wholeX) * 2 >= to.width || Math.abs(wholeY) * 2 >= to.height) return null;
  return { dx: wholeX, dy: wholeY };
}

/** The strips (in device pixels) a shift by (dx, dy) uncovers on a canvas of `width` × `height` device pixels (none overlapping). */
export function uncoveredStrips(dx: number, dy: number, width: number, height: number): Rect[] {
  const strips: Rect[] = [];
  // Rows uncovered at the top or bottom span the whole width; the columns at the side fill the rest.
  if (dy > 0) strips.push({ x: 0, y: 0, width, height: dy });
  if (dy < 0) strips.push({ x: 0, y: height + dy, width, height: -dy });
  const top = Math.max(0, dy);
  const rows = height - Math.abs(dy);
  if (dx > 0) strips.push({ x: 0, y: top, width: dx, height: rows });
  if (dx < 0) strips.push({ x: width + dx, y: top, width: -dx, height: rows });
  return strips;
}
