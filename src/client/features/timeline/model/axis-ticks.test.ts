// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCalendar } from '../../../../shared/calendar/calendar-math';
import { axisTicksFor } from './axis-ticks';
import {
  date,
  thirteenMonthConfig,
  thirteenMonths,
} from '../../../../../tests/kits/client/timeline/test-data';

const calendar = thirteenMonths;
const aged = createCalendar({
  ...thirteenMonthConfig(),
  eras: [
    { name: 'First Age', shortName: 'FA', startYear: 1000 },
    { name: 'Second Age', shortName: 'SA', startYear: 1040 },
  ],
});

describe('axisTicksFor', () => {
  it('ticks years across the whole range', () => {
    const { ticks } = axisTicksFor(
      calendar,
      { from: calendar.startSeconds, to: calendar.endSeconds },
      1200,
    );
    expect(ticks.every((tick) => tick.unit === 'year')).toBe(true);
    expect(ticks.length).toBeLessThanOrEqual(Math.floor(1200 / 72) + 2);
  });

  it('pins the year the left edge is in when ticking years, not the round year before it', () => {
    // 1,032 px for 50 years: ticks every 5 years, major every 50, so the round year before is 1000.
    const from = calendar.toSeconds(date(1023, 5));
    const { ticks, pinnedLabel } = axisTicksFor(
      calendar,
      { from, to: from + 50 * calendar.secondsInYear },
      1032,
    );
    expect(ticks.map((tick) => tick.label).slice(0, 2)).toEqual(['1025', '1030']);
    expect(pinnedLabel).toBe('1023');
  });

  it('pins the first visible year even at the very start of it', () => {
    const from = calendar.toSeconds(date(1089));
    const { pinnedLabel } = axisTicksFor(
      calendar,
      { from, to: from + 8 * calendar.secondsInYear },
      1032,
    );
    expect(pinnedLabel).toBe('1089');
  });

  it('pins the month and year of the left edge when ticking days', () => {
    const from = calendar.toSeconds(date(1050, 3, 10));
    const { ticks, pinnedLabel } = axisTicksFor(calendar, { from, to: from + 10 * 86_400 }, 1200);
    expect(ticks[0]?.unit).toBe('day');
    expect(pinnedLabel).toBe('Month 3 1050');
  });

  it('pins the year of the left edge when ticking months', () => {
    const from = calendar.toSeconds(date(1050, 12, 20));
    const { ticks, pinnedLabel } = axisTicksFor(
      calendar,
      { from, to: from + calendar.secondsInYear },
      1200,
    );
    expect(ticks[0]?.unit).toBe('month');
    expect(ticks[0]?.label).toBe('M13');
    expect(pinnedLabel).toBe('1050');
  });

  it('names the era of the left edge and the eras that begin in view', () => {
    const from = aged.toSeconds(date(1035, 5));
    const view = { from, to: from + 20 * aged.secondsInYear };
    const { pinnedLabel, eraStarts } = axisTicksFor(aged, view, 1032);
    expect(pinnedLabel).toBe('1035 FA');
    expect(eraStarts).toEqual([{ seconds: 1040 * aged.secondsInYear, name: 'Second Age' }]);
    const later = axisTicksFor(aged, { from: view.to, to: view.to + aged.secondsInYear }, 1032);
    expect(later.pinnedLabel).toBe('1055 SA');
    expect(later.eraStarts).toEqual([]);
  });
});
