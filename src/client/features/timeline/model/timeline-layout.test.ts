import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildTimelineLayout,
  clampScrollTop,
  laneWindow,
  rowIndexAt,
  visibleRowRange,
} from './timeline-layout';
import { rowHeight, timelineMetrics } from './timeline-metrics';
import {
  date,
  instant,
  lasting,
  row,
  thirteenMonths,
} from '../../../../../tests/kits/client/timeline/test-data';

const calendar = thirteenMonths;

describe('buildTimelineLayout', () => {
  it('stacks the rows top to bottom, each as tall as its lanes', () => {
    const layout = buildTimelineLayout(
      calendar,
      [row('a'), row('b'), row('c')],
      [
        lasting('1', 'a', date(1001), date(1005)),
        lasting('2', 'a', date(1003), date(1008)),
        instant('3', 'b', date(1002)),
      ],
    );
    expect(layout.rows.map((laidOut) => [laidOut.id, laidOut.lanes.length, laidOut.top])).toEqual([
      ['a', 2, 0],
      ['b', 1, rowHeight(2)],
      ['c', 0, rowHeight(2) + rowHeight(1)],
    ]);
    expect(layout.totalHeight).toBe(rowHeight(2) + 2 * rowHeight(1));
  });

  it('leaves out the events of rows that are not shown', () => {
    const layout = buildTimelineLayout(
      calendar,
      [row('a')],
      [lasting('1', 'a', date(1001), date(1002)), lasting('2', 'hidden', date(1001), date(1002))],
    );
    expect([...layout.byId.keys()]).toEqual(['1']);
  });

  it('puts touching bars in one lane but never two markers at one moment', () => {
    const layout = buildTimelineLayout(
      calendar,
      [row('a')],
      [
        lasting('1', 'a', date(1001), date(1002)),
        lasting('2', 'a', date(1002), date(1003)),
        instant('3', 'a', date(1050)),
        instant('4', 'a', date(1050)),
      ],
    );
    const lane = (id: string) => layout.byId.get(id)?.lane;
    expect([lane('1'), lane('2'), lane('3'), lane('4')]).toEqual([0, 0, 0, 1]);
  });

  it('runs a lasting event without an end to the end of the calendar', () => {
    const layout = buildTimelineLayout(calendar, [row('a')], [lasting('1', 'a', date(1001), null)]);
    const placed = layout.byId.get('1')!;
    expect(placed.openEnded).toBe(true);
    expect(placed.end).toBe(calendar.endSeconds);
  });

  it('stops adding lanes at the cap, overlapping the rest', () => {
    const events = Array.from({ length: timelineMetrics.maxLanes + 3 }, (_, index) =>
      lasting(String(index), 'a', date(1001), date(1010)),
    );
    const layout = buildTimelineLayout(calendar, [row('a')], events);
    expect(layout.rows[0]!.lanes).toHaveLength(timelineMetrics.maxLanes);
    expect(layout.byId.size).toBe(events.length);
  });

  it('counts events whose dates this calendar lacks instead of failing', () => {
    const layout = buildTimelineLayout(
      calendar,
      [row('a')],
      [lasting('1', 'a', date(1001, 14), date(1002)), lasting('2', 'a', date(1001), date(1002))],
    );
    expect(layout.unplaceable).toBe(1);
    expect(layout.byId.has('2')).toBe(true);
  });
});

describe('laneWindow', () => {
  it('finds exactly the events touching a window, like a scan of every event would', () => {
    const year = calendar.secondsInYear;
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 99 * 364 }),
            fc.integer({ min: 0, max: 2000 }),
            fc.boolean(),
          ),
          {
            maxLength: 80,
          },
        ),
        fc.integer({ min: 0, max: 100 * year }),
        fc.integer({ min: 1, max: 20 * year }),
        (specs, offset, span) => {
          const events = specs.map(([day, days, isInstant], index) => {
            const start = calendar.fromSeconds(calendar.startSeconds + day * 86_400);
            if (isInstant) return instant(String(index), 'a', start);
            const end = calendar.fromSeconds(calendar.startSeconds + (day + days + 1) * 86_400);
            return lasting(String(index), 'a', start, end);
          });
          const layout = buildTimelineLayout(calendar, [row('a')], events);
          const from = calendar.startSeconds + offset;
          const to = from + span;
          const found = new Set<string>();
          for (const lane of layout.rows[0]!.lanes) {
            const [first, last] = laneWindow(lane, from, to);
            for (let index = first; index < last; index++) {
              const placed = lane.items[index]!;
              if (placed.end >= from && placed.start <= to) found.add(placed.event.id);
            }
          }
          const expected = [...layout.byId.values()]
            .filter((placed) => placed.end >= from && placed.start <= to)
            .map((placed) => placed.event.id);
          expect([...found].sort()).toEqual(expected.sort());
        },
      ),
    );
  });
});

describe('rows on screen', () => {
  const layout = buildTimelineLayout(
    calendar,
    Array.from({ length: 10 }, (_, index) => row(`r${index}`)),
    [],
  );
  const height = rowHeight(1);

  it('finds the row under a height, and none outside', () => {
    expect(rowIndexAt(layout, 0)).toBe(0);
    expect(rowIndexAt(layout, height * 3 + 1)).toBe(3);
    expect(rowIndexAt(layout, -1)).toBe(-1);
    expect(rowIndexAt(layout, height * 10)).toBe(-1);
  });

  it('lists only the rows the viewport shows', () => {
    expect(visibleRowRange(layout, 0, height * 2)).toEqual([0, 2]);
    expect(visibleRowRange(layout, height * 2.5, height * 2)).toEqual([2, 5]);
    expect(visibleRowRange(layout, 0, height * 100)).toEqual([0, 10]);
  });

  it('keeps the scroll between the top and the last row', () => {
    expect(clampScrollTop(-5, layout.totalHeight, 100)).toBe(0);
    expect(clampScrollTop(1e6, layout.totalHeight, 100)).toBe(layout.totalHeight - 100);
    expect(clampScrollTop(50, 80, 100)).toBe(0);
  });
});
