// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DateParts } from '../../../../shared/calendar/calendar-config';
import type { MapFeature } from '../../../../shared/schemas/map';
import { visibleFeatures } from './visible-features';

const day = (year: number): DateParts => ({
  year,
  month: 1,
  day: 1,
  hour: 0,
  minute: 0,
  second: 0,
});

function feature(id: string, extra: Partial<MapFeature> = {}): MapFeature {
  return {
    id,
    geometry: { kind: 'pin', point: [0, 0] },
    layerId: null,
    name: id,
    description: '',
    documentId: null,
    document: null,
    childMapId: null,
    eventId: null,
    event: null,
    color: null,
    icon: null,
    from: null,
    until: null,
    version: 1,
    ...extra,
  };
}

const features = [
  feature('always'),
  feature('on-layer', { layerId: 'l1' }),
  feature('old-border', { from: day(100), until: day(200) }),
  feature('new-border', { from: day(200) }),
];
const ids = (list: MapFeature[]) => list.map((item) => item.id);

describe('visible features', () => {
  it('shows every feature of the shown layers when no date is chosen', () => {
    expect(ids(visibleFeatures(features, new Set(), null))).toEqual([
      'always',
      'on-layer',
      'old-border',
      'new-border',
    ]);
  });

  it('leaves out the hidden layers, the base layer under its key', () => {
    expect(ids(visibleFeatures(features, new Set(['l1', 'base']), null))).toEqual([]);
    expect(ids(visibleFeatures(features, new Set(['l1']), null))).toEqual([
      'always',
      'old-border',
      'new-border',
    ]);
  });

  it('shows at a date what exists then: from inclusive, until exclusive', () => {
    expect(ids(visibleFeatures(features, new Set(), day(50)))).toEqual(['always', 'on-layer']);
    expect(ids(visibleFeatures(features, new Set(), day(150)))).toEqual([
      'always',
      'on-layer',
      'old-border',
    ]);
    expect(ids(visibleFeatures(features, new Set(), day(200)))).toEqual([
      'always',
      'on-layer',
      'new-border',
    ]);
  });
});
