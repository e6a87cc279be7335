// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applySelection, keepExisting } from './selection';

describe('selecting events', () => {
  it('replaces on a click and empties on a click on empty canvas', () => {
    expect([...applySelection(new Set(['a', 'b']), ['c'], 'replace')]).toEqual(['c']);
    expect([...applySelection(new Set(['a']), [], 'replace')]).toEqual([]);
  });

  it('toggles on shift-click', () => {
    expect([...applySelection(new Set(['a']), ['b'], 'toggle')]).toEqual(['a', 'b']);
    expect([...applySelection(new Set(['a', 'b']), ['a'], 'toggle')]).toEqual(['b']);
  });

  it('forgets deleted events and keeps the same set when nothing went', () => {
    const selected = new Set(['a', 'b']);
    expect([...keepExisting(selected, new Set(['b']))]).toEqual(['b']);
    expect(keepExisting(selected, new Set(['a', 'b', 'c']))).toBe(selected);
  });
});
