import { describe, expect, it } from 'vitest';
import {
  existsAt,
  mapGeometryProblem,
  mapMaxZoom,
  outlineCrossesItself,
  polygonArea,
  polylineLength,
  rescalePoint,
  scaleFromReference,
  travelHours,
  type MapPoint,
} from './map-geometry';

const date = (year: number, month = 1, day = 1) => ({
  year,
  month,
  day,
  hour: 0,
  minute: 0,
  second: 0,
});

describe('map geometry', () => {
  it('measures lengths and areas in pixels', () => {
    const square: MapPoint[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    expect(polylineLength(square)).toBe(30);
    expect(polylineLength(square, true)).toBe(40);
    expect(polygonArea(square)).toBe(100);
    expect(polygonArea([...square].reverse())).toBe(100);
  });

  it('turns a reference line into a scale and a path into travel time', () => {
    const unitsPerPixel = scaleFromReference([0, 0], [300, 400], 50);
    expect(unitsPerPixel).toBeCloseTo(0.1);
    expect(travelHours(500, unitsPerPixel, 5)).toBeCloseTo(10);
    expect(() => scaleFromReference([1, 1], [1, 1], 5)).toThrow(RangeError);
  });

  it('finds crossing edges of a region, not of its neighbours', () => {
    const bowtie: MapPoint[] = [
      [0, 0],
      [10, 10],
      [10, 0],
      [0, 10],
    ];
    expect(outlineCrossesItself(bowtie)).toBe(true);
    expect(mapGeometryProblem('region', bowtie)).toBe('self-intersecting');
    expect(mapGeometryProblem('path', bowtie)).toBeNull();
    expect(
      mapGeometryProblem('region', [
        [0, 0],
        [1, 1],
      ]),
    ).toBe('too-few-points');
    expect(
      mapGeometryProblem('region', [
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toBe('self-intersecting');
  });

  it('checks a 10,000-point circle without crossing in one pass', () => {
    const circle: MapPoint[] = Array.from({ length: 10_000 }, (_, i) => [
      5000 + 4000 * Math.cos((2 * Math.PI * i) / 10_000),
      5000 + 4000 * Math.sin((2 * Math.PI * i) / 10_000),
    ]);
    expect(mapGeometryProblem('region', circle)).toBeNull();
    expect(mapGeometryProblem('region', [...circle, [0, 0]])).toBe('too-many-points');
  });

  it('shows a feature from its start until (not at) its end', () => {
    const border = { from: date(1200), until: date(1300) };
    expect(existsAt(border, date(1199, 12, 31))).toBe(false);
    expect(existsAt(border, date(1200))).toBe(true);
    expect(existsAt(border, date(1300))).toBe(false);
    expect(existsAt({ from: null, until: null }, date(0))).toBe(true);
  });

  it('counts zoom levels and keeps a point in place on a resized picture', () => {
    expect(mapMaxZoom(16_384, 16_384, 256)).toBe(6);
    expect(mapMaxZoom(200, 100, 256)).toBe(0);
    expect(mapMaxZoom(257, 10, 256)).toBe(1);
    expect(rescalePoint([50, 20], { width: 100, height: 40 }, { width: 200, height: 120 })).toEqual(
      [100, 60],
    );
  });
});
