import { describe, expect, it } from 'vitest';
import { firstInOrder } from './first-in-order';

describe('firstInOrder', () => {
  const byValue = (a: { value: number }, b: { value: number }) => a.value - b.value;

  it('gives the head of the sorted list, stable for equal items', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const items = Array.from({ length: 2_000 }, (_, index) => ({
      value: Math.floor(random() * 300),
      index,
    }));
    for (const count of [1, 10, 64, 2_000, 5_000]) {
      expect(firstInOrder(items, byValue, count)).toEqual([...items].sort(byValue).slice(0, count));
    }
  });

  it('gives nothing for no items or a count of 0', () => {
    expect(firstInOrder([], byValue, 10)).toEqual([]);
    expect(firstInOrder([{ value: 1 }], byValue, 0)).toEqual([]);
  });
});
