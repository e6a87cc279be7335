import { describe, expect, it } from 'vitest';
import { siteMapSize, siteMapZoom } from './site-maps-picture';

describe('the zoom a map is copied at', () => {
  it('is the largest whose picture stays within 4096 px on its long side', () => {
    // 16,384 px wide in 512 px tiles: zoom 5 is full size, 4 is 8,192, 3 is 4,096.
    const huge = { width: 16_384, height: 9_000, maxZoom: 5 };
    expect(siteMapZoom(huge)).toBe(3);
    expect(siteMapSize(huge, 3)).toEqual({ width: 4096, height: 2250 });
    const tall = { width: 3_000, height: 5_000, maxZoom: 4 };
    expect(siteMapZoom(tall)).toBe(3);
    expect(siteMapSize(tall, 3)).toEqual({ width: 1500, height: 2500 });
  });

  it('keeps a picture that fits at full size, and a tiny one at zoom 0', () => {
    expect(siteMapZoom({ width: 4096, height: 100, maxZoom: 3 })).toBe(3);
    expect(siteMapZoom({ width: 4097, height: 100, maxZoom: 4 })).toBe(3);
    expect(siteMapZoom({ width: 300, height: 200, maxZoom: 0 })).toBe(0);
  });
});
