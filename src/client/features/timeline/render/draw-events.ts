import { laneWindow, visibleRowRange, type Lane, type PlacedEvent } from '../model/timeline-layout';
import { itemTopInRow, timelineMetrics } from '../model/timeline-metrics';
import { fitText } from './fit-text';
import {
  rowsAreaHeight,
  timeAreaWidth,
  type DrawContext,
  type SceneFrame,
  type SceneStats,
} from './scene-frame';

/**
 * Bars and markers of the rows on screen, in content coordinates (the caller
 * has translated to the time area's left edge and the rows' scrolled top, and
 * clipped). A frame costs O(visible): rows outside the viewport are never
 * touched, each lane's window comes from two binary searches, and runs of bars
 * narrower than a pixel merge into one rectangle, so a fully zoomed-out view of
 * 10,000 events fills a few hundred rectangles, not 10,000. Fills are batched
 * into one path per style: a frame changes fillStyle a handful of times.
 */
interface Label {
  text: string;
  x: number;
  y: number;
  onBar: boolean;
}

interface Batches {
  bars: DrawContext;
  stats: SceneStats;
  openBars: number[];
  selectedBars: number[];
  markers: number[];
  selectedMarkers: number[];
  labels: Label[];
}

export function drawEvents(context: DrawContext, frame: SceneFrame): SceneStats {
  const { layout, scrollTop, palette } = frame;
  const stats: SceneStats = { bars: 0, markers: 0, labels: 0, rows: 0 };
  const [firstRow, lastRow] = visibleRowRange(layout, scrollTop, rowsAreaHeight(frame));
  const batches: Batches = {
    bars: context,
    stats,
    openBars: [],
    selectedBars: [],
    markers: [],
    selectedMarkers: [],
    labels: [],
  };

  context.font = palette.font;
  context.fillStyle = palette.bar;
  context.beginPath(); // plain bars go straight into this path as they are found
  for (let rowIndex = firstRow; rowIndex < lastRow; rowIndex++) {
    const row = layout.rows[rowIndex]!;
    stats.rows++;
    row.lanes.forEach((lane, laneIndex) =>
      collectLane(context, frame, lane, row.top + itemTopInRow(laneIndex), batches),
    );
  }
  context.fill();

  fillRects(context, batches.openBars, palette.barOpenEnded);
  fillDiamonds(context, batches.markers, palette.marker);
  if (batches.selectedBars.length > 0 || batches.selectedMarkers.length > 0) {
    context.lineWidth = 2;
    context.strokeStyle = palette.selectedOutline;
    fillRects(context, batches.selectedBars, palette.selectedFill, true);
    fillDiamonds(context, batches.selectedMarkers, palette.selectedFill, true);
  }
  drawLabels(context, frame, batches.labels);
  stats.labels = batches.labels.length;
  return stats;
}

