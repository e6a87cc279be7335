/**
 * The canvas's fixed geometry, in CSS pixels. Exported so an e2e test can turn
 * an event's dates into a point on screen (see the comment at the top of
 * components/TimelineCanvas.tsx) and so layout, drawing and hit-testing agree.
 */
export const timelineMetrics = {
  /** Left column with the row names; the time axis starts right of it. */
  rowHeaderWidth: 168,
  /** Two label rows: the coarse unit on top, the fine unit below. */
  axisHeight: 44,
  axisRowHeight: 22,
  /** One lane of bars or markers inside a row. */
  laneHeight: 22,
  /** Space above the first lane and below the last one of a row. */
  rowPadding: 4,
  /** Height of a bar or a marker inside its lane. */
  itemHeight: 16,
  /** Overlapping events of a row stack in lanes up to this many; beyond it they overlap in the last ones. */
  maxLanes: 8,
  /** Half the width of an instant event's diamond. */
  markerRadius: 7,
  /** A bar is never drawn narrower than this, so a one-day event stays visible in a century. */
  minBarWidth: 2,
  /** Grab zone at each end of a bar for resizing, when the bar is wide enough to have one. */
  resizeHandleWidth: 6,
  /** A pointer that moves less than this between down and up is a click, not a drag. */
  dragThreshold: 4,
  /** The narrowest view: about ten seconds across. */
  minSpanSeconds: 10,
  /** Names are drawn in bars at least this wide; a narrower bar gets its name beside it when there is room. */
  minLabelWidth: 28,
} as const;

/** Height of a row with `lanes` lanes (a row without events keeps one empty lane). */
export function rowHeight(lanes: number): number {
  return Math.max(1, lanes) * timelineMetrics.laneHeight + 2 * timelineMetrics.rowPadding;
}

/** Top of a lane's item box relative to its row's top. */
export function itemTopInRow(lane: number): number {
  const { laneHeight, rowPadding, itemHeight } = timelineMetrics;
  return rowPadding + lane * laneHeight + (laneHeight - itemHeight) / 2;
}
