import { describe, expect, it } from 'vitest';
import { shouldRenew } from './session-renewal';

const minute = 60_000;

describe('shouldRenew', () => {
  const now = 1_000_000_000;
  it('renews an active user whose token runs low', () => {
    expect(shouldRenew(now + 20 * minute, now - minute, now)).toBe(true);
  });
  it('leaves a fresh token alone', () => {
    expect(shouldRenew(now + 90 * minute, now, now)).toBe(false);
  });
  it('lets an idle user expire', () => {
    expect(shouldRenew(now + 20 * minute, now - 40 * minute, now)).toBe(false);
  });
});
