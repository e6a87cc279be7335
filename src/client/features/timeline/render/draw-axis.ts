import { timelineMetrics } from '../model/timeline-metrics';
import { textWidth } from './fit-text';
import { timeAreaWidth, type AxisTick, type DrawContext, type SceneFrame } from './scene-frame';

/**
 * The time axis along the top, from calendarTicks: each tick's own value on
 * the lower line ("Fro", "12", "14:00"), the larger unit that starts at a
 * major tick on the upper line ("Frost 1021"), with the one the left edge is
 * in pinned there. Where an era begins, a coloured line and the era's name
 * take the upper line's place. Labels go right of their tick; one that would
 * run into the previous is left out. Canvas coordinates; the axis spans the
 * time area only.
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
      context.rect(
        x,
        major ? 0 : axisRowHeight,
        1,
        major ? axisHeight : axisHeight - axisRowHeight,
      );
    }
    context.fill();
  }
  if (frame.eraStarts.length > 0) {
    context.fillStyle = palette.eraLine;
    context.beginPath();
    for (const era of frame.eraStarts)
      context.rect(Math.round(scale.x(era.seconds)) - 1, 0, 2, axisHeight);
    context.fill();
  }

  context.textBaseline = 'middle';
  context.textAlign = 'left';
  context.font = palette.boldFont;
  context.fillStyle = palette.axisMajorText;
  // Years have no larger unit: the round years (major) go on the upper line, the others below.
  const yearTicks = ticks.length > 0 && ticks[0]!.unit === 'year';
  // An era's name wins over a major label near it: it is the rarer news.
  const eraSeconds = new Set(frame.eraStarts.map((era) => era.seconds));
  const majors = ticks
    .filter((tick) => tick.major && !eraSeconds.has(tick.seconds))
    .map((tick) => ({ seconds: tick.seconds, label: tick.majorLabel ?? tick.label, tick }));
  const eras = frame.eraStarts.map((era) => ({ seconds: era.seconds, label: era.name }));
  const firstUpperX = Math.min(
    majors.length > 0 ? scale.x(majors[0]!.seconds) : Infinity,
    eras.length > 0 ? scale.x(eras[0]!.seconds) : Infinity,
  );
  const y = axisRowHeight / 2;
  const taken: [number, number][] = [];
  if (frame.pinnedMajorLabel) {
    // The larger unit the left edge is in, pushed out to the left by the next one.
    const labelWidth = textWidth(context, frame.pinnedMajorLabel);
    const x = Math.min(4, firstUpperX - labelWidth - 12);
    context.fillText(frame.pinnedMajorLabel, x, y + 0.5);
    taken.push([x, x + labelWidth]);
  }
  context.fillStyle = palette.eraText;
  drawLabelRow(context, eras, scale.x, y, -Infinity, taken);
  context.fillStyle = palette.axisMajorText;
  const crowdedOut = drawLabelRow(context, majors, scale.x, y, -Infinity, taken);
  // A round year whose place an era's name took keeps its number on the lower line.
  const lower = yearTicks
    ? ticks.filter((tick) => !tick.major || eraSeconds.has(tick.seconds) || crowdedOut.has(tick))
    : ticks;

  context.font = palette.font;
  context.fillStyle = palette.axisMinorText;
  drawLabelRow(
    context,
    lower,
    scale.x,
    axisRowHeight + (axisHeight - axisRowHeight) / 2,
    -Infinity,
    [],
  );
  context.restore();
}

/**
 * Labels right of their ticks, in order; one that would run into the previous
 * or into a span already `taken` on the line is left out (and its tick
 * returned). Adds its own spans to `taken`.
 */
function drawLabelRow<T extends { seconds: number; label: string; tick?: AxisTick }>(
  context: DrawContext,
  labels: readonly T[],
  x: (seconds: number) => number,
  y: number,
  lastEnd: number,
  taken: [number, number][],
): Set<AxisTick> {
  const gap = 8;
  const before = taken.slice();
  const crowdedOut = new Set<AxisTick>();
  for (const label of labels) {
    const left = Math.round(x(label.seconds)) + 4;
    const right = left + textWidth(context, label.label);
    if (
      left < lastEnd + gap ||
      before.some(([from, to]) => left < to + gap && right + gap > from)
    ) {
      if (label.tick) crowdedOut.add(label.tick);
      continue;
    }
    context.fillText(label.label, left, y + 0.5);
    lastEnd = right;
    taken.push([left, right]);
  }
  return crowdedOut;
}
