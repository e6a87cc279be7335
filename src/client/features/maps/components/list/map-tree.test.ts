// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MapSummary } from '../../../../../shared/schemas/map';
import { mapTreeRows, possibleParents } from './map-tree';

const map = (id: string, name: string, parentMapId: string | null = null): MapSummary => ({
  id,
  name,
  parentMapId,
  status: 'ready',
  visibility: null,
  thumbUrl: null,
  width: 100,
  height: 100,
  pinCount: 0,
  updatedAt: '2026-11-27T00:00:00Z',
  version: 1,
});

describe('mapTreeRows', () => {
  it('puts each map after its parent, indented, siblings by name', () => {
    const rows = mapTreeRows([
      map('c', 'City', 'r'),
      map('w', 'World'),
      map('r', 'Region', 'w'),
      map('a', 'Atlas'),
      map('b', 'Building', 'c'),
    ]);
    expect(rows.map((row) => `${row.depth}:${row.map.name}`)).toEqual([
      '0:Atlas',
      '0:World',
      '1:Region',
      '2:City',
      '3:Building',
    ]);
  });

  it('shows a map whose parent is missing, or in a cycle, at the top', () => {
    const rows = mapTreeRows([map('x', 'Orphan', 'gone'), map('p', 'P', 'q'), map('q', 'Q', 'p')]);
    expect(rows.map((row) => row.map.id).sort()).toEqual(['p', 'q', 'x']);
    expect(rows.find((row) => row.map.id === 'x')?.depth).toBe(0);
  });
});

describe('possibleParents', () => {
  it('leaves out the map itself and everything below it', () => {
    const maps = [map('w', 'W'), map('r', 'R', 'w'), map('c', 'C', 'r'), map('o', 'O')];
    expect(possibleParents(maps, 'r').map((item) => item.id)).toEqual(['w', 'o']);
    expect(possibleParents(maps, null)).toHaveLength(4);
  });
});
