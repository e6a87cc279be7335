import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

/**
 * The path a signed-out visitor was heading to (SPEC §2.1 stores it), taken
 * once: it is cleared as it is read, so a later login starts fresh. Only a
 * path inside this app counts; anything else (another origin, a sign-in page)
 * is dropped, so a crafted value cannot send the user elsewhere.
 */
export function takeRedirectTarget(): string | null {
  const target = readStorage(storageKeys.redirectTarget);
  writeStorage(storageKeys.redirectTarget, null);
  return target !== null && isAppPath(target) ? target : null;
}

const signInPaths = ['/authenticate', '/new-login'];

function isAppPath(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  const pathname = target.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '/') return false;
  return !signInPaths.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
