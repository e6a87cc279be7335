// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { World } from '../../../shared/schemas/world';
import {
  addressChanged,
  addWorld,
  namesMatch,
  removeWorld,
  upsertWorld,
  worldsOf,
} from './world-list';

function world(id: string, name: string, ownerUserName = 'ann', urlName = id): World {
  return {
    id,
    name,
    urlName,
    ownerUserName,
    description: '',
    isPublic: false,
    defaultVisibility: 'members',
    currentUserRole: 'owner',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('world list actions (SPEC §4)', () => {
  const list = [world('1', 'Aerth'), world('2', 'Mordor', 'bob')];

  it('create adds the world in name order', () => {
    expect(addWorld(list, world('3', 'Erebor')).map((w) => w.name)).toEqual([
      'Aerth',
      'Erebor',
      'Mordor',
    ]);
    expect(addWorld(undefined, world('3', 'Erebor')).map((w) => w.id)).toEqual(['3']);
  });

  it('edit replaces the entry, or adds it if absent', () => {
    const renamed = upsertWorld(list, world('1', 'Zeta'));
    expect(renamed.map((w) => [w.id, w.name])).toEqual([
      ['2', 'Mordor'],
      ['1', 'Zeta'],
    ]);
    expect(upsertWorld(list, world('9', 'Brand new'))).toHaveLength(3);
  });

  it('delete removes it, and leaves the input untouched', () => {
    expect(removeWorld(list, '1').map((w) => w.id)).toEqual(['2']);
    expect(list).toHaveLength(2);
    expect(removeWorld(undefined, '1')).toEqual([]);
  });

  it('filters by owner for /{ownerUserName}', () => {
    expect(worldsOf(list, 'bob').map((w) => w.id)).toEqual(['2']);
    expect(worldsOf(list, undefined)).toHaveLength(2);
    expect(worldsOf(list, 'nobody')).toEqual([]);
  });

  it('knows when the address moved', () => {
    expect(addressChanged(world('1', 'A'), world('1', 'B'))).toBe(false);
    expect(addressChanged(world('1', 'A'), world('1', 'A', 'bob'))).toBe(true);
    expect(addressChanged(world('1', 'A', 'ann', 'a'), world('1', 'A', 'ann', 'b'))).toBe(true);
  });
});

describe('namesMatch (delete confirmation)', () => {
  it('needs the exact name, ignoring outer spaces as the server does', () => {
    expect(namesMatch('Aerth', 'Aerth')).toBe(true);
    expect(namesMatch('  Aerth ', 'Aerth')).toBe(true);
    expect(namesMatch('aerth', 'Aerth')).toBe(false);
    expect(namesMatch('Aert', 'Aerth')).toBe(false);
    expect(namesMatch('', '')).toBe(false);
  });
});
