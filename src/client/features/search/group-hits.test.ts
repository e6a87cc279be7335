import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../../shared/schemas/search';
import { displayOrder, groupHits, hitValue } from './group-hits';

const hit = (kind: SearchHit['kind'], id: string): SearchHit => ({
  kind,
  id,
  title: id,
  titleMarked: id,
  snippet: '',
});

describe('groupHits', () => {
  it('puts each kind where its best hit ranked and keeps the rank inside a group', () => {
    const ranked = [
      hit('event', 'e1'),
      hit('document', 'd1'),
      hit('event', 'e2'),
      hit('image', 'i1'),
      hit('document', 'd2'),
    ];
    const groups = groupHits(ranked);
    expect(groups.map((group) => group.kind)).toEqual(['event', 'document', 'image']);
    expect(groups.map((group) => group.hits.map((h) => h.id))).toEqual([
      ['e1', 'e2'],
      ['d1', 'd2'],
      ['i1'],
    ]);
    expect(displayOrder(groups).map((h) => h.id)).toEqual(['e1', 'e2', 'd1', 'd2', 'i1']);
  });

  it('gives no groups for no hits', () => {
    expect(groupHits([])).toEqual([]);
  });
});

describe('hitValue', () => {
  it('tells apart two kinds that share an id', () => {
    expect(hitValue(hit('document', '7'))).not.toBe(hitValue(hit('image', '7')));
  });
});
