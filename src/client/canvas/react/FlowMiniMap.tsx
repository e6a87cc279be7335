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
import { viewRect, type Rect } from '../model/geometry';
import { minimapDrag, minimapPress, minimapWheelZoom } from '../model/minimap-frame';
import { createColorResolver } from '../render/color-resolver';
import { MinimapPainter } from '../render/minimap-painter';
import { buildMinimapNodes } from './flow-scene';

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
 * inside `<ReactFlow>`, it feeds the store to render/minimap-painter.ts, so a
 * pan draws a few hundred rectangles on a small canvas and renders no
 * component. Dragging on it moves the view (a press outside the view's
 * outline centres the view there first, model/minimap-frame.ts) and the wheel
 * zooms the view, as React Flow's `pannable` and `zoomable` do.
 */
function FlowMiniMapCanvas<NodeType extends Node>({
  nodeColor,
  label,
  className,
}: Props<NodeType>) {
  const store = useStoreApi<NodeType>();
  const { setCenter, zoomTo } = useReactFlow();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  /** Its frame says where a pointer on the minimap points in the flow. */
  const painterRef = useRef<MinimapPainter | null>(null);
  // The colours are resolved once per effect: a new scheme runs it again, which redraws.
  const colorScheme = useResolvedColorScheme();

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const resolve = createColorResolver(canvas);
    const painter = new MinimapPainter(
      canvas,
      context,
      {
        view: () => viewOf(store.getState()),
        nodes: () => buildMinimapNodes(store.getState(), nodeColor, resolve),
      },
      { size, style: { mask: resolve(maskColor), outline: resolve(outlineColor) } },
    );
    painterRef.current = painter;
    const unsubscribe = store.subscribe((state, previous) => {
      // Anything but a pure viewport change may have moved, measured or restyled a node.
      if (state.transform === previous.transform || state.nodes !== previous.nodes)
        painter.invalidate();
      painter.request();
    });
    painter.draw();
    return () => {
      painter.dispose();
      unsubscribe();
    };
  }, [store, nodeColor, colorScheme]);

  // The wheel zooms the view; a passive React listener could not keep the page from scrolling.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      void zoomTo(minimapWheelZoom(store.getState().transform[2], event.deltaY));
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [store, zoomTo]);

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const frame = painterRef.current?.frame;
    if (!frame || event.button !== 0) return;
    const canvas = event.currentTarget;
    canvas.setPointerCapture(event.pointerId);
    const box = canvas.getBoundingClientRect();
    const state = store.getState();
    const zoom = state.transform[2];
    const press = minimapPress(
      frame,
      viewOf(state),
      event.clientX - box.left,
      event.clientY - box.top,
    );
    let centre = press.centre;
    if (press.jump) void setCenter(centre.x, centre.y, { zoom });
    let last = { x: event.clientX, y: event.clientY };
    const onMove = (move: PointerEvent) => {
      centre = minimapDrag(frame, centre, move.clientX - last.x, move.clientY - last.y);
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
