/**
 * The zoomed-out picture of a node graph on one 2D canvas (pure drawing, no
 * React, no React Flow): every node a rectangle in its fill colour, every
 * edge a line, rings on the nodes that carry one (selected, start, focus).
 *
 * Zoomed out, React Flow's DOM (a few dozen elements per node, an SVG path
 * per edge) costs a paint of everything in view per frame: 45 ms of main
 * thread per frame for 300 dialog nodes. The same picture as a few batched
 * canvas paths costs about a millisecond. Only what is in view is drawn; fills
 * and strokes are batched per colour.
 */

export interface OverviewNode {
  x: number;
  y: number;
  width: number;
  height: number;
  /** A CSS colour (resolved colours only: see `resolveColor`). */
  fill: string;
  /** An outline in this colour, drawn above all fills (start, warnings, focus). */
  ring: string | null;
  /** Selected nodes get a wider outline in the selection colour, drawn last. */
  selected: boolean;
}

export interface OverviewEdge {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Corners the line turns at between its two ends, as flat x, y pairs (a routed edge); none for a straight one. */
  bends?: readonly number[];
  color: string;
}

export interface OverviewScene {
  nodes: readonly OverviewNode[];
  edges: readonly OverviewEdge[];
  /** The colour of selected nodes' outline (resolved). */
  selectedColor: string;
}

/** React Flow's transform: translate then scale, `[x, y, zoom]`. */
export type OverviewTransform = readonly [number, number, number];

/** The part of CanvasRenderingContext2D the overview uses (a fake one in tests). */
export type OverviewContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'beginPath'
  | 'rect'
  | 'moveTo'
  | 'lineTo'
  | 'fill'
  | 'stroke'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'globalAlpha'
>;

/** Smallest drawn size of a node, in screen pixels: a node never vanishes at the farthest zoom. */
export const minNodePx = 3;
const edgeAlpha = 0.55;

export function groupBy<T>(items: Iterable<T>, key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    if (name === null) continue;
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

/** The bounding box of an edge's line, its bends included. */
function edgeBounds(edge: OverviewEdge): {
  left: number;
  top: number;
  right: number;
  bottom: number;
} {
  let left = Math.min(edge.x1, edge.x2);
  let right = Math.max(edge.x1, edge.x2);
  let top = Math.min(edge.y1, edge.y2);
  let bottom = Math.max(edge.y1, edge.y2);
  const bends = edge.bends ?? [];
  for (let index = 0; index + 1 < bends.length; index += 2) {
    left = Math.min(left, bends[index]!);
    right = Math.max(right, bends[index]!);
    top = Math.min(top, bends[index + 1]!);
    bottom = Math.max(bottom, bends[index + 1]!);
  }
  return { left, top, right, bottom };
}

/** The segments that cross a rectangle of flow coordinates (by their bounding boxes), even with both ends outside it. */
export function segmentsInView<Segment extends OverviewEdge>(
  segments: readonly Segment[],
  view: { left: number; top: number; right: number; bottom: number },
): Segment[] {
  const { left, top, right, bottom } = view;
  return segments.filter((edge) => {
    const box = edgeBounds(edge);
    return box.right >= left && box.left <= right && box.bottom >= top && box.top <= bottom;
  });
}

/** Adds an edge's line, through its bends, to the current path. */
function traceEdge(
  context: Pick<CanvasRenderingContext2D, 'moveTo' | 'lineTo'>,
  edge: OverviewEdge,
): void {
  context.moveTo(edge.x1, edge.y1);
  const bends = edge.bends ?? [];
  for (let index = 0; index + 1 < bends.length; index += 2)
    context.lineTo(bends[index]!, bends[index + 1]!);
  context.lineTo(edge.x2, edge.y2);
}

/** One path and one stroke per colour for all the segments of that colour. */
export function strokeByColor<Segment extends OverviewEdge>(
  context: Pick<
    CanvasRenderingContext2D,
    'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'strokeStyle'
  >,
  groups: Map<string, Segment[]>,
): void {
  for (const [color, group] of groups) {
    context.beginPath();
    for (const edge of group) traceEdge(context, edge);
    context.strokeStyle = color;
    context.stroke();
  }
}

/**
 * Draws the scene as React Flow would place it under `transform` on a canvas
 * of `width` × `height` CSS pixels at `pixelRatio` device pixels per CSS pixel.
 * Returns how many nodes and edges were in view (the rest were skipped).
 */
export function drawOverview(
  context: OverviewContext,
  scene: OverviewScene,
  transform: OverviewTransform,
  size: { width: number; height: number; pixelRatio: number },
): { nodes: number; edges: number } {
  const [tx, ty, zoom] = transform;
  const { width, height, pixelRatio } = size;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width * pixelRatio, height * pixelRatio);
  context.setTransform(
    pixelRatio * zoom,
    0,
    0,
    pixelRatio * zoom,
    pixelRatio * tx,
    pixelRatio * ty,
  );

  // The view in flow coordinates.
  const left = -tx / zoom;
  const top = -ty / zoom;
  const right = left + width / zoom;
  const bottom = top + height / zoom;
  const minSize = minNodePx / zoom;

  const edges = segmentsInView(scene.edges, { left, top, right, bottom });
  const nodes = scene.nodes.filter(
    (node) =>
      node.x + node.width >= left &&
      node.x <= right &&
      node.y + node.height >= top &&
      node.y <= bottom,
  );

  context.lineWidth = 1 / zoom;
  context.globalAlpha = edgeAlpha;
  strokeByColor(
    context,
    groupBy(edges, (edge) => edge.color),
  );

  context.globalAlpha = 1;
  const box = (node: OverviewNode, grow: number) => {
    const nodeWidth = Math.max(node.width, minSize);
    const nodeHeight = Math.max(node.height, minSize);
    context.rect(node.x - grow, node.y - grow, nodeWidth + 2 * grow, nodeHeight + 2 * grow);
  };
  for (const [color, group] of groupBy(nodes, (node) => node.fill)) {
    context.beginPath();
    for (const node of group) box(node, 0);
    context.fillStyle = color;
    context.fill();
  }
  // Rings 2 px wide on screen, just outside the node, so they read at any zoom; the selection's 3 px, on top.
  context.lineWidth = 2 / zoom;
  for (const [color, group] of groupBy(nodes, (node) => node.ring)) {
    context.beginPath();
    for (const node of group) box(node, 2 / zoom);
    context.strokeStyle = color;
    context.stroke();
  }
  const selected = nodes.filter((node) => node.selected);
  if (selected.length > 0) {
    context.lineWidth = 3 / zoom;
    context.beginPath();
    for (const node of selected) box(node, 3.5 / zoom);
    context.strokeStyle = scene.selectedColor;
    context.stroke();
  }
  return { nodes: nodes.length, edges: edges.length };
}

/**
 * A canvas cannot paint `var(--mantine-color-grape-4)`: custom properties are
 * read once from `element`'s computed style (where the theme defines them)
 * and cached. Plain colours pass through.
 */
export function createColorResolver(element: Element): (color: string) => string {
  const cache = new Map<string, string>();
  return (color) => {
    let resolved = cache.get(color);
    if (resolved === undefined) {
      const variable = /^var\(\s*(--[\w-]+)\s*(?:,\s*([^)]+))?\)$/.exec(color);
      resolved = variable
        ? getComputedStyle(element).getPropertyValue(variable[1]!).trim() ||
          (variable[2]?.trim() ?? '#868e96')
        : color;
      cache.set(color, resolved);
    }
    return resolved;
  };
}
