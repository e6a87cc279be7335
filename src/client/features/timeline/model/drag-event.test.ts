// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarConfigArbitrary } from '../../../../shared/calendar/calendar-arbitraries';
import { compareDateParts } from '../../../../shared/calendar/calendar-config';
import { createCalendar } from '../../../../shared/calendar/calendar-math';
import { dragSpan, snapToUnit, spanToDates } from './drag-event';
import type { EventPart } from './hit-test';
import { buildTimelineLayout } from './timeline-layout';
import {
  date,
  instant,
  lasting,
  row,
  thirteenMonthConfig,
  thirteenMonths,
} from '../../../../../tests/kits/client/timeline/test-data';

const day = 86_400;

function placedOf(
  calendar: typeof thirteenMonths,
  event: Parameters<typeof buildTimelineLayout>[2][number],
) {
  return buildTimelineLayout(calendar, [row('a')], [event]).byId.get(event.id)!;
}

describe('snapToUnit', () => {
  it('goes to the nearest boundary of the finest part, even across uneven months', () => {
    const months = createCalendar(thirteenMonthConfig(['year', 'month']));
    // Month 12 has 32 days and month 13 one: 1 day into month 13 is nearer its end than its start.
    const month13 = months.toSeconds(date(1001, 13, 1));
    expect(snapToUnit(months, month13 + 0.6 * day)).toBe(months.toSeconds(date(1002, 1, 1)));
    expect(snapToUnit(months, month13 + 0.4 * day)).toBe(month13);
    expect(snapToUnit(thirteenMonths, 12.6)).toBe(13);
  });
});

describe('dragSpan on a calendar of days', () => {
  const days = createCalendar(thirteenMonthConfig(['year', 'month', 'day']));
  const bar = placedOf(days, lasting('1', 'a', date(1010, 3, 5), date(1010, 4, 2)));

  it('moves both ends by whole days, keeping the length', () => {
    const moved = dragSpan(days, bar, 'body', 2.4 * day);
    expect(moved).toEqual({ start: bar.start + 2 * day, end: bar.end + 2 * day });
    const dates = spanToDates(days, moved);
    expect(dates.start).toEqual(date(1010, 3, 7));
    expect(dates.end).toEqual(date(1010, 4, 4));
  });

  it('keeps a moved event inside the range', () => {
    const early = dragSpan(days, bar, 'body', -1e12);
    expect(early.start).toBe(days.startSeconds);
    expect(early.end! - early.start).toBe(bar.end - bar.start);
    const late = dragSpan(days, bar, 'body', 1e12);
    expect(late.end).toBe(days.floorTo(days.endSeconds - 1, 'day'));
  });

  it('resizes one end and never lets it pass the other', () => {
    expect(dragSpan(days, bar, 'start', -3 * day)).toEqual({
      start: bar.start - 3 * day,
      end: bar.end,
    });
    expect(dragSpan(days, bar, 'start', 1e9)).toEqual({ start: bar.end - day, end: bar.end });
    expect(dragSpan(days, bar, 'end', 1.6 * day)).toEqual({
      start: bar.start,
      end: bar.end + 2 * day,
    });
    expect(dragSpan(days, bar, 'end', -1e9)).toEqual({ start: bar.start, end: bar.start + day });
  });

  it('moves an instant or the start of an ongoing event, with no end', () => {
    const moment = placedOf(days, instant('2', 'a', date(1020)));
    expect(dragSpan(days, moment, 'body', day)).toEqual({ start: moment.start + day, end: null });
    const ongoing = placedOf(days, lasting('3', 'a', date(1020), null));
    expect(dragSpan(days, ongoing, 'start', -day)).toEqual({
      start: ongoing.start - day,
      end: null,
    });
    expect(dragSpan(days, ongoing, 'body', day)).toEqual({ start: ongoing.start + day, end: null });
  });
});

describe('dragSpan on any calendar', () => {
  it('always lands on valid dates inside the range, on the finest part, with the end after the start', () => {
    const parts: EventPart[] = ['body', 'start', 'end'];
    fc.assert(
      fc.property(
        calendarConfigArbitrary.filter((config) => config.endYear - config.startYear < 50_000),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: -1.5, max: 1.5, noNaN: true }),
        fc.constantFrom(...parts),
        (config, startShare, lengthShare, deltaShare, part) => {
          const calendar = createCalendar(config);
          const range = calendar.endSeconds - calendar.startSeconds;
          const unit = calendar.finestPart;
          const first = calendar.floorTo(calendar.startSeconds + startShare * (range - 1), unit);
          const second = calendar.floorTo(
            first + lengthShare * (calendar.endSeconds - 1 - first),
            unit,
          );
          const start = calendar.fromSeconds(first);
          const end = calendar.fromSeconds(second);
          const event =
            compareDateParts(end, start) > 0
              ? lasting('1', 'a', start, end)
              : instant('1', 'a', start);
          const placed = placedOf(calendar, event);
          const span = dragSpan(calendar, placed, part, deltaShare * range);
          const dates = spanToDates(calendar, span);
          expect(calendar.validate(dates.start)).toEqual([]);
          expect(calendar.floorTo(span.start, unit)).toBe(span.start);
          if (event.kind === 'instant') expect(dates.end).toBeNull();
          else {
            expect(dates.end).not.toBeNull();
            expect(calendar.validate(dates.end!)).toEqual([]);
            expect(span.end!).toBeGreaterThan(span.start);
            expect(calendar.floorTo(span.end!, unit)).toBe(span.end);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
