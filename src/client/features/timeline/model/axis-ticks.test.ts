import { describe, expect, it } from 'vitest';
import { axisTicksFor } from './axis-ticks';
import { date, thirteenMonths } from './test-data';

const calendar = thirteenMonths;

describe('axisTicksFor', () => {
  it('ticks years across the whole range, with nothing pinned', () => {
    const { ticks, pinnedLabel } = axisTicksFor(
      calendar,
      { from: calendar.startSeconds, to: calendar.endSeconds },
      1200,
    );
    expect(ticks.every((tick) => tick.unit === 'year')).toBe(true);
    expect(ticks.length).toBeLessThanOrEqual(Math.floor(1200 / 72) + 2);
    expect(pinnedLabel).toBeNull();
  });

  it('pins the month and year of the left edge when ticking days', () => {
    const from = calendar.toSeconds(date(1050, 3, 10));
    const { ticks, pinnedLabel } = axisTicksFor(calendar, { from, to: from + 10 * 86_400 }, 1200);
    expect(ticks[0]?.unit).toBe('day');
    expect(pinnedLabel).toBe('Month 3 1050');
  });
});
