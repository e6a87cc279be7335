// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sessionResumeStore } from './resume-store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the resume store', () => {
  it('remembers the last activity per world and survives a reload through the storage', () => {
    const storage = memoryStorage();
    const store = sessionResumeStore(storage);
    expect(store.get('w1')).toBeNull();
    store.set('w1', 12);
    store.set('w2', 3);
    expect(store.get('w1')).toBe(12);
    const afterReload = sessionResumeStore(storage);
    expect(afterReload.get('w1')).toBe(12);
    expect(afterReload.get('w2')).toBe(3);
  });

  it('treats a damaged stored value as none', () => {
    const storage = memoryStorage();
    storage.items.set('live-after:w1', 'banana');
    storage.items.set('live-after:w2', '-4');
    const store = sessionResumeStore(storage);
    expect(store.get('w1')).toBeNull();
    expect(store.get('w2')).toBeNull();
  });

  it('keeps working in memory when the storage throws or is missing', () => {
    const store = sessionResumeStore({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    expect(store.get('w1')).toBeNull();
    store.set('w1', 5);
    expect(store.get('w1')).toBe(5);
    const none = sessionResumeStore(null);
    none.set('w1', 1);
    expect(none.get('w1')).toBe(1);
  });
});
