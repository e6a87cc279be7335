import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { sessionUserAtom } from '../lib/session';
import { storageKeys, writeStorage } from '../lib/storage';
import { hasUsableLife } from '../lib/token';

export const loginPath = '/authenticate/login';

/** Remembers where the user was going, so login can bring them back (SPEC §2.1). */
export function rememberTarget(target: string): void {
  if (!target.startsWith('/authenticate') && target !== '/')
    writeStorage(storageKeys.redirectTarget, target);
}

/** SPEC §2.1: a protected route reached signed out stores the full target and goes to Login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const user = useAtomValue(sessionUserAtom);
  const location = useLocation();
  if (!hasUsableLife(user)) {
    rememberTarget(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={loginPath} replace />;
  }
  return <>{children}</>;
}
