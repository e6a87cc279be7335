import { tokenResponse } from '../../shared/schemas/account';
import { apiRequest } from './api-client';
import { appStore, sessionUserAtom, startSession } from './session';

/**
 * Keeps an active user signed in: a token lives 2 hours; while the user has
 * touched the page in the last 15 minutes, a token with under 30 minutes left
 * is exchanged for a fresh one (the old session is revoked by the server).
 * An idle user is still signed out by the SPEC §4 timer.
 */
export const renewalPolicy = {
  renewWhenLeftMs: 30 * 60_000,
  activeWithinMs: 15 * 60_000,
  checkEveryMs: 60_000,
} as const;

let lastActivity = Date.now();
const markActive = () => {
  lastActivity = Date.now();
};

export function shouldRenew(expiresAt: number, lastActiveAt: number, now: number): boolean {
  return (
    expiresAt - now < renewalPolicy.renewWhenLeftMs &&
    now - lastActiveAt < renewalPolicy.activeWithinMs
  );
}

async function renewIfDue(): Promise<void> {
  const info = appStore.get(sessionUserAtom);
  if (!info || !shouldRenew(info.expiresAt, lastActivity, Date.now())) return;
  try {
    const { token } = await apiRequest('POST', 'api/Account/RefreshToken', {
      schema: tokenResponse,
    });
    startSession(token);
  } catch {
    // A failed renewal leaves the current token; the expiry timer still applies.
  }
}

/** Starts watching activity; returns a function that stops it. */
export function startSessionRenewal(): () => void {
  const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
  for (const name of events) window.addEventListener(name, markActive, { passive: true });
  const timer = setInterval(() => void renewIfDue(), renewalPolicy.checkEveryMs);
  return () => {
    clearInterval(timer);
    for (const name of events) window.removeEventListener(name, markActive);
  };
}
