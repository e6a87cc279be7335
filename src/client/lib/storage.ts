/**
 * Local storage, which the app cannot work without (SPEC §8 front5001). Every
 * read and write goes through here so a blocked storage is noticed once.
 */
export const storageKeys = {
  accessToken: 'access-token',
  language: 'language',
  colorScheme: 'color-scheme',
  redirectTarget: 'redirect-target',
} as const;

export function isStorageAvailable(): boolean {
  try {
    const probe = '__loreweave_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Blocked storage is reported once at start (front5001); nothing more to do here.
  }
}
