import { describe, expect, it } from 'vitest';
import { SessionCache, sessionCheckLifetimeMs } from './session-cache';

const ada = { userId: 'user-ada', userName: 'ada' };
const bob = { userId: 'user-bob', userName: 'bob' };
const t0 = Date.parse('2026-11-23T12:00:00Z');
const farFuture = t0 + 3_600_000;

describe('SessionCache', () => {
  it('answers a confirmed session for one lifetime, then asks the database again', () => {
    const cache = new SessionCache();
    expect(cache.get('s1', ada.userId, t0)).toBeUndefined();
    cache.remember('s1', ada, farFuture, t0);
    expect(cache.get('s1', ada.userId, t0 + sessionCheckLifetimeMs - 1)).toEqual(ada);
    expect(cache.get('s1', ada.userId, t0 + sessionCheckLifetimeMs)).toBeUndefined();
  });

  it('never outlives the session itself, nor answers for another user', () => {
    const cache = new SessionCache();
    cache.remember('s1', ada, t0 + 100, t0);
    expect(cache.get('s1', ada.userId, t0 + 99)).toEqual(ada);
    expect(cache.get('s1', ada.userId, t0 + 100)).toBeUndefined();
    cache.remember('s2', ada, farFuture, t0);
    expect(cache.get('s2', bob.userId, t0)).toBeUndefined();
  });

  it('forgets a revoked session at once and does not take it back for a lifetime', () => {
    const cache = new SessionCache();
    cache.remember('s1', ada, farFuture, t0);
    cache.remember('s2', ada, farFuture, t0);
    cache.forgetSession('s1', t0 + 10);
    expect(cache.get('s1', ada.userId, t0 + 10)).toBeUndefined();
    expect(cache.get('s2', ada.userId, t0 + 10)).toEqual(ada);
    // A check that read the database before the revocation committed comes back late:
    cache.remember('s1', ada, farFuture, t0 + 20);
    expect(cache.get('s1', ada.userId, t0 + 20)).toBeUndefined();
    cache.remember('s1', ada, farFuture, t0 + 10 + sessionCheckLifetimeMs);
    expect(cache.get('s1', ada.userId, t0 + 10 + sessionCheckLifetimeMs)).toEqual(ada);
  });

  it('forgets every session of a user whose password changed, and no one else', () => {
    const cache = new SessionCache();
    cache.remember('s1', ada, farFuture, t0);
    cache.remember('s2', ada, farFuture, t0);
    cache.remember('s3', bob, farFuture, t0);
    cache.forgetUser(ada.userId, t0);
    expect(cache.get('s1', ada.userId, t0)).toBeUndefined();
    expect(cache.get('s2', ada.userId, t0)).toBeUndefined();
    expect(cache.get('s3', bob.userId, t0)).toEqual(bob);
    cache.remember('s4', ada, farFuture, t0 + 1);
    expect(cache.get('s4', ada.userId, t0 + 1)).toBeUndefined();
  });

  it('holds at most its size, dropping expired and then the oldest entries', () => {
    const cache = new SessionCache(sessionCheckLifetimeMs, 2);
    cache.remember('s1', ada, farFuture, t0);
    cache.remember('s2', ada, farFuture, t0 + 1);
    cache.remember('s3', bob, farFuture, t0 + 2);
    expect(cache.get('s1', ada.userId, t0 + 2)).toBeUndefined();
    expect(cache.get('s2', ada.userId, t0 + 2)).toEqual(ada);
    expect(cache.get('s3', bob.userId, t0 + 2)).toEqual(bob);
  });
});
