import { timelineMetrics } from '../model/timeline-metrics';
import { drawAxis } from './draw-axis';
import { drawEvents } from './draw-events';
import { drawGrid, drawRowBands, drawRowHeaders } from './draw-rows';
import {
  rowsAreaHeight,
  timeAreaWidth,
  type DrawContext,
  type SceneFrame,
  type SceneStats,
} from './scene-frame';

/**
 * One frame of the static layer, back to front: row bands, grid, events, the
 * row-name column, the axis. The caller clears the canvas (Konva does before
 * each layer draw) and sets the device-pixel scale. The canvas stays
 * transparent where nothing is drawn: the element behind it paints the
 * background once, instead of a full-canvas fill per frame.
 */
export function drawScene(context: DrawContext, frame: SceneFrame): SceneStats {
  const { axisHeight, rowHeaderWidth } = timelineMetrics;
  const rowsHeight = rowsAreaHeight(frame);
  const areaWidth = timeAreaWidth(frame);

  // Rows area: content coordinates (y = row.top) under the axis, scrolled.
  context.save();
  context.beginPath();
  context.rect(0, axisHeight, frame.width, rowsHeight);
  context.clip();
  context.translate(0, axisHeight - frame.scrollTop);
  drawRowBands(context, frame);

  context.save();
  context.beginPath();
  context.rect(rowHeaderWidth, frame.scrollTop, areaWidth, rowsHeight);
  context.clip();
  context.translate(rowHeaderWidth, 0);
  context.save();
  context.translate(0, frame.scrollTop);
  drawGrid(context, frame, rowsHeight);
  context.restore();
  const stats = drawEvents(context, frame);
  context.restore();

  drawRowHeaders(context, frame);
  context.restore();

  drawAxis(context, frame);
  return stats;
}
