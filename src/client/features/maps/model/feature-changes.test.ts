// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MapFeature } from '../../../../shared/schemas/map';
import { featureChanges } from './feature-changes';

const pin: MapFeature = {
  id: 'p1',
  geometry: { kind: 'pin', point: [10, 20] },
  layerId: null,
  name: 'Harbour',
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
};
const year = (value: number) => ({ year: value, month: 1, day: 1, hour: 0, minute: 0, second: 0 });

describe('what someone else changed about a place', () => {
  it('is nothing when only the version moved on', () => {
    expect(featureChanges(pin, { ...pin, version: 2 })).toEqual([]);
  });

  it('names each part that differs, in a fixed order', () => {
    const theirs: MapFeature = {
      ...pin,
      geometry: { kind: 'pin', point: [11, 20] },
      name: 'Old Harbour',
      icon: 'castle',
      from: year(1000),
      eventId: 'e1',
      version: 3,
    };
    expect(featureChanges(pin, theirs)).toEqual(['shape', 'name', 'look', 'dates', 'links']);
  });

  it('sees a moved corner of a region and a document linked', () => {
    const region: MapFeature = {
      ...pin,
      geometry: {
        kind: 'region',
        points: [
          [0, 0],
          [10, 0],
          [10, 10],
        ],
      },
    };
    const theirs: MapFeature = {
      ...region,
      geometry: {
        kind: 'region',
        points: [
          [0, 0],
          [12, 0],
          [10, 10],
        ],
      },
      documentId: 'd1',
    };
    expect(featureChanges(region, theirs)).toEqual(['shape', 'document']);
  });
});
