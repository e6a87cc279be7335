import {
  useStore,
  useStoreApi,
  type Edge,
  type InternalNode,
  type Node,
  type ReactFlowState,
} from '@xyflow/react';
import { memo, useCallback, useEffect, useRef } from 'react';
import { useResolvedColorScheme } from '../../lib/color-scheme';
import { panShift, sameView, uncoveredStrips, type CanvasView } from '../model/canvas-pan';
import { drawDots } from '../render/draw-dots';
import {
  distanceToEdge,
  drawDetailEdges,
  edgeBetween,
  sameDetailEdges,
  stepBends,
  type DetailEdge,
} from '../render/draw-edges';
import {
  createColorResolver,
  drawOverview,
  minNodePx,
  type OverviewEdge,
  type OverviewNode,
  type OverviewScene,
} from '../render/draw-overview';

export interface OverviewNodeStyle {
  /** A CSS colour; `var(--…)` is resolved from the theme. */
  fill: string;
  /** An outline (start node, focused document); selection draws its own. */
  ring?: string | null;
}

/** How the canvas draws edges at every zoom (see the `detailEdges` prop). Stable: module level or memoized. */
export interface DetailEdgeStyle {
  label: (edge: Edge) => string | null;
  arrow: (edge: Edge) => boolean;
  /** CSS colours of a label's text and of the plate under it. */
  labelColor: string;
  labelBackground: string;
  /**
   * `straight` (the default): box to box. `step`: from the source's handle on
   * its right side to the target's on its left, in right angles (React Flow's
   * `step` edge), for nodes with a handle per outgoing edge.
   */
  route?: 'straight' | 'step';
}

interface Props<NodeType extends Node> {
  /** The canvas draws while React Flow's zoom is below this (and every node is measured: useOverviewActive); otherwise it is empty and React Flow's own nodes show. */
  belowZoom: number;
  /** Fewer nodes than this are cheap as they are: React Flow's own nodes stay (clickable, draggable elements). */
  minNodes?: number;
  /** Stable (module level or memoized): a new function draws the scene again. */
  nodeStyle: (node: InternalNode<NodeType>) => OverviewNodeStyle;
  edgeColor: (edge: Edge) => string;
  selectedColor?: string;
  /** Edges to draw instead of React Flow's: for a page that hands React Flow none while zoomed out (each mounted edge's store selector runs on every pan). */
  edges?: readonly Edge[];
  /**
   * Draw the edges on this canvas at every zoom, under React Flow's nodes, for
   * a page that hands React Flow no edges at all: lines from box to box,
   * arrowheads and, from `belowZoom` up, labels. Without it the canvas is
   * empty while zoomed in.
   */
  detailEdges?: DetailEdgeStyle;
  /**
   * A dotted backdrop while zoomed in, in place of React Flow's
   * `<Background>` (lib/flow-dots.ts says why): a dot every `gap` flow units
   * in `color` (a CSS colour; `var(--…)` is resolved).
   */
  dots?: { gap: number; color: string };
  className?: string;
}

type Point = { x: number; y: number };

/** Where an edge leaves or enters a node: the middle of its handle when measured, else the node's centre. */
function anchor(
  node: InternalNode,
  kind: 'source' | 'target',
  handleId: string | null | undefined,
): Point {
  const { x, y } = node.internals.positionAbsolute;
  const handles = node.internals.handleBounds?.[kind];
  const handle = handles?.find((item) => item.id === handleId) ?? handles?.[0];
  if (handle) return { x: x + handle.x + handle.width / 2, y: y + handle.y + handle.height / 2 };
  return { x: x + (node.measured.width ?? 0) / 2, y: y + (node.measured.height ?? 0) / 2 };
}

/** The edges not hidden whose two nodes are there and not hidden, with those nodes. */
function* shownEdges<NodeType extends Node>(
  state: ReactFlowState<NodeType>,
  ownEdges: readonly Edge[] | undefined,
): Generator<[Edge, InternalNode<NodeType>, InternalNode<NodeType>]> {
  for (const edge of ownEdges ?? state.edges) {
    if (edge.hidden) continue;
    const source = state.nodeLookup.get(edge.source);
    const target = state.nodeLookup.get(edge.target);
    if (source && target && !source.hidden && !target.hidden) yield [edge, source, target];
  }
}

/** Where a node stands in flow coordinates, at its measured size. */
export const boxOf = (node: InternalNode) => ({
  x: node.internals.positionAbsolute.x,
  y: node.internals.positionAbsolute.y,
  width: node.measured.width ?? node.width ?? 0,
  height: node.measured.height ?? node.height ?? 0,
});

