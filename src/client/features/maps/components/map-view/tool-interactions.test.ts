// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MapGeometry } from '../../../../../shared/schemas/map';
import { olGeometry } from './map-scene';
import { editedGeometry, isDoubleClick } from './tool-interactions';

const picture = { width: 1000, height: 800 };
const roundTrip = (geometry: MapGeometry) =>
  editedGeometry(geometry.kind, olGeometry(geometry), picture);

describe('geometries between the server and the canvas', () => {
  it('come back as they went for pins, regions and paths', () => {
    const pin: MapGeometry = { kind: 'pin', point: [120.5, 40] };
    const region: MapGeometry = {
      kind: 'region',
      points: [
        [10, 10],
        [200, 10],
        [200, 300],
      ],
    };
    const path: MapGeometry = {
      kind: 'path',
      points: [
        [0, 0],
        [1000, 800],
      ],
    };
    expect(roundTrip(pin)).toEqual({ geometry: pin });
    expect(roundTrip(region)).toEqual({ geometry: region });
    expect(roundTrip(path)).toEqual({ geometry: path });
  });

  it('draw y upwards on the canvas', () => {
    expect(olGeometry({ kind: 'pin', point: [5, 7] }).getExtent()).toEqual([5, -7, 5, -7]);
  });

  it('refuse a region whose edges cross and a pin off the picture', () => {
    const bowTie: MapGeometry = {
      kind: 'region',
      points: [
        [0, 0],
        [100, 100],
        [100, 0],
        [0, 100],
      ],
    };
    expect(roundTrip(bowTie)).toEqual({ problem: 'crossing' });
    expect(roundTrip({ kind: 'pin', point: [1200, 10] })).toEqual({ problem: 'outside' });
    expect(roundTrip({ kind: 'path', points: [[5, 5]] })).toEqual({ problem: 'outside' });
  });

  it('keep points drawn past the edge on the picture', () => {
    expect(
      roundTrip({
        kind: 'path',
        points: [
          [-20, 5],
          [1100, 900],
        ],
      }),
    ).toEqual({
      geometry: {
        kind: 'path',
        points: [
          [0, 5],
          [1000, 800],
        ],
      },
    });
  });
});

describe('a double click', () => {
  it('is two quick clicks on one spot, not a click here and one there', () => {
    expect(isDoubleClick([100, 100], [103, 98])).toBe(true);
    expect(isDoubleClick([100, 100], [300, 240])).toBe(false);
  });

  it('is no double click when the first was made before the tool was installed', () => {
    expect(isDoubleClick(null, [100, 100])).toBe(false);
  });
});
