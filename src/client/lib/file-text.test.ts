// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatBytes, typeList } from './file-text';

describe('image texts', () => {
  it('states sizes in the interface language', () => {
    expect(formatBytes(20 * 1024 * 1024, 'en')).toBe('20 MB');
    expect(formatBytes(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatBytes(2.5 * 1024 * 1024, 'ru')).toMatch(/^2,5\sМБ$/);
    expect(formatBytes(300 * 1024, 'en')).toBe('300 kB');
  });

  it('names the accepted types as people know them', () => {
    const all = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
    expect(typeList(all, 'en')).toBe('PNG, JPEG, WebP, or GIF');
    expect(typeList(all, 'ru')).toBe('PNG, JPEG, WebP или GIF');
  });
});
