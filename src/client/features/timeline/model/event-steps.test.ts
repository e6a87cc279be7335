// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventTabOrder, revealView, stepEvent } from './event-steps';
import {
  date,
  instant,
  lasting,
  row,
  thirteenMonths,
} from '../../../../../tests/kits/client/timeline/test-data';
import { buildTimelineLayout } from './timeline-layout';
import { viewLimits } from './view-range';

const calendar = thirteenMonths;
const layout = buildTimelineLayout(
  calendar,
  [row('a'), row('b')],
  [
    lasting('late', 'a', date(1050), date(1060)),
    instant('same-time-b', 'b', date(1010)),
    lasting('same-time-a', 'a', date(1010), date(1020)),
    instant('first', 'b', date(1001)),
    lasting('hidden-row', 'hidden', date(1000), date(1001)),
  ],
);
const order = eventTabOrder(layout);
const ids = (selected: string[], direction: 1 | -1) =>
  stepEvent(order, new Set(selected), direction)?.placed.event.id ?? null;

describe('eventTabOrder', () => {
  it('visits the shown events by start, then by row from the top', () => {
    expect(order.map((placed) => placed.event.id)).toEqual([
      'first',
      'same-time-a',
      'same-time-b',
      'late',
    ]);
  });
});

describe('stepEvent', () => {
  it('starts at the first event and moves one at a time both ways', () => {
    expect(ids([], 1)).toBe('first');
    expect(ids(['first'], 1)).toBe('same-time-a');
    expect(ids(['same-time-b'], -1)).toBe('same-time-a');
    expect(stepEvent(order, new Set(['late']), -1)?.index).toBe(2);
  });

  it('lets the focus go past the last event and back from no selection', () => {
    expect(ids(['late'], 1)).toBeNull();
    expect(ids(['first'], -1)).toBeNull();
    expect(ids([], -1)).toBeNull();
  });

  it('steps out of a selection of several from its latest or earliest event', () => {
    expect(ids(['same-time-b', 'first'], 1)).toBe('late');
    expect(ids(['same-time-b', 'late'], -1)).toBe('same-time-a');
  });

  it('ignores selected ids that are not on the canvas', () => {
    expect(ids(['hidden-row'], 1)).toBe('first');
  });
});

describe('revealView', () => {
  const limits = viewLimits(calendar);
  const seconds = (year: number) => calendar.toSeconds(date(year));
  const view = { from: seconds(1010), to: seconds(1030) };

  it('keeps the view while the event starts on screen', () => {
    expect(revealView(view, { start: seconds(1020) }, limits)).toBe(view);
  });

  it('pans at the same zoom to put an event off screen a third of the way in', () => {
    const next = revealView(view, { start: seconds(1060) }, limits);
    expect(next.to - next.from).toBeCloseTo(view.to - view.from);
    expect((seconds(1060) - next.from) / (next.to - next.from)).toBeCloseTo(1 / 3);
  });
});
