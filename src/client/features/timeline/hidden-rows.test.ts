// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hiddenRowsKey, parseHiddenRows, serializeHiddenRows } from './hidden-rows';

describe('hidden timeline rows', () => {
  it('are kept per world', () => {
    expect(hiddenRowsKey('w1')).not.toBe(hiddenRowsKey('w2'));
  });

  it('survive a round trip and forget rows that are gone', () => {
    const stored = serializeHiddenRows(new Set(['a', 'b', 'gone']), ['a', 'b', 'c']);
    expect(parseHiddenRows(stored)).toEqual(['a', 'b']);
    expect(serializeHiddenRows(new Set(), ['a'])).toBeNull();
  });

  it('read anything broken as nothing hidden', () => {
    expect(parseHiddenRows('{not json')).toEqual([]);
    expect(parseHiddenRows('{"a":1}')).toEqual([]);
    expect(parseHiddenRows('["a",2]')).toEqual(['a']);
    expect(parseHiddenRows(null)).toEqual([]);
  });
});
