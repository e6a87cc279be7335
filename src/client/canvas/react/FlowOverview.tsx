import { useStore, useStoreApi, type Edge, type InternalNode, type Node } from '@xyflow/react';
import { memo, useEffect, useRef } from 'react';
import { useResolvedColorScheme } from '../../lib/color-scheme';
import { createColorResolver } from '../render/color-resolver';
import { FlowCanvasPainter } from '../render/flow-canvas-painter';
import {
  buildDetailEdges,
  buildScene,
  overviewActive,
  type DetailEdgeStyle,
  type OverviewNodeStyle,
} from './flow-scene';

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
   * `<Background>` (render/draw-dots.ts says why): a dot every `gap` flow units
   * in `color` (a CSS colour; `var(--…)` is resolved).
   */
  dots?: { gap: number; color: string };
  className?: string;
}

/**
 * React Flow's level of detail for zoomed-out views (STYLE.md: drawing stays
 * out of React): placed inside `<ReactFlow>`, one canvas under the (then
 * hidden) nodes draws the graph while the zoom is below `belowZoom`, and with
 * `detailEdges` the edges under React Flow's nodes above it. It
 * follows React Flow's store directly, so a pan or zoom redraws the canvas
 * without rendering any component (render/flow-canvas-painter.ts draws); the
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
    const labelStyle = detailEdges && {
      fontFamily: getComputedStyle(canvas).fontFamily || 'sans-serif',
      color: resolve(detailEdges.labelColor),
      background: resolve(detailEdges.labelBackground),
    };
    const painter = new FlowCanvasPainter(
      canvas,
      context,
      {
        view: () => {
          const state = store.getState();
          return { transform: state.transform, width: state.width, height: state.height };
        },
        overviewActive: () => overviewActive(store.getState(), belowZoom, minNodes),
        overviewScene: () =>
          buildScene(store.getState(), nodeStyle, edgeColor, selectedColor, resolve, edges),
        detailEdges: () =>
          detailEdges
            ? buildDetailEdges(
                store.getState(),
                detailEdges,
                edgeColor,
                selectedColor,
                resolve,
                edges,
              )
            : [],
      },
      {
        labelsFromZoom: belowZoom,
        labelStyle,
        dots: dots && { gap: dots.gap, color: resolve(dots.color) },
      },
    );
    const unsubscribe = store.subscribe((state, previous) => {
      // Anything but a pure viewport change may have moved, measured, selected or restyled something.
      if (
        state.transform === previous.transform ||
        state.nodes !== previous.nodes ||
        state.edges !== previous.edges
      )
        painter.invalidate();
      painter.request();
    });
    painter.draw();
    return () => {
      painter.dispose();
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
