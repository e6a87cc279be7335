// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  drawnPoints,
  fromView,
  geometryExtent,
  pictureExtent,
  pictureTileGrid,
  samePyramid,
  tileAddress,
  toView,
  viewResolutionLimits,
} from './map-space';

const picture = { width: 1000, height: 600, tileSize: 256, maxZoom: 2 };

describe('picture pixels and viewer coordinates', () => {
  it('keeps x and turns y over, so the top-left corner is the origin of both', () => {
    expect(toView([0, 0])).toEqual([0, 0]);
    expect(toView([10, 20])).toEqual([10, -20]);
    expect(fromView([10, -20])).toEqual([10, 20]);
    expect(fromView(toView([123.5, 456.25]))).toEqual([123.5, 456.25]);
    expect(Object.is(fromView([5, 0])[1], 0)).toBe(true);
  });

  it('puts the picture below the origin, the way the tiles are cut', () => {
    expect(pictureExtent(picture)).toEqual([0, -600, 1000, 0]);
  });

  it('measures a geometry in viewer coordinates', () => {
    expect(geometryExtent({ kind: 'pin', point: [5, 7] })).toEqual([5, -7, 5, -7]);
    expect(
      geometryExtent({
        kind: 'region',
        points: [
          [10, 20],
          [40, 20],
          [30, 90],
        ],
      }),
    ).toEqual([10, -90, 40, -20]);
  });
});

describe('the tile grid', () => {
  it('starts every zoom at the top-left and halves the resolution each zoom up to full size', () => {
    const grid = pictureTileGrid(picture);
    expect(grid.origin).toEqual([0, 0]);
    expect(grid.resolutions).toEqual([4, 2, 1]);
    expect(grid.tileSize).toBe(256);
    expect(grid.extent).toEqual([0, -600, 1000, 0]);
  });

  it('has one level for a picture that fits one tile', () => {
    expect(
      pictureTileGrid({ ...picture, width: 200, height: 100, maxZoom: 0 }).resolutions,
    ).toEqual([1]);
  });

  it('fills the tile address template', () => {
    expect(tileAddress('/api/Maps/Tiles/w/k/{z}/{x}/{y}.webp?exp=1&sig=a', 3, 4, 5)).toBe(
      '/api/Maps/Tiles/w/k/3/4/5.webp?exp=1&sig=a',
    );
  });

  it('tells a new signature of the same pyramid from another picture', () => {
    const a = '/api/Maps/Tiles/w/k/{z}/{x}/{y}.webp?exp=1&sig=a';
    expect(samePyramid(a, '/api/Maps/Tiles/w/k/{z}/{x}/{y}.webp?exp=2&sig=b')).toBe(true);
    expect(samePyramid(a, '/api/Maps/Tiles/w/k2/{z}/{x}/{y}.webp?exp=1&sig=a')).toBe(false);
  });

  it('zooms out to a small picture and in past full size', () => {
    expect(viewResolutionLimits({ width: 16_384, height: 8_000 })).toEqual({
      maxResolution: 163.84,
      minResolution: 0.25,
    });
    expect(viewResolutionLimits({ width: 50, height: 50 }).maxResolution).toBe(1);
  });
});

describe('drawn points', () => {
  it('drops the closing point of a ring, keeps points on the picture and rounds them', () => {
    expect(
      drawnPoints(
        [
          [10.04, -10],
          [1200, -20],
          [500, 30],
          [10.04, -10],
        ],
        picture,
        true,
      ),
    ).toEqual([
      [10, 10],
      [1000, 20],
      [500, 0],
    ]);
  });

  it('keeps every point of a path', () => {
    expect(
      drawnPoints(
        [
          [1, -1],
          [1, -1],
        ],
        picture,
        false,
      ),
    ).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });
});
