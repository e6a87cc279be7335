// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchNodes } from './node-search';

const lines = [
  { id: 'a', text: 'Halt! Who goes there?', speaker: 'Gate Guard' },
  { id: 'b', text: 'The guard takes the coin.', speaker: '' },
  { id: 'c', text: 'You walk away.', speaker: '' },
  { id: 'd', text: 'Ёжик в тумане', speaker: 'Медвежонок' },
];
const textsOf = (line: (typeof lines)[number]) => [line.text, line.speaker];
const ids = (query: string, limit = 10) =>
  searchNodes(lines, textsOf, query, limit).map((line) => line.id);

describe('searchNodes', () => {
  it('finds nodes by their text, whatever the case', () => {
    expect(ids('WALK')).toEqual(['c']);
  });

  it('finds nodes by their speaker', () => {
    expect(ids('gate guard')).toEqual(['a']);
  });

  it('needs every word, in text or speaker', () => {
    expect(ids('guard')).toEqual(['a', 'b']);
    expect(ids('guard coin')).toEqual(['b']);
    expect(ids('guard halt')).toEqual(['a']);
  });

  it('reads ё as е, and Cyrillic case', () => {
    expect(ids('ежик')).toEqual(['d']);
    expect(ids('МЕДВЕЖОНОК')).toEqual(['d']);
  });

  it('finds nothing for an empty query, and stops at the limit', () => {
    expect(ids('   ')).toEqual([]);
    expect(ids('the', 1)).toEqual(['a']);
  });
});
