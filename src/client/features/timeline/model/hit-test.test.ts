// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventScreenPoints } from './screen-position';
import { hitTest } from './hit-test';
import { buildTimelineLayout } from './timeline-layout';
import { rowHeight, timelineMetrics } from './timeline-metrics';
import { createTimeScale } from './view-range';
import {
  date,
  instant,
  lasting,
  row,
  thirteenMonths,
} from '../../../../../tests/kits/client/timeline/test-data';

const calendar = thirteenMonths;
const seconds = (year: number) => calendar.toSeconds(date(year));
const layout = buildTimelineLayout(
  calendar,
  [row('a'), row('b')],
  [
    lasting('wide', 'a', date(1010), date(1030)),
    lasting('thin', 'a', date(1040), date(1040, 1, 2)),
    lasting('over', 'a', date(1020), date(1025)),
    instant('moment', 'b', date(1050)),
    lasting('ongoing', 'b', date(1060), null),
  ],
);
const surfaceWidth = 1168;
const view = { from: seconds(1000), to: seconds(1100) };
const scale = createTimeScale(view, surfaceWidth - timelineMetrics.rowHeaderWidth);

function pointsOf(id: string, scrollTop = 0) {
  const placed = layout.byId.get(id)!;
  return eventScreenPoints({
    visibleFrom: view.from,
    visibleTo: view.to,
    surfaceWidth,
    scrollTop,
    rowTop: layout.rows[placed.rowIndex]!.top,
    lane: placed.lane,
    startSeconds: placed.start,
    endSeconds: placed.instant ? null : placed.end,
  });
}

const hitAt = (point: { x: number; y: number }, scrollTop = 0) => {
  const hit = hitTest(layout, scale, scrollTop, point.x, point.y);
  return hit && [hit.placed.event.id, hit.part];
};

describe('hitTest, with the points an e2e test computes', () => {
  it('finds a bar by its middle and its ends', () => {
    const points = pointsOf('wide');
    expect(hitAt(points.centre)).toEqual(['wide', 'body']);
    expect(hitAt(points.startHandle)).toEqual(['wide', 'start']);
    expect(hitAt(points.endHandle)).toEqual(['wide', 'end']);
  });

  it('finds the event in a second lane when two overlap', () => {
    expect(layout.byId.get('over')!.lane).toBe(1);
    expect(hitAt(pointsOf('over').centre)).toEqual(['over', 'body']);
  });

  it('moves a bar too narrow for handles as a whole', () => {
    const points = pointsOf('thin');
    expect(hitAt(points.centre)).toEqual(['thin', 'body']);
    expect(hitAt({ x: points.centre.x + 1, y: points.centre.y })).toEqual(['thin', 'body']);
    // As easy to point at as a marker, though drawn two pixels wide.
    const x = scale.x(layout.byId.get('thin')!.start) + timelineMetrics.rowHeaderWidth;
    expect(hitAt({ x: x - timelineMetrics.markerRadius + 2, y: points.centre.y })).toEqual([
      'thin',
      'body',
    ]);
    expect(hitAt({ x: x + timelineMetrics.markerRadius + 2, y: points.centre.y })).toBeNull();
  });

  it('finds a marker within its radius, and gives an ongoing bar no end handle', () => {
    const marker = pointsOf('moment').centre;
    expect(hitAt({ x: marker.x + timelineMetrics.markerRadius - 1, y: marker.y })).toEqual([
      'moment',
      'body',
    ]);
    expect(hitAt({ x: marker.x + timelineMetrics.markerRadius + 2, y: marker.y })).toBeNull();
    const ongoing = pointsOf('ongoing');
    expect(hitAt(ongoing.startHandle)).toEqual(['ongoing', 'start']);
    expect(hitAt({ x: surfaceWidth - 2, y: ongoing.centre.y })).toEqual(['ongoing', 'body']);
  });

  it('follows the scroll', () => {
    const scrollTop = 10;
    expect(hitAt(pointsOf('moment', scrollTop).centre, scrollTop)).toEqual(['moment', 'body']);
  });

  it('finds nothing over empty time, the axis or the row names', () => {
    const y = pointsOf('wide').centre.y;
    expect(hitAt({ x: timelineMetrics.rowHeaderWidth + 2, y })).toBeNull();
    expect(hitAt({ x: pointsOf('wide').centre.x, y: timelineMetrics.axisHeight - 2 })).toBeNull();
    expect(hitAt({ x: timelineMetrics.rowHeaderWidth - 2, y })).toBeNull();
    expect(
      hitAt({ x: 600, y: timelineMetrics.axisHeight + rowHeight(2) + rowHeight(1) + 5 }),
    ).toBeNull();
  });
});
