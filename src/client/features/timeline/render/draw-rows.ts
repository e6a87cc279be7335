import { visibleRowRange } from '../model/timeline-layout';
import { timelineMetrics } from '../model/timeline-metrics';
import { fitText } from './fit-text';
import { rowsAreaHeight, type DrawContext, type SceneFrame } from './scene-frame';

/**
 * Row bands across the whole width, in content coordinates (the caller has
 * translated by the axis height and the scroll): every other row a shade
 * lighter, a hairline under each.
 */
export function drawRowBands(context: DrawContext, frame: SceneFrame): void {
  const { layout, scrollTop, palette, width } = frame;
  const [first, last] = visibleRowRange(layout, scrollTop, rowsAreaHeight(frame));
  context.fillStyle = palette.rowBandAlternate;
  context.beginPath();
  for (let index = first; index < last; index++) {
    const row = layout.rows[index]!;
    if (index % 2 === 1) context.rect(0, row.top, width, row.height);
  }
  context.fill();
  context.fillStyle = palette.rowSeparator;
  context.beginPath();
  for (let index = first; index < last; index++) {
    const row = layout.rows[index]!;
    context.rect(0, row.top + row.height - 1, width, 1);
  }
  context.fill();
}

/** Vertical lines at the axis ticks and era starts through the rows (time-area coordinates, rows area only). */
export function drawGrid(context: DrawContext, frame: SceneFrame, height: number): void {
  const { ticks, scale, palette, eraStarts } = frame;
  for (const major of [false, true]) {
    context.fillStyle = major ? palette.gridMajor : palette.gridMinor;
    context.beginPath();
    for (const tick of ticks) {
      if (tick.major !== major) continue;
      context.rect(Math.round(scale.x(tick.seconds)), 0, 1, height);
    }
    context.fill();
  }
  if (eraStarts.length > 0) {
    context.fillStyle = palette.eraLine;
    context.beginPath();
    for (const era of eraStarts) context.rect(Math.round(scale.x(era.seconds)), 0, 1, height);
    context.fill();
  }
}

/**
 * The column of row names at the left, drawn over the events so a name stays
 * readable whatever scrolls under it; content coordinates like drawRowBands.
 */
export function drawRowHeaders(context: DrawContext, frame: SceneFrame): void {
  const { layout, scrollTop, palette } = frame;
  const { rowHeaderWidth, rowPadding, laneHeight } = timelineMetrics;
  const [first, last] = visibleRowRange(layout, scrollTop, rowsAreaHeight(frame));
  context.fillStyle = palette.headerBackground;
  context.fillRect(0, scrollTop, rowHeaderWidth, rowsAreaHeight(frame));
  context.fillStyle = palette.rowSeparator;
  context.fillRect(rowHeaderWidth - 1, scrollTop, 1, rowsAreaHeight(frame));
  context.beginPath();
  for (let index = first; index < last; index++) {
    const row = layout.rows[index]!;
    context.rect(0, row.top + row.height - 1, rowHeaderWidth, 1);
  }
  context.fill();

  context.font = palette.boldFont;
  context.fillStyle = palette.headerText;
  context.textBaseline = 'middle';
  context.textAlign = 'left';
  for (let index = first; index < last; index++) {
    const row = layout.rows[index]!;
    const name = fitText(context, row.name, rowHeaderWidth - 24);
    if (name) context.fillText(name, 12, row.top + rowPadding + laneHeight / 2 + 0.5);
  }
}
