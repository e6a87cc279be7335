/**
 * When the graph canvases draw: at most once per task, in a microtask after
 * it. React Flow's pan, zoom and drag events are frame-aligned and each
 * updates the store several times, so a draw queued behind them runs once,
 * after the last update and before the frame is painted (a
 * requestAnimationFrame would draw a frame late). Shared by the canvas under
 * the graph (flow-canvas-painter.ts) and the minimap (minimap-painter.ts).
 */
export class DrawScheduler {
  private queued = false;
  private disposed = false;

  constructor(private readonly paint: () => void) {}

  /** Draws after this task; more requests before then draw once. */
  request(): void {
    if (this.queued || this.disposed) return;
    this.queued = true;
    queueMicrotask(() => this.flush());
  }

  /** Draws now (a draw already queued still runs), unless disposed. */
  flush(): void {
    this.queued = false;
    if (this.disposed) return;
    this.paint();
  }

  /** Nothing draws any more, queued or requested. */
  dispose(): void {
    this.disposed = true;
  }
}
