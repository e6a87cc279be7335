import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToken, endSession, onSessionEnd, scheduleExpiry, startSession } from './session';
import { storageKeys } from './storage';

function tokenExpiringAt(ms: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(ms / 1000) })}.sig`;
}

afterEach(() => {
  endSession('logout');
  vi.useRealTimers();
});

describe('the session (SPEC §4)', () => {
  it('keeps the token in local storage under the access-token key', () => {
    const token = tokenExpiringAt(Date.now() + 3_600_000);
    startSession(token);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(token);
    endSession('logout');
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(currentToken()).toBeNull();
  });

  it('logs out 20 seconds before the token expires', () => {
    vi.useFakeTimers();
    const now = Date.now();
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    startSession(tokenExpiringAt(now + 60_000));
    vi.advanceTimersByTime(39_000);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_500);
    expect(ended).toHaveBeenCalledWith('expired');
    expect(currentToken()).toBeNull();
    stop();
  });

  it('ends at once a stored session that is already past its logout time', () => {
    startSession(tokenExpiringAt(Date.now() + 10_000));
    expect(currentToken()).toBeNull();
    scheduleExpiry();
  });
});