function collectLane(
  context: DrawContext,
  frame: SceneFrame,
  lane: Lane,
  top: number,
  batches: Batches,
): void {
  const { scale, selectedIds, draggedId } = frame;
  const { itemHeight, markerRadius, minBarWidth, minLabelWidth } = timelineMetrics;
  const width = timeAreaWidth(frame);
  const { from, to } = scale.view;
  const k = scale.pxPerSecond;
  if (!(k > 0)) return;
  const margin = (markerRadius + 2) / k;
  const [first, last] = laneWindow(lane, from - margin, to + margin);
  const middle = top + itemHeight / 2;
  // The pending run of merged plain bars.
  let runStart = 0;
  let runEnd = -Infinity;
  let lastMarkerX = -Infinity;

  for (let index = first; index < last; index++) {
    const placed = lane.items[index]!;
    const id = placed.event.id;
    if (id === draggedId) continue;
    const selected = selectedIds.has(id);
    const x1 = (placed.start - from) * k;

    if (placed.instant) {
      if (x1 < -markerRadius || x1 > width + markerRadius) continue;
      if (selected) batches.selectedMarkers.push(x1, middle);
      else if (x1 - lastMarkerX >= 1) {
        batches.markers.push(x1, middle);
        lastMarkerX = x1;
      } else continue;
      batches.stats.markers++;
      const room = nextItemX(lane, index, from, k, width) - (x1 + markerRadius + 4) - 4;
      if (room >= minLabelWidth)
        pushLabel(context, batches, placed, x1 + markerRadius + 4, middle, room, false);
      continue;
    }

    const x2 = Math.max((placed.end - from) * k, x1 + minBarWidth);
    if (x2 < -1 || x1 > width + 1) continue;
    // Wide bars keep a pixel of gap at their end, so two events that touch read as two.
    const drawnEnd = Math.min(x2 - 4 >= x1 ? x2 - 1 : x2, width + 2);
    const drawnStart = Math.max(x1, -2);
    batches.stats.bars++;
    if (selected) batches.selectedBars.push(drawnStart, top, drawnEnd - drawnStart, itemHeight);
    else if (placed.openEnded)
      batches.openBars.push(drawnStart, top, drawnEnd - drawnStart, itemHeight);
    else if (drawnStart <= runEnd) runEnd = Math.max(runEnd, drawnEnd);
    else {
      if (runEnd > -Infinity) batches.bars.rect(runStart, top, runEnd - runStart, itemHeight);
      runStart = drawnStart;
      runEnd = drawnEnd;
    }
    if (x2 - x1 >= minLabelWidth) {
      // The name sticks to the left edge while the bar's start is scrolled off.
      const labelX = Math.max(x1, 0) + 5;
      const room = Math.min(x2, width) - labelX - 5;
      if (room >= 12) pushLabel(context, batches, placed, labelX, middle, room, true);
    } else if (x2 > 0) {
      // Too short to hold its name (a whole era zoomed out): the name goes beside it, as a marker's does.
      const labelX = x2 + 4;
      const room = nextItemX(lane, index, from, k, width) - labelX - 4;
      if (room >= minLabelWidth) pushLabel(context, batches, placed, labelX, middle, room, false);
    }
  }
  if (runEnd > -Infinity) batches.bars.rect(runStart, top, runEnd - runStart, itemHeight);
}

/** Left edge of the next item in the lane, or the time area's right edge: the room a marker's name has. */
function nextItemX(lane: Lane, index: number, from: number, k: number, width: number): number {
  const next = lane.items[index + 1];
  if (!next) return width;
  const x = (next.start - from) * k;
  return Math.min(width, next.instant ? x - timelineMetrics.markerRadius : x);
}

function pushLabel(
  context: DrawContext,
  batches: Batches,
  placed: PlacedEvent,
  x: number,
  y: number,
  room: number,
  onBar: boolean,
): void {
  const text = fitText(context, placed.event.name, room);
  if (text) batches.labels.push({ text, x, y, onBar });
}

function fillRects(
  context: DrawContext,
  rects: readonly number[],
  color: string,
  outline = false,
): void {
  if (rects.length === 0) return;
  context.fillStyle = color;
  context.beginPath();
  for (let index = 0; index < rects.length; index += 4) {
    context.rect(rects[index]!, rects[index + 1]!, rects[index + 2]!, rects[index + 3]!);
  }
  context.fill();
  if (outline) context.stroke();
}

function fillDiamonds(
  context: DrawContext,
  centres: readonly number[],
  color: string,
  outline = false,
): void {
  if (centres.length === 0) return;
  const radius = timelineMetrics.markerRadius;
  context.fillStyle = color;
  context.beginPath();
  for (let index = 0; index < centres.length; index += 2) {
    const x = centres[index]!;
    const y = centres[index + 1]!;
    context.moveTo(x, y - radius);
    context.lineTo(x + radius, y);
    context.lineTo(x, y + radius);
    context.lineTo(x - radius, y);
    context.closePath();
  }
  context.fill();
  if (outline) context.stroke();
}

function drawLabels(context: DrawContext, frame: SceneFrame, labels: readonly Label[]): void {
  if (labels.length === 0) return;
  context.textBaseline = 'middle';
  context.textAlign = 'left';
  let color = '';
  for (const label of labels) {
    const wanted = label.onBar ? frame.palette.barText : frame.palette.markerText;
    if (wanted !== color) {
      context.fillStyle = wanted;
      color = wanted;
    }
    context.fillText(label.text, label.x, label.y + 0.5);
  }
}
