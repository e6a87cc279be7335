import { describe, expect, it } from 'vitest';
import { formatMonth, monthlyCreations, tagSlices } from './chart-data';

describe('formatMonth', () => {
  it('writes the month in the reader’s language', () => {
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatMonth('2027-01', 'ru')).toMatch(/^янв\.? 2027/);
  });

  it('does not shift the month by the time zone and leaves an odd value as it is', () => {
    expect(formatMonth('2026-01', 'en')).toBe('Jan 2026');
    expect(formatMonth('soon', 'en')).toBe('soon');
  });
});

describe('tagSlices', () => {
  const tag = (name: string, count: number) => ({ id: name, name, count });

  it('keeps every used tag, biggest first, when they fit', () => {
    expect(tagSlices([tag('Sky', 1), tag('Sea', 3), tag('Empty', 0)], 8)).toEqual([
      { name: 'Sea', value: 3, other: false },
      { name: 'Sky', value: 1, other: false },
    ]);
  });

  it('sums the smallest tags into one slice so the donut stays readable', () => {
    const slices = tagSlices([tag('a', 5), tag('b', 4), tag('c', 3), tag('d', 2), tag('e', 1)], 3);
    expect(slices).toEqual([
      { name: 'a', value: 5, other: false },
      { name: 'b', value: 4, other: false },
      { name: '', value: 6, other: true },
    ]);
  });
});

describe('monthlyCreations', () => {
  it('joins documents and events by month, oldest first, missing counts as zero', () => {
    expect(
      monthlyCreations(
        [
          { month: '2026-10', count: 2 },
          { month: '2026-11', count: 5 },
        ],
        [
          { month: '2026-09', count: 1 },
          { month: '2026-11', count: 3 },
        ],
      ),
    ).toEqual([
      { month: '2026-09', documents: 0, events: 1 },
      { month: '2026-10', documents: 2, events: 0 },
      { month: '2026-11', documents: 5, events: 3 },
    ]);
  });
});
