import { timelineMetrics } from '../model/timeline-metrics';
import { textWidth } from './fit-text';
import { timeAreaWidth, type DrawContext, type SceneFrame } from './scene-frame';

/**
 * The time axis along the top, from calendarTicks: each tick's own value on
 * the lower line ("Fro", "12", "14:00"), the larger unit that starts at a
 * major tick on the upper line ("Frost 1021"), with the one the left edge is
 * in pinned there. Labels go right of their tick; one that would run into the
 * previous is left out. Canvas coordinates; the axis spans the time area only.
 */
export function drawAxis(context: DrawContext, frame: SceneFrame): void {
  const { palette, ticks, scale, width } = frame;
  const { axisHeight, axisRowHeight, rowHeaderWidth } = timelineMetrics;
  const areaWidth = timeAreaWidth(frame);

  context.fillStyle = palette.axisBackground;
  context.fillRect(0, 0, width, axisHeight);
  context.fillStyle = palette.rowSeparator;
  context.fillRect(0, axisHeight - 1, width, 1);
  context.fillRect(rowHeaderWidth - 1, 0, 1, axisHeight);

  context.save();
  context.beginPath();
  context.rect(rowHeaderWidth, 0, areaWidth, axisHeight);
  context.clip();
  context.translate(rowHeaderWidth, 0);

  // Tick marks: full height for the coarse unit, the lower line for the fine one.
  for (const major of [false, true]) {
    context.fillStyle = major ? palette.gridMajor : palette.gridMinor;
    context.beginPath();
    for (const tick of ticks) {
      if (tick.major !== major) continue;
      const x = Math.round(scale.x(tick.seconds));
      context.rect(x, major ? 0 : axisRowHeight, 1, major ? axisHeight : axisHeight - axisRowHeight);
    }
    context.fill();
  }

  context.textBaseline = 'middle';
  context.textAlign = 'left';
  context.font = palette.boldFont;
  context.fillStyle = palette.axisMajorText;
  // Years have no larger unit: the round years (major) go on the upper line, the others below.
  const yearTicks = ticks.length > 0 && ticks[0]!.unit === 'year';
  const upper = ticks
    .filter((tick) => tick.major)
    .map((tick) => ({ seconds: tick.seconds, label: tick.majorLabel ?? tick.label }));
  const lower = yearTicks ? ticks.filter((tick) => !tick.major) : ticks;
  const firstUpperX = upper.length > 0 ? scale.x(upper[0]!.seconds) : Infinity;
  let lastEnd = -Infinity;
  if (frame.pinnedMajorLabel) {
    // The larger unit the left edge is in, pushed out to the left by the next one.
    const labelWidth = textWidth(context, frame.pinnedMajorLabel);
    const x = Math.min(4, firstUpperX - labelWidth - 12);
    context.fillText(frame.pinnedMajorLabel, x, axisRowHeight / 2 + 0.5);
    lastEnd = x + labelWidth;
  }
  drawLabelRow(context, upper, scale.x, axisRowHeight / 2, lastEnd);

  context.font = palette.font;
  context.fillStyle = palette.axisMinorText;
  drawLabelRow(context, lower, scale.x, axisRowHeight + (axisHeight - axisRowHeight) / 2, -Infinity);
  context.restore();
}

function drawLabelRow(
  context: DrawContext,
  ticks: readonly { seconds: number; label: string }[],
  x: (seconds: number) => number,
  y: number,
  lastEnd: number,
): number {
  for (const tick of ticks) {
    const left = Math.round(x(tick.seconds)) + 4;
    if (left < lastEnd + 8) continue;
    context.fillText(tick.label, left, y + 0.5);
    lastEnd = left + textWidth(context, tick.label);
  }
  return lastEnd;
}
