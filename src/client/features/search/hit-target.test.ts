import { describe, expect, it } from 'vitest';
import { hitTarget } from './hit-target';

const world = { ownerUserName: 'mira', urlName: 'the-isles' };

describe('hitTarget', () => {
  it('opens a document on its own page', () => {
    expect(hitTarget(world, { kind: 'document', id: 'doc 1' })).toBe(
      '/mira/the-isles/documents/doc%201',
    );
  });

  it('opens the other kinds on the world page that lists them', () => {
    expect(hitTarget(world, { kind: 'event', id: 'e' })).toBe('/mira/the-isles/timeline');
    expect(hitTarget(world, { kind: 'image', id: 'i' })).toBe('/mira/the-isles/images');
    expect(hitTarget(world, { kind: 'story', id: 's' })).toBe('/mira/the-isles/stories');
    expect(hitTarget(world, { kind: 'dialog', id: 'd' })).toBe('/mira/the-isles/stories');
  });

  it('opens a map place on its map, at the place', () => {
    const place = { mapId: 'map 1', mapName: 'Westmarch', kind: 'pin' as const, secret: false };
    expect(hitTarget(world, { kind: 'map_place', id: 'pin 2', place })).toBe(
      '/mira/the-isles/maps/map%201?feature=pin%202',
    );
    expect(hitTarget(world, { kind: 'map_place', id: 'pin 2' })).toBe('/mira/the-isles/maps');
  });
});
