// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { axisTicksFor } from './axis-ticks';
import { date, thirteenMonths } from './test-data';

const calendar = thirteenMonths;

describe('axisTicksFor', () => {
  it('ticks years across the whole range', () => {
    const { ticks } = axisTicksFor(calendar, { from: calendar.startSeconds, to: calendar.endSeconds }, 1200);
    expect(ticks.every((tick) => tick.unit === 'year')).toBe(true);
    expect(ticks.length).toBeLessThanOrEqual(Math.floor(1200 / 72) + 2);
  });

  it('pins the round year before the left edge when ticking years', () => {
    // 1,032 px for 50 years: ticks every 5 years, major every 50.
    const from = calendar.toSeconds(date(1023, 5));
    const { ticks, pinnedLabel } = axisTicksFor(calendar, { from, to: from + 50 * calendar.secondsInYear }, 1032);
    expect(ticks.map((tick) => tick.label).slice(0, 2)).toEqual(['1025', '1030']);
    expect(pinnedLabel).toBe('1000');
  });

  it('pins the month and year of the left edge when ticking days', () => {
    const from = calendar.toSeconds(date(1050, 3, 10));
    const { ticks, pinnedLabel } = axisTicksFor(calendar, { from, to: from + 10 * 86_400 }, 1200);
    expect(ticks[0]?.unit).toBe('day');
    expect(pinnedLabel).toBe('Month 3 1050');
  });
});
