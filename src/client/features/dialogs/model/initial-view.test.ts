// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneCanvasWidth, phoneInitialView, phoneMinZoom, type Viewport } from './initial-view';

const card = (x: number, y: number) => ({ x, y, width: 240, height: 120 });
/** A row of cards left to right, as a laid-out branching dialog reads. */
const row = (count: number, y = 0) =>
  Array.from({ length: count }, (_, index) => card(index * 320, y));
const phone = { width: 358, height: 500 };

/** Where a flow point lands on the screen under a viewport. */
const onScreen = (view: Viewport, x: number, y: number) => ({
  x: x * view.zoom + view.x,
  y: y * view.zoom + view.y,
});

describe('phoneInitialView', () => {
  it('leaves the fit to React Flow on a wide canvas, however small the cards get', () => {
    expect(
      phoneInitialView({ nodes: row(40), start: card(0, 0), width: phoneCanvasWidth, height: 700 }),
    ).toBeNull();
  });

  it('leaves the fit to React Flow when the whole dialog fits readably on the phone', () => {
    expect(phoneInitialView({ nodes: [card(0, 0)], start: card(0, 0), ...phone })).toBeNull();
  });

  it('has nothing to show for an empty dialog', () => {
    expect(phoneInitialView({ nodes: [], start: null, ...phone })).toBeNull();
  });

  it('opens a long dialog at the readable zoom with the start card at the left, its followers in view', () => {
    const nodes = row(12);
    const view = phoneInitialView({ nodes, start: nodes[0] ?? null, ...phone });
    expect(view?.zoom).toBe(phoneMinZoom);
    if (!view) return;
    const startLeft = onScreen(view, 0, 0);
    // No more than a margin of empty canvas left of the dialog.
    expect(startLeft.x).toBeGreaterThan(0);
    expect(startLeft.x).toBeLessThanOrEqual(16);
    // The start card is whole on the screen, and the next one begins inside it.
    expect(onScreen(view, 240, 0).x).toBeLessThan(phone.width);
    expect(onScreen(view, 320, 0).x).toBeLessThan(phone.width);
  });

  it('centres a start card that sits inside the dialog', () => {
    const nodes = [...row(5, -600), ...row(5, 0), ...row(5, 600)];
    const start = card(640, 0);
    const view = phoneInitialView({ nodes, start, ...phone });
    if (!view) throw new Error('expected a phone view');
    const centre = onScreen(view, start.x + start.width / 2, start.y + start.height / 2);
    expect(centre.x).toBeCloseTo(phone.width / 2);
    expect(centre.y).toBeCloseTo(phone.height / 2);
  });

  it('centres a dialog that is narrower than the view along one axis', () => {
    // Tall and thin: fitting its height would need a tiny zoom, its width fits.
    const nodes = Array.from({ length: 10 }, (_, index) => card(0, index * 200));
    const view = phoneInitialView({ nodes, start: nodes[0] ?? null, ...phone });
    if (!view) throw new Error('expected a phone view');
    expect(onScreen(view, 120, 0).x).toBeCloseTo(phone.width / 2);
    expect(onScreen(view, 0, 0).y).toBeCloseTo(16);
  });

  it('without a start node, opens on the dialog rather than on empty canvas', () => {
    const nodes = row(12, 400);
    const view = phoneInitialView({ nodes, start: null, ...phone });
    if (!view) throw new Error('expected a phone view');
    const middle = onScreen(view, (12 * 320 - 80) / 2, 460);
    expect(middle.x).toBeCloseTo(phone.width / 2);
    expect(middle.y).toBeCloseTo(phone.height / 2);
  });

  it('always shows part of the dialog, at the readable zoom, wherever the start card is', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            x: fc.integer({ min: -5000, max: 5000 }),
            y: fc.integer({ min: -5000, max: 5000 }),
          }),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        fc.nat(),
        (points, pick) => {
          const nodes = points.map((point) => card(point.x, point.y));
          const start = nodes[pick % nodes.length] ?? null;
          const view = phoneInitialView({ nodes, start, ...phone });
          if (!view) return;
          expect(view.zoom).toBe(phoneMinZoom);
          const startBox = start ?? nodes[0];
          if (!startBox) return;
          // The start card's centre is on the screen.
          const centre = onScreen(
            view,
            startBox.x + startBox.width / 2,
            startBox.y + startBox.height / 2,
          );
          expect(centre.x).toBeGreaterThanOrEqual(0);
          expect(centre.x).toBeLessThanOrEqual(phone.width);
          expect(centre.y).toBeGreaterThanOrEqual(0);
          expect(centre.y).toBeLessThanOrEqual(phone.height);
        },
      ),
    );
  });
});
