/**
 * The minimap's draw loop, a plain controller over model/minimap-frame.ts and
 * draw-minimap.ts: it asks its source for the view and the nodes, draws at
 * most once per task (draw-scheduler.ts) and keeps the nodes until told they
 * changed, so a pan costs a draw and no rebuilding. It keeps the frame of its
 * last drawing, where a pointer on the minimap points in the flow.
 */
import { boundsOf, type Rect } from '../model/geometry';
import { minimapFrame, type MinimapFrame } from '../model/minimap-frame';
import { drawMinimap, type MinimapNode, type MinimapStyle } from './draw-minimap';
import type { OverviewContext } from './draw-overview';
import { DrawScheduler } from './draw-scheduler';

/** What the minimap reads of the graph (React Flow's store, in react/FlowMiniMap.tsx). */
export interface MinimapSource {
  /** The view in flow coordinates. */
  view(): Rect;
  /** The nodes not hidden, in resolved colours: built when needed and kept until `invalidate`. */
  nodes(): MinimapNode[];
}

export interface MinimapOptions {
  /** The minimap's size in CSS pixels. */
  size: { width: number; height: number };
  style: MinimapStyle;
  /** Device pixels per CSS pixel (the window's by default). */
  pixelRatio?: () => number;
}

export class MinimapPainter {
  private nodes: MinimapNode[] | null = null;
  private bounds: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private shownFrame: MinimapFrame | null = null;
  private readonly scheduler = new DrawScheduler(() => this.drawFrame());
  private readonly pixelRatio: () => number;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly context: OverviewContext,
    private readonly source: MinimapSource,
    private readonly options: MinimapOptions,
  ) {
    this.pixelRatio = options.pixelRatio ?? (() => window.devicePixelRatio || 1);
  }

  /** The frame of the last drawing (null before the first): where a minimap point lands in the flow. */
  get frame(): MinimapFrame | null {
    return this.shownFrame;
  }

  /** Nodes changed (moved, measured, restyled, added or removed): they are read again. */
  invalidate(): void {
    this.nodes = null;
  }

  /** Draws once after this task. */
  request(): void {
    this.scheduler.request();
  }

  /** Draws now. */
  draw(): void {
    this.scheduler.flush();
  }

  dispose(): void {
    this.scheduler.dispose();
  }

  private drawFrame(): void {
    const { canvas, context, source } = this;
    const { size, style } = this.options;
    if (!this.nodes) {
      this.nodes = source.nodes();
      this.bounds = boundsOf(this.nodes);
    }
    const pixelRatio = this.pixelRatio();
    if (canvas.width !== size.width * pixelRatio) {
      canvas.width = size.width * pixelRatio;
      canvas.height = size.height * pixelRatio;
    }
    const view = source.view();
    const frame = minimapFrame(this.bounds, view, size);
    this.shownFrame = frame;
    drawMinimap(context, this.nodes, view, frame, { ...size, pixelRatio }, style);
  }
}
