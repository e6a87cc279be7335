import {
  Panel,
  useReactFlow,
  useStoreApi,
  type InternalNode,
  type Node,
  type ReactFlowState,
} from '@xyflow/react';
import { memo, useEffect, useRef } from 'react';
import { useResolvedColorScheme } from '../../lib/color-scheme';
import { boundsOf, rectContains, viewRect, type Rect } from '../model/geometry';
import { flowPointAt, minimapFrame, type MinimapFrame } from '../model/minimap-frame';
import { createColorResolver } from '../render/color-resolver';
import { drawMinimap, type MinimapNode } from '../render/draw-minimap';
import { boxOf } from './flow-scene';

interface Props<NodeType extends Node> {
  /** A node's colour (a CSS colour; `var(--…)` is resolved). Stable: module level or memoized. */
  nodeColor: (node: InternalNode<NodeType>) => string;
  /** Names the minimap for assistive technology (translated by the page). */
  label: string;
  className?: string;
}

const size = { width: 200, height: 150 };
const maskColor = 'var(--app-minimap-mask)';
const outlineColor = 'var(--mantine-color-gray-5)';

/** The view in flow coordinates. */
const viewOf = (state: Pick<ReactFlowState, 'transform' | 'width' | 'height'>): Rect =>
  viewRect(state.transform, state.width, state.height);

/**
 * React Flow's minimap on a canvas (render/draw-minimap.ts says why): placed
 * inside `<ReactFlow>`, it follows the store directly, so a pan draws a few
 * hundred rectangles on a small canvas and renders no component. Dragging on
 * it moves the view (a press outside the view's outline centres the view
 * there first) and the wheel zooms the view, as React Flow's `pannable` and
 * `zoomable` do.
 */
function FlowMiniMapCanvas<NodeType extends Node>({
  nodeColor,
  label,
  className,
}: Props<NodeType>) {
  const store = useStoreApi<NodeType>();
  const { setCenter, zoomTo } = useReactFlow();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  /** The frame of the last drawing: where a pointer on the minimap points in the flow. */
  const frameRef = useRef<MinimapFrame | null>(null);
  // The colours are resolved once per effect: a new scheme runs it again, which redraws.
  const colorScheme = useResolvedColorScheme();

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const resolve = createColorResolver(canvas);
    const style = { mask: resolve(maskColor), outline: resolve(outlineColor) };
    let nodes: MinimapNode[] | null = null;
    let bounds: Rect = { x: 0, y: 0, width: 0, height: 0 };
    let queued = false;
    let disposed = false;
    const draw = () => {
      queued = false;
      if (disposed) return;
      const state = store.getState();
      if (!nodes) {
        nodes = [];
        for (const node of state.nodeLookup.values()) {
          if (node.hidden) continue;
          nodes.push({ ...boxOf(node as InternalNode), fill: resolve(nodeColor(node)) });
        }
        bounds = boundsOf(nodes);
      }
      const pixelRatio = window.devicePixelRatio || 1;
      if (canvas.width !== size.width * pixelRatio) {
        canvas.width = size.width * pixelRatio;
        canvas.height = size.height * pixelRatio;
      }
      const view = viewOf(state);
      const frame = minimapFrame(bounds, view, size);
      frameRef.current = frame;
      drawMinimap(context, nodes, view, frame, { ...size, pixelRatio }, style);
    };
    const schedule = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(draw);
    };
    const unsubscribe = store.subscribe((state, previous) => {
      // Anything but a pure viewport change may have moved, measured or restyled a node.
      if (state.transform === previous.transform || state.nodes !== previous.nodes) nodes = null;
      schedule();
    });
    draw();
    return () => {
      disposed = true;
      unsubscribe();
    };
  }, [store, nodeColor, colorScheme]);

  // The wheel zooms the view; a passive React listener could not keep the page from scrolling.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const zoom = store.getState().transform[2];
      void zoomTo(zoom * Math.pow(2, -event.deltaY / 500));
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [store, zoomTo]);

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const frame = frameRef.current;
    if (!frame || event.button !== 0) return;
    const canvas = event.currentTarget;
    canvas.setPointerCapture(event.pointerId);
    const box = canvas.getBoundingClientRect();
    const state = store.getState();
    const zoom = state.transform[2];
    const view = viewOf(state);
    const pressed = flowPointAt(frame, event.clientX - box.left, event.clientY - box.top);
    const inView = rectContains(view, pressed);
    // The drag keeps the frame it started with: the frame follows the view, which the drag moves.
    let centre = inView ? { x: view.x + view.width / 2, y: view.y + view.height / 2 } : pressed;
    if (!inView) void setCenter(centre.x, centre.y, { zoom });
    let last = { x: event.clientX, y: event.clientY };
    const onMove = (move: PointerEvent) => {
      centre = {
        x: centre.x + (move.clientX - last.x) / frame.scale,
        y: centre.y + (move.clientY - last.y) / frame.scale,
      };
      last = { x: move.clientX, y: move.clientY };
      void setCenter(centre.x, centre.y, { zoom });
    };
    const onUp = () => {
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerup', onUp);
      canvas.removeEventListener('pointercancel', onUp);
    };
    canvas.addEventListener('pointermove', onMove);
    canvas.addEventListener('pointerup', onUp);
    canvas.addEventListener('pointercancel', onUp);
  };

  return (
    <Panel
      position="bottom-right"
      className={`nopan nowheel nodrag ${className ?? ''}`}
      style={{ padding: 0, lineHeight: 0 }}
    >
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        data-testid="flow-minimap"
        onPointerDown={onPointerDown}
        style={{ width: size.width, height: size.height, cursor: 'grab', touchAction: 'none' }}
      />
    </Panel>
  );
}

export const FlowMiniMap = memo(FlowMiniMapCanvas) as typeof FlowMiniMapCanvas;
