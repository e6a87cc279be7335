import { describe, expect, it } from 'vitest';
import { boundsOf } from './bounds';

describe('bounds of boxes', () => {
  it('hold every box, and are null for none', () => {
    expect(boundsOf([{ x: 10, y: -5, width: 100, height: 40 }, { x: -20, y: 30, width: 10, height: 10 }])).toEqual({ x: -20, y: -5, width: 130, height: 45 });
    expect(boundsOf([])).toBeNull();
  });
});
