import { describe, expect, it } from 'vitest';
import { SearchSlots } from './search-slots';

describe('SearchSlots', () => {
  it('runs at most `size` at once, the rest in order, and frees a slot on failure', async () => {
    const slots = new SearchSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (id: number, fail = false) =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        order.push(id);
        if (fail) throw new Error(`job ${id}`);
        return id;
      });
    const results = await Promise.allSettled([job(1), job(2, true), job(3), job(4), job(5)]);
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
