/**
 * The draw loop of the graph canvas, a plain controller over model/ and
 * render/: it asks its source for the view and the scenes, draws at most once
 * per task, and keeps the scenes until told they changed, so a pan or zoom
 * costs a draw and no rebuilding. Zoomed out it draws the overview; zoomed in,
 * the dotted backdrop and the edges, copying the picture on a pan by whole
 * device pixels and drawing only the uncovered strips (model/canvas-pan.ts).
 */
import { panShift, sameView, uncoveredStrips, type CanvasView } from '../model/canvas-pan';
import type { ViewTransform } from '../model/geometry';
import { sameDetailEdges, type DetailEdge, type OverviewScene } from '../model/scene';
import { drawDots, type DotContext, type DotGrid } from './draw-dots';
import { drawDetailEdges, type EdgeContext, type EdgeLabelStyle } from './draw-edges';
import { drawOverview, type OverviewContext } from './draw-overview';
import { DrawScheduler } from './draw-scheduler';

/** What the painter reads of the graph (React Flow's store, in react/FlowOverview.tsx). */
export interface FlowCanvasSource {
  /** The transform now and the pane's size in CSS pixels. */
  view(): { transform: ViewTransform; width: number; height: number };
  /** Whether the zoomed-out picture shows (React Flow's nodes are hidden). */
  overviewActive(): boolean;
  /** Built when needed and kept until `invalidate`. */
  overviewScene(): OverviewScene;
  detailEdges(): DetailEdge[];
}

export interface FlowCanvasOptions {
  /** Edge labels show from this zoom up. */
  labelsFromZoom: number;
  /** Draw the edges at detail zoom, labels in this style; without it the canvas is empty there. */
  labelStyle?: EdgeLabelStyle | undefined;
  /** The dotted backdrop at detail zoom. */
  dots?: DotGrid | undefined;
  /** Device pixels per CSS pixel (the window's by default). */
  pixelRatio?: () => number;
}

export type FlowCanvasContext = OverviewContext &
  EdgeContext &
  DotContext &
  Pick<
    CanvasRenderingContext2D,
    'globalCompositeOperation' | 'drawImage' | 'save' | 'restore' | 'clip'
  >;

export class FlowCanvasPainter {
  private scene: OverviewScene | null = null;
  private detailScene: DetailEdge[] | null = null;
  private readonly labelWidths = new Map<string, number>();
  // The canvas may still hold a picture from before: the first draw clears it if inactive.
  private drawn = true;
  private readonly scheduler = new DrawScheduler(() => this.drawFrame());
  /** The view (transform and canvas size) the canvas's dots and edges were drawn for, those edges, and how many were in view. */
  private shownView: CanvasView | null = null;
  private drawnEdges: readonly DetailEdge[] = [];
  private edgesInView = 0;
  private readonly pixelRatio: () => number;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly context: FlowCanvasContext,
    private readonly source: FlowCanvasSource,
    private readonly options: FlowCanvasOptions,
  ) {
    this.pixelRatio = options.pixelRatio ?? (() => window.devicePixelRatio || 1);
  }

  /** Nodes or edges changed (moved, measured, selected, restyled): the scenes are built again. */
  invalidate(): void {
    this.scene = null;
    this.detailScene = null;
  }

  /** Draws once after this task (draw-scheduler.ts), if anything is to draw or clear. */
  request(): void {
    const { labelStyle, dots } = this.options;
    if (!(labelStyle || dots || this.source.overviewActive() || this.drawn)) return;
    this.scheduler.request();
  }

  dispose(): void {
    this.scheduler.dispose();
  }

  /** How many edges the last frame drew (in view), for tests: `data-edges-drawn`. */
  private report(count: number): void {
    const value = String(count);
    if (this.canvas.dataset['edgesDrawn'] !== value) this.canvas.dataset['edgesDrawn'] = value;
  }

  /** Draws now. */
  draw(): void {
    this.scheduler.flush();
  }

  private drawFrame(): void {
    const { canvas, context, source } = this;
    const { labelStyle, dots, labelsFromZoom } = this.options;
    const overview = source.overviewActive();
    if (!overview && !labelStyle && !dots) {
      if (this.drawn) {
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.clearRect(0, 0, canvas.width, canvas.height);
        this.report(0);
      }
      this.drawn = false;
      this.shownView = null;
      return;
    }
    const state = source.view();
    const pixelRatio = this.pixelRatio();
    const width = Math.round(state.width * pixelRatio);
    const height = Math.round(state.height * pixelRatio);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const size = { width: state.width, height: state.height, pixelRatio };
    this.drawn = true;
    if (overview) {
      this.scene ??= source.overviewScene();
      this.report(drawOverview(context, this.scene, state.transform, size).edges);
      this.shownView = null;
      return;
    }
    const labels = state.transform[2] >= labelsFromZoom;
    if (labelStyle) this.detailScene ??= source.detailEdges();
    const lines = this.detailScene ?? [];
    // The dots and edges are drawn again only when the view or the edges changed (a selection
    // or a re-measure elsewhere draws nothing); a pan by whole device pixels moves the picture
    // and draws only the strips it uncovered.
    const [tx, ty, zoom] = state.transform;
    const view: CanvasView = { tx, ty, zoom, width: canvas.width, height: canvas.height };
    const changed = lines !== this.drawnEdges && !sameDetailEdges(lines, this.drawnEdges);
    this.drawnEdges = lines;
    if (!changed && this.shownView && sameView(view, this.shownView)) return;
    const paint = () => {
      if (dots) drawDots(context, dots, state.transform, size);
      this.edgesInView = labelStyle
        ? drawDetailEdges(context, lines, state.transform, size, {
            labels,
            labelStyle,
            labelWidths: this.labelWidths,
          }).edges
        : 0;
    };
    const shift = !changed && this.shownView ? panShift(this.shownView, view, pixelRatio) : null;
    this.shownView = view;
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
    this.report(this.edgesInView);
  }
}
