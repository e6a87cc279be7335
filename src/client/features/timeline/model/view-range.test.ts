// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clampView,
  createTimeScale,
  fitAllView,
  focusView,
  panView,
  viewLimits,
  wheelDeltaPixels,
  wheelZoomFactor,
  zoomView,
} from './view-range';
import { thirteenMonths } from '../../../../../tests/kits/client/timeline/test-data';

const limits = viewLimits(thirteenMonths);
const whole = limits.end - limits.start;
const year = thirteenMonths.secondsInYear;

describe('view limits', () => {
  it('span the configured range and stop at about ten seconds', () => {
    expect(fitAllView(limits)).toEqual({
      from: thirteenMonths.startSeconds,
      to: thirteenMonths.endSeconds,
    });
    expect(limits.minSpan).toBe(10);
  });

  it('shift a view back inside the range without shrinking it', () => {
    const view = clampView({ from: limits.start - year, to: limits.start + 4 * year }, limits);
    expect(view).toEqual({ from: limits.start, to: limits.start + 5 * year });
    const late = clampView({ from: limits.end - year, to: limits.end + year }, limits);
    expect(late).toEqual({ from: limits.end - 2 * year, to: limits.end });
  });

  it('never show more than the whole range nor less than ten seconds', () => {
    expect(clampView({ from: 0, to: 1e15 }, limits)).toEqual(fitAllView(limits));
    const tiny = clampView({ from: limits.start + 100, to: limits.start + 101 }, limits);
    expect(tiny.to - tiny.from).toBe(10);
  });
});

describe('zoomView', () => {
  const view = { from: limits.start + 10 * year, to: limits.start + 20 * year };

  it('keeps the second under the cursor in place', () => {
    const anchor = view.from + 0.25 * (view.to - view.from);
    const zoomed = zoomView(view, 0.5, anchor, limits);
    expect(zoomed.to - zoomed.from).toBeCloseTo(5 * year);
    expect((anchor - zoomed.from) / (zoomed.to - zoomed.from)).toBeCloseTo(0.25);
  });

  it('zooms out no further than the whole range and in no further than ten seconds', () => {
    let out = view;
    for (let step = 0; step < 50; step++) out = zoomView(out, 2, out.from, limits);
    expect(out.to - out.from).toBe(whole);
    let zoomedIn = view;
    for (let step = 0; step < 100; step++)
      zoomedIn = zoomView(zoomedIn, 0.5, zoomedIn.from + 1234, limits);
    expect(zoomedIn.to - zoomedIn.from).toBe(10);
    expect(zoomedIn.from).toBeGreaterThanOrEqual(view.from);
  });
});

describe('panView', () => {
  it('moves by the given seconds and stops at the ends of the range', () => {
    const view = { from: limits.start + year, to: limits.start + 3 * year };
    expect(panView(view, year, limits)).toEqual({
      from: limits.start + 2 * year,
      to: limits.start + 4 * year,
    });
    expect(panView(view, -10 * year, limits)).toEqual({
      from: limits.start,
      to: limits.start + 2 * year,
    });
    expect(panView(view, 1000 * year, limits).to).toBe(limits.end);
  });
});

describe('focusView', () => {
  it('makes a lasting event fill 60 % of the width, centred', () => {
    const start = limits.start + 10 * year;
    const end = start + 6 * year;
    const view = focusView(start, end, limits);
    expect(view.to - view.from).toBeCloseTo(10 * year);
    expect((view.from + view.to) / 2).toBeCloseTo(start + 3 * year);
  });

  it('centres an instant in the current span, or a thousandth of the range when the view is wider', () => {
    const at = limits.start + 50 * year;
    const narrow = focusView(at, at, limits, 3600);
    expect(narrow).toEqual({ from: at - 1800, to: at + 1800 });
    const wide = focusView(at, at, limits, whole);
    expect(wide.to - wide.from).toBeCloseTo(whole / 1000);
  });
});

describe('createTimeScale', () => {
  it('maps seconds to pixels and back', () => {
    const scale = createTimeScale({ from: 1000, to: 2000 }, 500);
    expect(scale.x(1500)).toBe(250);
    expect(scale.seconds(250)).toBe(1500);
    expect(scale.pxPerSecond).toBe(0.5);
  });

  it('places seconds to a hundredth of a pixel in a ten-second view a million years out', () => {
    const from = 1_000_000 * 365 * 86_400;
    const scale = createTimeScale({ from, to: from + 10 }, 1000);
    expect(scale.x(from + 5)).toBe(500);
    expect(scale.seconds(1000)).toBeCloseTo(from + 10, 1);
  });
});

describe('wheel input', () => {
  it('turns lines and pages into pixels', () => {
    expect(wheelDeltaPixels(3, 1, 800)).toBe(48);
    expect(wheelDeltaPixels(1, 2, 800)).toBe(800);
    expect(wheelDeltaPixels(-120, 0, 800)).toBe(-120);
  });

  it('zooms out for a positive delta, in for a negative one, by the same ratio', () => {
    expect(wheelZoomFactor(100)).toBeGreaterThan(1);
    expect(wheelZoomFactor(-100)).toBeCloseTo(1 / wheelZoomFactor(100));
    expect(wheelZoomFactor(100_000)).toBe(wheelZoomFactor(300));
  });
});