function buildScene<NodeType extends Node>(
  state: ReactFlowState<NodeType>,
  nodeStyle: (node: InternalNode<NodeType>) => OverviewNodeStyle,
  edgeColor: (edge: Edge) => string,
  selectedColor: string,
  resolve: (color: string) => string,
  ownEdges: readonly Edge[] | undefined,
): OverviewScene {
  const nodes: OverviewNode[] = [];
  for (const node of state.nodeLookup.values()) {
    if (node.hidden) continue;
    const style = nodeStyle(node);
    nodes.push({
      ...boxOf(node as InternalNode),
      fill: resolve(style.fill),
      ring: style.ring ? resolve(style.ring) : null,
      selected: Boolean(node.selected),
    });
  }
  const edges: OverviewEdge[] = [];
  for (const [edge, source, target] of shownEdges(state, ownEdges)) {
    const from = anchor(source as InternalNode, 'source', edge.sourceHandle);
    const to = anchor(target as InternalNode, 'target', edge.targetHandle);
    edges.push({
      x1: from.x,
      y1: from.y,
      x2: to.x,
      y2: to.y,
      color: resolve(edge.selected ? selectedColor : edgeColor(edge)),
    });
  }
  return { nodes, edges, selectedColor: resolve(selectedColor) };
}

/**
 * Where a step edge leaves its source (the right end of its handle) or enters
 * its target (the left end of its handle). A node React Flow has not measured
 * with its handles (never shown at this zoom: only nodes in view mount) gets
 * the middle of that side until it is.
 */
function sideAnchor(
  node: InternalNode,
  kind: 'source' | 'target',
  handleId: string | null | undefined,
): Point {
  const { x, y } = node.internals.positionAbsolute;
  const handles = node.internals.handleBounds?.[kind];
  const handle =
    handles?.find((item) => item.id === handleId) ?? (handleId ? undefined : handles?.[0]);
  if (handle)
    return {
      x: x + handle.x + (kind === 'source' ? handle.width : 0),
      y: y + handle.y + handle.height / 2,
    };
  const box = boxOf(node);
  return { x: kind === 'source' ? box.x + box.width : box.x, y: box.y + box.height / 2 };
}

/** An edge's line as the canvas draws it at detail zoom. */
function detailLine(
  edge: Edge,
  source: InternalNode,
  target: InternalNode,
  route: DetailEdgeStyle['route'],
): Pick<DetailEdge, 'x1' | 'y1' | 'x2' | 'y2' | 'bends'> {
  if (route !== 'step') return edgeBetween(boxOf(source), boxOf(target));
  const from = sideAnchor(source, 'source', edge.sourceHandle);
  const to = sideAnchor(target, 'target', edge.targetHandle);
  return { x1: from.x, y1: from.y, x2: to.x, y2: to.y, bends: stepBends(from, to) };
}

function buildDetailEdges<NodeType extends Node>(
  state: ReactFlowState<NodeType>,
  style: DetailEdgeStyle,
  edgeColor: (edge: Edge) => string,
  selectedColor: string,
  resolve: (color: string) => string,
  ownEdges: readonly Edge[] | undefined,
): DetailEdge[] {
  const edges: DetailEdge[] = [];
  for (const [edge, source, target] of shownEdges(state, ownEdges)) {
    const line = detailLine(edge, source as InternalNode, target as InternalNode, style.route);
    const selected = Boolean(edge.selected);
    edges.push({
      ...line,
      color: resolve(selected ? selectedColor : edgeColor(edge)),
      label: style.label(edge),
      arrow: style.arrow(edge),
      selected,
    });
  }
  return edges;
}

/**
 * React Flow's level of detail for zoomed-out views (STYLE.md: drawing stays
 * out of React): placed inside `<ReactFlow>`, one canvas under the (then
 * hidden) nodes draws the graph while the zoom is below `belowZoom`, and with
 * `detailEdges` the edges under React Flow's nodes above it. It
 * follows React Flow's store directly, so a pan or zoom redraws the canvas
 * without rendering any component (at detail zoom a pan by whole pixels moves
 * the picture and draws only the strips it uncovered: lib/canvas-pan.ts); the
 * scene (positions, colours, anchors) is rebuilt only when nodes or edges
 * change, not per frame.
 *
 * The page hides React Flow's nodes and edges at the same zoom with one class
 * on its wrapper (`content-visibility: hidden`: Chromium skips them whole and
 * keeps their layout for zooming back in) and answers clicks on the boxes with
 * `useOverviewNodeAt`.
 */
