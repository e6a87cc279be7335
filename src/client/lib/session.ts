import { atom, createStore } from 'jotai';
import { readStorage, storageKeys, writeStorage } from './storage';
import { logoutBeforeExpiryMs, readToken, type TokenInfo } from './token';

/**
 * The signed-in session (SPEC §4). The token lives in local storage under the
 * access-token key; the atoms live in one store that React and the API client
 * share, so a 401 seen by the client signs the user out of every view at once.
 */
export const appStore = createStore();

export const tokenAtom = atom<string | null>(readStorage(storageKeys.accessToken));
export const sessionUserAtom = atom<TokenInfo | null>((get) => readToken(get(tokenAtom)));

export type SessionEndReason = 'logout' | 'expired' | 'unauthorized';
type SessionEndListener = (reason: SessionEndReason) => void;
const endListeners = new Set<SessionEndListener>();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

export function currentToken(): string | null {
  return appStore.get(tokenAtom);
}

export function startSession(token: string): void {
  writeStorage(storageKeys.accessToken, token);
  appStore.set(tokenAtom, token);
  scheduleExpiry();
}

/** Logout removes the token and clears the user; listeners send the user to Login. */
export function endSession(reason: SessionEndReason): void {
  const hadSession = appStore.get(tokenAtom) !== null;
  writeStorage(storageKeys.accessToken, null);
  appStore.set(tokenAtom, null);
  clearTimeout(expiryTimer);
  if (hadSession) for (const listener of endListeners) listener(reason);
}

export function onSessionEnd(listener: SessionEndListener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** SPEC §4: a timer logs the user out 20 seconds before the token expires. */
export function scheduleExpiry(now = Date.now()): void {
  clearTimeout(expiryTimer);
  const info = appStore.get(sessionUserAtom);
  if (!info) return;
  const delay = info.expiresAt - logoutBeforeExpiryMs - now;
  if (delay <= 0) {
    endSession('expired');
    return;
  }
  // setTimeout keeps at most ~24.8 days; tokens live hours, but stay safe.
  expiryTimer = setTimeout(() => endSession('expired'), Math.min(delay, 2 ** 31 - 1));
}
