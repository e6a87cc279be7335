/**
 * Sessions that the database confirmed as live a moment ago, so that a burst
 * of API calls with the same token asks the database once a second, not on
 * every call.
 *
 * Revocation goes through `forgetSession` (logout, token renewal) or
 * `forgetUser` (password change and restore): the entries are dropped at once,
 * and for one lifetime afterwards none of them is remembered again, so a check
 * that read the database just before the revoking transaction committed cannot
 * put the old answer back. A revoked session therefore stops working at once
 * on the instance that revoked it, and at most `lifetimeMs` after the
 * revocation committed on any other instance sharing the PostgreSQL database
 * (README, Security).
 */
export interface LiveSession {
  userId: string;
  userName: string;
}

interface Entry {
  session: LiveSession;
  /** Epoch ms after which the database must be asked again. */
  recheckAt: number;
}

export const sessionCheckLifetimeMs = 1000;

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** `user:<id>` or `session:<id>` → epoch ms until which it is not remembered. */
  private readonly revokedRecently = new Map<string, number>();

  constructor(
    private readonly lifetimeMs = sessionCheckLifetimeMs,
    private readonly maxEntries = 10_000,
  ) {}

  /** The live session, if the database confirmed it less than a lifetime ago. */
  get(sessionId: string, userId: string, nowMs: number): LiveSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.recheckAt <= nowMs || entry.session.userId !== userId) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.session;
  }

  /**
   * Remembers a session the database just confirmed. `expiresAtMs` is the
   * session's own end, which the cache never outlives.
   */
  remember(sessionId: string, session: LiveSession, expiresAtMs: number, nowMs: number): void {
    if (this.revokedRecently.size > 0) {
      if (this.isBlocked(`user:${session.userId}`, nowMs)) return;
      if (this.isBlocked(`session:${sessionId}`, nowMs)) return;
    }
    if (this.entries.size >= this.maxEntries) this.evictOldest(nowMs);
    const recheckAt = Math.min(nowMs + this.lifetimeMs, expiresAtMs);
    this.entries.set(sessionId, {
      session: { userId: session.userId, userName: session.userName },
      recheckAt,
    });
  }

  /** Drops the session, and does not remember it again for a lifetime. */
  forgetSession(sessionId: string, nowMs: number): void {
    this.block(`session:${sessionId}`, nowMs);
    this.entries.delete(sessionId);
  }

  /** Drops every remembered session of the user, and remembers none of theirs for a lifetime. */
  forgetUser(userId: string, nowMs: number): void {
    this.block(`user:${userId}`, nowMs);
    for (const [sessionId, entry] of this.entries) {
      if (entry.session.userId === userId) this.entries.delete(sessionId);
    }
  }

  private block(key: string, nowMs: number): void {
    for (const [blocked, until] of this.revokedRecently) {
      if (until <= nowMs) this.revokedRecently.delete(blocked);
    }
    this.revokedRecently.set(key, nowMs + this.lifetimeMs);
  }

  private isBlocked(key: string, nowMs: number): boolean {
    const until = this.revokedRecently.get(key);
    return until !== undefined && until > nowMs;
  }

  /** Expired entries go first; if none, the oldest inserted (Map order). */
  private evictOldest(nowMs: number): void {
    for (const [sessionId, entry] of this.entries) {
      if (entry.recheckAt <= nowMs) this.entries.delete(sessionId);
    }
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
