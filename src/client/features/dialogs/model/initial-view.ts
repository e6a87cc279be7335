import { boundsOf, type Rect } from '../../../canvas/model/geometry';

/** A canvas narrower than this is a phone's: fitting a whole dialog there shrinks the cards past reading. */
export const phoneCanvasWidth = 600;
/** On a phone the builder opens at least this large: a card's 12 px text stays 9 px tall. */
export const phoneMinZoom = 0.75;
/** React Flow's default `fitView` padding, which the builder's opening fit uses. */
const fitPadding = 0.1;
/** Screen pixels kept between the dialog's edge and the canvas's edge when the view is held on the dialog. */
const edgeMargin = 16;

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

export interface InitialViewInput {
  /** Every node's box, in flow coordinates. */
  nodes: readonly Rect[];
  /** The start node's box, if the dialog has one. */
  start: Rect | null;
  /** The canvas's size in screen pixels. */
  width: number;
  height: number;
}

/**
 * Where the builder opens on a phone: when fitting the whole dialog would go
 * below `phoneMinZoom`, the view is at that zoom, on the start node, and the
 * user pans from there. Null where React Flow's own fit stands: a wide
 * canvas, or a dialog small enough to fit readably.
 */
export function phoneInitialView({
  nodes,
  start,
  width,
  height,
}: InitialViewInput): Viewport | null {
  if (nodes.length === 0 || width <= 0 || height <= 0 || width >= phoneCanvasWidth) return null;
  const bounds = boundsOf(nodes);
  // As React Flow's getViewportForBounds computes the fitted zoom.
  const fitZoom = Math.min(
    width / (bounds.width * (1 + fitPadding)),
    height / (bounds.height * (1 + fitPadding)),
  );
  if (fitZoom >= phoneMinZoom) return null;
  const zoom = phoneMinZoom;
  const focus = start ?? bounds;
  const centreX = holdOnDialog(
    focus.x + focus.width / 2,
    bounds.x,
    bounds.width,
    width / zoom,
    edgeMargin / zoom,
  );
  const centreY = holdOnDialog(
    focus.y + focus.height / 2,
    bounds.y,
    bounds.height,
    height / zoom,
    edgeMargin / zoom,
  );
  return { x: width / 2 - centreX * zoom, y: height / 2 - centreY * zoom, zoom };
}

/**
 * The view's centre along one axis: on the focus, but moved so that no more
 * than `margin` of empty canvas shows past the dialog's edge (a start node at
 * the far left opens at the left edge, with what follows it in view). A dialog
 * narrower than the view along this axis is centred.
 */
function holdOnDialog(
  focus: number,
  start: number,
  size: number,
  view: number,
  margin: number,
): number {
  const lowest = start - margin + view / 2;
  const highest = start + size + margin - view / 2;
  if (lowest > highest) return start + size / 2;
  return Math.min(Math.max(focus, lowest), highest);
}
