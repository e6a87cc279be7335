/** Where a world's live connection resumes: the newest activity id the tab has handled. */
export interface ResumeStore {
  get(worldId: string): number | null;
  set(worldId: string, activityId: number): void;
}

const storageKey = (worldId: string) => `live-after:${worldId}`;

/**
 * Kept in memory and in sessionStorage: a reload of the tab resumes where it
 * was, while another tab (its own sessionStorage) starts from its own page load.
 */
export function sessionResumeStore(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage(),
): ResumeStore {
  const memory = new Map<string, number>();
  return {
    get(worldId) {
      const known = memory.get(worldId);
      if (known !== undefined) return known;
      const stored = Number(readItem(storage, storageKey(worldId)) ?? Number.NaN);
      if (!Number.isInteger(stored) || stored < 0) return null;
      memory.set(worldId, stored);
      return stored;
    },
    set(worldId, activityId) {
      memory.set(worldId, activityId);
      try {
        storage?.setItem(storageKey(worldId), String(activityId));
      } catch {
        // A full or blocked sessionStorage leaves the memory copy, which serves this page's life.
      }
    },
  };
}

function readItem(storage: Pick<Storage, 'getItem'> | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The one store of the page: every world's connection resumes from it. */
export const liveResumeStore = sessionResumeStore();
