import { describe, expect, it } from 'vitest';
import { defaultUploadCategory, readGalleryView, writeGalleryView } from './gallery-filters';

describe('the gallery view in the address', () => {
  it('reads category, document and open picture', () => {
    expect(readGalleryView(new URLSearchParams('category=c1&document=d1&image=i1'))).toEqual({
      category: 'c1',
      document: 'd1',
      image: 'i1',
    });
    expect(readGalleryView(new URLSearchParams(''))).toEqual({
      category: null,
      document: null,
      image: null,
    });
  });

  it('writes a change and keeps the rest of the address', () => {
    const next = writeGalleryView(new URLSearchParams('category=c1&tab=x'), {
      category: null,
      image: 'i2',
    });
    expect(next.toString()).toBe('tab=x&image=i2');
  });

  it('sends uploads into the filtered category, never into "without a category"', () => {
    expect(defaultUploadCategory({ category: 'c1', document: null, image: null })).toBe('c1');
    expect(defaultUploadCategory({ category: 'none', document: null, image: null })).toBeNull();
    expect(defaultUploadCategory({ category: null, document: null, image: null })).toBeNull();
  });
});
