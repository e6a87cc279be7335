import { describe, expect, it } from 'vitest';
import { indexTree } from '../../../../shared/wiki/document-tree';
import { visibleRows } from './visible-rows';

const node = (id: string, parentId: string | null) => ({
  id,
  name: id,
  type: 'location',
  parentId,
  version: 1,
});
const index = indexTree([
  node('region', null),
  node('city', 'region'),
  node('street', 'city'),
  node('sea', null),
]);

describe('visibleRows', () => {
  it('hides what a collapsed document holds and counts it', () => {
    const rows = visibleRows(index, new Set());
    expect(rows.map((row) => [row.node.id, row.depth, row.descendants])).toEqual([
      ['region', 0, 2],
      ['sea', 0, 0],
    ]);
  });

  it('indents what an expanded document holds', () => {
    const rows = visibleRows(index, new Set(['region', 'city']));
    expect(rows.map((row) => [row.node.id, row.depth])).toEqual([
      ['region', 0],
      ['city', 1],
      ['street', 2],
      ['sea', 0],
    ]);
  });
});