function FlowOverviewCanvas<NodeType extends Node>({
  belowZoom,
  minNodes = 0,
  nodeStyle,
  edgeColor,
  selectedColor = 'var(--mantine-color-blue-text)',
  edges,
  detailEdges,
  dots,
  className,
}: Props<NodeType>) {
  const store = useStoreApi<NodeType>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The colours are resolved once per effect: a new scheme runs it again, which redraws.
  const colorScheme = useResolvedColorScheme();

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const resolve = createColorResolver(canvas);
    let scene: OverviewScene | null = null;
    // The canvas may still hold a picture from before these props changed: the first draw clears it if inactive.
    let drawn = true;
    let queued = false;
    let disposed = false;

    let detailScene: DetailEdge[] | null = null;
    const labelWidths = new Map<string, number>();
    const labelStyle = detailEdges && {
      fontFamily: getComputedStyle(canvas).fontFamily || 'sans-serif',
      color: resolve(detailEdges.labelColor),
      background: resolve(detailEdges.labelBackground),
    };
    const dotGrid = dots && { gap: dots.gap, color: resolve(dots.color) };
    /** The view (transform and canvas size) the canvas's dots and edges were drawn for, those edges, and how many were in view. */
    let shownView: CanvasView | null = null;
    let drawnEdges: readonly DetailEdge[] = [];
    let edgesInView = 0;
    /** How many edges the last frame drew (in view), for tests: `data-edges-drawn`. */
    const report = (count: number) => {
      const value = String(count);
      if (canvas.dataset['edgesDrawn'] !== value) canvas.dataset['edgesDrawn'] = value;
    };

    const draw = () => {
      queued = false;
      if (disposed) return;
      const state = store.getState();
      const overview = overviewActive(state, belowZoom, minNodes);
      if (!overview && !detailEdges && !dots) {
        if (drawn) {
          context.setTransform(1, 0, 0, 1, 0, 0);
          context.clearRect(0, 0, canvas.width, canvas.height);
          report(0);
        }
        drawn = false;
        shownView = null;
        return;
      }
      const pixelRatio = window.devicePixelRatio || 1;
      const width = Math.round(state.width * pixelRatio);
      const height = Math.round(state.height * pixelRatio);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      const size = { width: state.width, height: state.height, pixelRatio };
      drawn = true;
      if (overview) {
        scene ??= buildScene(state, nodeStyle, edgeColor, selectedColor, resolve, edges);
        report(drawOverview(context, scene, state.transform, size).edges);
        shownView = null;
        return;
      }
      const labels = state.transform[2] >= belowZoom;
      if (detailEdges && labelStyle)
        detailScene ??= buildDetailEdges(
          state,
          detailEdges,
          edgeColor,
          selectedColor,
          resolve,
          edges,
        );
      const lines = detailScene ?? [];
      // The dots and edges are drawn again only when the view or the edges changed (a selection
      // or a re-measure elsewhere draws nothing); a pan by whole device pixels moves the picture
      // and draws only the strips it uncovered (lib/canvas-pan.ts).
      const [tx, ty, zoom] = state.transform;
      const view: CanvasView = { tx, ty, zoom, width: canvas.width, height: canvas.height };
      const changed = lines !== drawnEdges && !sameDetailEdges(lines, drawnEdges);
      drawnEdges = lines;
      if (!changed && shownView && sameView(view, shownView)) return;
      const paint = () => {
        if (dotGrid) drawDots(context, dotGrid, state.transform, size);
        edgesInView = labelStyle
          ? drawDetailEdges(context, lines, state.transform, size, {
              labels,
              labelStyle,
              labelWidths,
            }).edges
          : 0;
      };
      const shift = !changed && shownView ? panShift(shownView, view, pixelRatio) : null;
      shownView = view;
      context.setTransform(1, 0, 0, 1, 0, 0);
      if (shift) {
        context.globalCompositeOperation = 'copy';
        context.drawImage(canvas, shift.dx, shift.dy);
        context.globalCompositeOperation = 'source-over';
        context.save();
        context.beginPath();
        for (const strip of uncoveredStrips(shift.dx, shift.dy, canvas.width, canvas.height))
          context.rect(strip.x, strip.y, strip.width, strip.height);
        context.clip();
        paint();
        context.restore();
      } else {
        context.clearRect(0, 0, canvas.width, canvas.height);
        paint();
      }
      report(edgesInView);
    };
    // A microtask draws once per task after React Flow's update (pan, zoom,
    // drag and wheel events are frame-aligned), in the frame that shows it.
    const schedule = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(draw);
    };
    const unsubscribe = store.subscribe((state, previous) => {
      // Anything but a pure viewport change may have moved, measured, selected or restyled something.
      if (
        state.transform === previous.transform ||
        state.nodes !== previous.nodes ||
        state.edges !== previous.edges
      ) {
        scene = null;
        detailScene = null;
      }
      if (detailEdges || dots || overviewActive(state, belowZoom, minNodes) || drawn) schedule();
    });
    draw();
    return () => {
      disposed = true;
      unsubscribe();
    };
  }, [
    store,
    belowZoom,
    minNodes,
    nodeStyle,
    edgeColor,
    selectedColor,
    edges,
    detailEdges,
    dots,
    colorScheme,
  ]);

  return (
    <canvas
      ref={canvasRef}
      className={className}
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        zIndex: 3,
        pointerEvents: 'none',
      }}
      aria-hidden
    />
  );
}

