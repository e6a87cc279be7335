import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('doubles from the base up to the ceiling, within the upper half of each step', () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const ceiling = Math.min(5_000, 100 * 2 ** attempt);
      const delay = reconnectDelay(attempt, 100, 5_000);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });
});
