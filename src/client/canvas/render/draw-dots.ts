/**
 * The dotted backdrop of a node canvas, drawn on a 2D canvas (pure drawing):
 * one dot a CSS pixel square at every `gap` flow units, the gap doubling
 * while dots would come closer than `minScreenGap` pixels, as a map's grid
 * thins out when zoomed out.
 *
 * React Flow's `<Background>` is an SVG pattern that React renders again and
 * Chromium paints and rasterizes again over the whole view on every frame of
 * a pan or zoom: in the dialogs bench at zoom 1 it alone took frame p95 from
 * ~19 to ~28 ms. A few thousand batched squares cost well under a millisecond.
 */
import type { ViewTransform } from '../model/geometry';

export interface DotGrid {
  /** Flow units between dots at zoom 1 (React Flow's `gap`). */
  gap: number;
  /** A resolved CSS colour. */
  color: string;
}

/** Dots never come closer than this on screen (CSS pixels). */
export const minScreenGap = 12;

export type DotContext = Pick<
  CanvasRenderingContext2D,
  'setTransform' | 'beginPath' | 'rect' | 'fill' | 'fillStyle'
>;

/** The gap in flow units at `zoom`: `gap` doubled until it is at least `minScreenGap` pixels on screen. */
export function effectiveGap(gap: number, zoom: number): number {
  let flowGap = gap;
  while (flowGap * zoom < minScreenGap) flowGap *= 2;
  return flowGap;
}

/** Draws the grid under `transform` on a canvas of `width` × `height` CSS pixels; returns how many dots. */
export function drawDots(
  context: DotContext,
  grid: DotGrid,
  transform: ViewTransform,
  size: { width: number; height: number; pixelRatio: number },
): number {
  const [tx, ty, zoom] = transform;
  const { width, height, pixelRatio } = size;
  const flowGap = effectiveGap(grid.gap, zoom);
  const step = flowGap * zoom;
  // Screen position of the first dot at or after the view's left and top edges.
  const firstX = tx + Math.ceil(-tx / step) * step;
  const firstY = ty + Math.ceil(-ty / step) * step;
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  context.beginPath();
  let count = 0;
  for (let y = firstY; y < height; y += step) {
    const row = Math.round(y);
    for (let x = firstX; x < width; x += step) {
      context.rect(Math.round(x), row, 1, 1);
      count++;
    }
  }
  context.fillStyle = grid.color;
  context.fill();
  return count;
}