export const FlowOverview = memo(FlowOverviewCanvas) as typeof FlowOverviewCanvas;

/** The flow point under a pointer, or undefined before React Flow has its element. */
function flowPointOf(
  state: Pick<ReactFlowState, 'domNode' | 'transform'>,
  event: { clientX: number; clientY: number },
): Point | undefined {
  const bounds = state.domNode?.getBoundingClientRect();
  if (!bounds) return undefined;
  const [tx, ty, zoom] = state.transform;
  return {
    x: (event.clientX - bounds.left - tx) / zoom,
    y: (event.clientY - bounds.top - ty) / zoom,
  };
}

/**
 * The node the overview shows under a pointer, by the boxes the canvas draws
 * (with a few pixels of grace): zoomed out, React Flow's own nodes are not
 * rendered and take no clicks, so the page answers a pane click with this.
 */
export function useOverviewNodeAt<NodeType extends Node>() {
  const store = useStoreApi<NodeType>();
  return useCallback(
    (event: { clientX: number; clientY: number }): InternalNode<NodeType> | undefined => {
      const state = store.getState();
      const point = flowPointOf(state, event);
      if (!point) return undefined;
      const { nodeLookup } = state;
      const { x, y } = point;
      const zoom = state.transform[2];
      const grace = 3 / zoom;
      const minSize = minNodePx / zoom;
      let hit: InternalNode<NodeType> | undefined;
      // The last one drawn is on top.
      for (const node of nodeLookup.values()) {
        if (node.hidden) continue;
        const { x: left, y: top } = node.internals.positionAbsolute;
        const width = Math.max(node.measured.width ?? node.width ?? 0, minSize);
        const height = Math.max(node.measured.height ?? node.height ?? 0, minSize);
        if (
          x >= left - grace &&
          x <= left + width + grace &&
          y >= top - grace &&
          y <= top + height + grace
        )
          hit = node;
      }
      return hit;
    },
    [store],
  );
}

/**
 * The edge the canvas draws under a pointer at detail zoom (within `grace`
 * screen pixels; the nearest when several are), for a page that hands React
 * Flow no edges (`detailEdges`): the page answers a pane click with it.
 */
export function useDetailEdgeAt<NodeType extends Node>(
  edges: readonly Edge[],
  style: DetailEdgeStyle,
  grace = 6,
) {
  const store = useStoreApi<NodeType>();
  return useCallback(
    (event: { clientX: number; clientY: number }): Edge | undefined => {
      const state = store.getState();
      const point = flowPointOf(state, event);
      if (!point) return undefined;
      const { x, y } = point;
      const zoom = state.transform[2];
      let nearest: { edge: Edge; distance: number } | undefined;
      for (const [edge, source, target] of shownEdges(state, edges)) {
        const distance = distanceToEdge(
          {
            ...detailLine(edge, source as InternalNode, target as InternalNode, style.route),
            color: '',
          },
          x,
          y,
        );
        if (distance <= grace / zoom && (!nearest || distance < nearest.distance))
          nearest = { edge, distance };
      }
      return nearest?.edge;
    },
    [store, edges, style, grace],
  );
}

/**
 * Whether the overview shows: below `belowZoom` with at least `minNodes`, once React Flow has measured
 * every node. It cannot measure inside the hidden subtree, so a node added
 * while zoomed out switches the page back for the frame that measures it;
 * otherwise fitView (which waits for measured nodes) would wait until the user
 * zoomed in. One selector, so the page renders again only when this flips.
 */
export function useOverviewActive(belowZoom: number, minNodes = 0): boolean {
  return useStore((state) => overviewActive(state, belowZoom, minNodes));
}

function overviewActive<NodeType extends Node>(
  state: ReactFlowState<NodeType>,
  belowZoom: number,
  minNodes: number,
): boolean {
  if (state.transform[2] >= belowZoom || state.nodeLookup.size < minNodes) return false;
  for (const node of state.nodeLookup.values()) {
    if (!node.hidden && (node.internals.handleBounds === undefined || !node.measured.width))
      return false;
  }
  return true;
}
