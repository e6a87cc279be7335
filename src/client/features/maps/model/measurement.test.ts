// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { areaIn, formatQuantity, lengthIn, travelTime } from './measurement';
import { scaleBar } from './scale-bar';

const scale = { unitsPerPixel: 0.5, unit: 'km' };

describe('measurements', () => {
  it('turns pixels into the map’s units, or keeps pixels without a scale', () => {
    expect(lengthIn(300, scale)).toEqual({ value: 150, unit: 'km' });
    expect(lengthIn(300, null)).toEqual({ value: 300, unit: null });
    expect(areaIn(400, scale)).toEqual({ value: 100, unit: 'km' });
    expect(areaIn(400, null)).toEqual({ value: 400, unit: null });
  });

  it('says how long a journey takes at a speed, only on a map with a scale', () => {
    // 1,000 px = 500 km at 30 km an hour: 16 h 40 min.
    expect(travelTime(1000, scale, 30)).toEqual({ days: 0, hours: 16, minutes: 40 });
    expect(travelTime(10_000, scale, 30)).toEqual({ days: 6, hours: 22, minutes: 40 });
    expect(travelTime(1000, null, 30)).toBeNull();
    expect(travelTime(1000, scale, 0)).toBeNull();
  });

  it('prints fewer decimals for larger numbers', () => {
    expect(formatQuantity(1234.567, 'en')).toBe('1,235');
    expect(formatQuantity(12.345, 'en')).toBe('12.3');
    expect(formatQuantity(1.2345, 'en')).toBe('1.23');
  });
});

describe('the scale bar', () => {
  it('shows a round length no wider than the room it has', () => {
    // 2 picture px per screen px at 0.5 km a pixel: 1 km per screen px, 120 px = 120 km → 100 km.
    expect(scaleBar(2, 0.5)).toEqual({ width: 100, length: 100 });
    // 0.01 km per screen px: 1.2 km fits, 1 km is 100 px.
    expect(scaleBar(0.02, 0.5)).toEqual({ width: 100, length: 1 });
    // 0.3 units per screen px: 36 fits, 20 is 66.7 px.
    expect(scaleBar(0.6, 0.5)?.length).toBe(20);
    expect(scaleBar(1, 0)).toBeNull();
  });
});
