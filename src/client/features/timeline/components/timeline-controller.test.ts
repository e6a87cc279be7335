import type Konva from 'konva';
import { describe, expect, it, vi } from 'vitest';
import { createCalendar } from '../../../../shared/calendar/calendar-math';
import { eventScreenPoints } from '../model/screen-position';
import {
  date,
  instant,
  lasting,
  row,
  thirteenMonthConfig,
} from '../../../../../tests/kits/client/timeline/test-data';
import { timelineMetrics } from '../model/timeline-metrics';
import { testPalette } from '../../../../../tests/kits/client/timeline/test-frame';
import { TimelineController } from './timeline-controller';
import { TimelineInput } from './timeline-input';

/** A controller and its input wired to stand-ins for Konva and the DOM, driven the way the component's listeners drive them. */
const calendar = createCalendar(thirteenMonthConfig(['year', 'month', 'day']));
const width = 1168;
const height = 400;

function setUp(canEdit = true) {
  const controller = new TimelineController();
  const layer = () => {
    let shown = true;
    const fake = {
      batchDraw: vi.fn(),
      clear: vi.fn(),
      visible: (value?: boolean) => (value === undefined ? shown : ((shown = value), fake)),
    };
    return fake as unknown as Konva.Layer;
  };
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ left: 0, top: 0, width, height }) as DOMRect;
  const scrollbar = document.createElement('div');
  scrollbar.appendChild(document.createElement('div'));
  const callbacks = { onSelect: vi.fn(), onOpen: vi.fn(), onChange: vi.fn() };
  controller.setCallbacks(callbacks);
  controller.setPalette(testPalette);
  controller.setSize(width, height);
  controller.setData(
    calendar,
    [row('a'), row('b')],
    [lasting('war', 'a', date(1010), date(1030)), instant('coronation', 'b', date(1050, 3, 3))],
  );
  controller.setCanEdit(canEdit);
  controller.attach({ sceneLayer: layer(), overlayLayer: layer(), scrollbar });
  const input = new TimelineInput(controller);
  input.attach(element);
  controller.setView({ from: calendar.toSeconds(date(1000)), to: calendar.toSeconds(date(1080)) });
  return { controller, input, callbacks, element };
}

function pointsOf(controller: TimelineController, id: 'war' | 'coronation') {
  const view = controller.getView();
  const rowTop = id === 'war' ? 0 : timelineMetrics.laneHeight + 2 * timelineMetrics.rowPadding;
  const event =
    id === 'war' ? { start: date(1010), end: date(1030) } : { start: date(1050, 3, 3), end: null };
  return eventScreenPoints({
    visibleFrom: view.from,
    visibleTo: view.to,
    surfaceWidth: width,
    scrollTop: 0,
    rowTop,
    lane: 0,
    startSeconds: calendar.toSeconds(event.start),
    endSeconds: event.end && calendar.toSeconds(event.end),
  });
}

const pointer = (x: number, y: number, extra: Partial<PointerEvent> = {}) =>
  ({
    clientX: x,
    clientY: y,
    button: 0,
    pointerId: 1,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    ...extra,
  }) as PointerEvent;

describe('TimelineController and TimelineInput', () => {
  it('selects on click, toggles on shift-click, clears on empty space', () => {
    const { controller, input, callbacks } = setUp();
    const { centre } = pointsOf(controller, 'war');
    input.onPointerDown(pointer(centre.x, centre.y));
    input.onPointerUp(pointer(centre.x, centre.y));
    expect(callbacks.onSelect).toHaveBeenLastCalledWith(['war'], 'replace');
    const marker = pointsOf(controller, 'coronation').centre;
    input.onPointerDown(pointer(marker.x, marker.y, { shiftKey: true }));
    input.onPointerUp(pointer(marker.x, marker.y));
    expect(callbacks.onSelect).toHaveBeenLastCalledWith(['coronation'], 'toggle');
    input.onPointerDown(pointer(900, 350));
    input.onPointerUp(pointer(900, 350));
    expect(callbacks.onSelect).toHaveBeenLastCalledWith([], 'replace');
  });

  it('moves an event by dragging it, to whole days', () => {
    const { controller, input, callbacks } = setUp();
    const { centre } = pointsOf(controller, 'war');
    const view = controller.getView();
    const pxPerYear =
      (width - timelineMetrics.rowHeaderWidth) / ((view.to - view.from) / calendar.secondsInYear);
    input.onPointerDown(pointer(centre.x, centre.y));
    input.onPointerMove(pointer(centre.x + 5 * pxPerYear, centre.y));
    input.onPointerUp(pointer(centre.x + 5 * pxPerYear, centre.y));
    expect(callbacks.onChange).toHaveBeenCalledTimes(1);
    const [id, start, end] = callbacks.onChange.mock.calls[0]!;
    expect(id).toBe('war');
    expect(start.year).toBe(1015);
    expect(end.year).toBe(1035);
    expect(calendar.toSeconds(end) - calendar.toSeconds(start)).toBe(20 * calendar.secondsInYear);
    expect(callbacks.onSelect).not.toHaveBeenCalled();
  });

  it('keeps a drag going through a live refresh and reports the version the drag began with', () => {
    const { controller, input, callbacks } = setUp();
    const { centre } = pointsOf(controller, 'war');
    input.onPointerDown(pointer(centre.x, centre.y));
    input.onPointerMove(pointer(centre.x + 60, centre.y));
    // Someone else renamed the war meanwhile (version 2) and another event arrived.
    controller.setData(
      calendar,
      [row('a'), row('b')],
      [
        { ...lasting('war', 'a', date(1010), date(1030)), name: 'The Long War', version: 2 },
        instant('coronation', 'b', date(1050, 3, 3)),
        instant('comet', 'b', date(1060)),
      ],
    );
    expect(controller.isDragging()).toBe(true);
    input.onPointerMove(pointer(centre.x + 80, centre.y));
    input.onPointerUp(pointer(centre.x + 80, centre.y));
    expect(callbacks.onChange).toHaveBeenCalledTimes(1);
    const [id, , , version] = callbacks.onChange.mock.calls[0]!;
    expect(id).toBe('war');
    expect(version).toBe(1);
  });

  it('drops a drag whose event was deleted by someone else', () => {
    const { controller, input, callbacks } = setUp();
    const { centre } = pointsOf(controller, 'war');
    input.onPointerDown(pointer(centre.x, centre.y));
    input.onPointerMove(pointer(centre.x + 60, centre.y));
    controller.setData(
      calendar,
      [row('a'), row('b')],
      [instant('coronation', 'b', date(1050, 3, 3))],
    );
    expect(controller.isDragging()).toBe(false);
    input.onPointerMove(pointer(centre.x + 80, centre.y));
    expect(controller.isDragging()).toBe(false);
    input.onPointerUp(pointer(centre.x + 80, centre.y));
    expect(callbacks.onChange).not.toHaveBeenCalled();
  });

  it('resizes an event by its end and cancels a drag with Escape', () => {
    const { controller, input, callbacks } = setUp();
    const { endHandle } = pointsOf(controller, 'war');
    input.onPointerDown(pointer(endHandle.x, endHandle.y));
    input.onPointerMove(pointer(endHandle.x + 40, endHandle.y));
    input.onKeyDown(new KeyboardEvent('keydown', { key: 'Escape' }));
    input.onPointerUp(pointer(endHandle.x + 40, endHandle.y));
    expect(callbacks.onChange).not.toHaveBeenCalled();

    input.onPointerDown(pointer(endHandle.x, endHandle.y));
    input.onPointerMove(pointer(endHandle.x + 40, endHandle.y));
    input.onPointerUp(pointer(endHandle.x + 40, endHandle.y));
    const [, start, end] = callbacks.onChange.mock.calls[0]!;
    expect(start).toEqual(date(1010));
    expect(calendar.toSeconds(end)).toBeGreaterThan(calendar.toSeconds(date(1030)));
  });

  it('pans instead of dragging for a reader', () => {
    const { controller, input, callbacks } = setUp(false);
    const before = controller.getView();
    const { centre } = pointsOf(controller, 'war');
    input.onPointerDown(pointer(centre.x, centre.y));
    input.onPointerMove(pointer(centre.x - 100, centre.y));
    input.onPointerUp(pointer(centre.x - 100, centre.y));
    expect(callbacks.onChange).not.toHaveBeenCalled();
    expect(callbacks.onSelect).not.toHaveBeenCalled();
    expect(controller.getView().from).toBeGreaterThan(before.from);
  });

  it('zooms at the cursor with the wheel and pans with shift+wheel', () => {
    const { controller, input } = setUp();
    const before = controller.getView();
    const x = timelineMetrics.rowHeaderWidth + 250;
    const secondsAtCursor =
      before.from + (250 / (width - timelineMetrics.rowHeaderWidth)) * (before.to - before.from);
    const wheel = (init: WheelEventInit) =>
      input.onWheel(new WheelEvent('wheel', { clientX: x, clientY: 100, ...init }));
    wheel({ deltaY: -200 });
    const zoomed = controller.getView();
    expect(zoomed.to - zoomed.from).toBeLessThan(before.to - before.from);
    const share = (secondsAtCursor - zoomed.from) / (zoomed.to - zoomed.from);
    expect(share).toBeCloseTo(250 / (width - timelineMetrics.rowHeaderWidth));
    wheel({ deltaY: 100, shiftKey: true });
    expect(controller.getView().from).toBeGreaterThan(zoomed.from);
  });

  it('opens an event on double-click and the single selected one on Enter', () => {
    const { controller, input, callbacks } = setUp();
    const { centre } = pointsOf(controller, 'war');
    input.onDoubleClick(new MouseEvent('dblclick', { clientX: centre.x, clientY: centre.y }));
    expect(callbacks.onOpen).toHaveBeenLastCalledWith('war');
    controller.setSelection(new Set(['coronation']));
    input.onKeyDown(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(callbacks.onOpen).toHaveBeenLastCalledWith('coronation');
  });

  it('fits all, and focuses an event so it fills most of the width', () => {
    const { controller } = setUp();
    controller.fitAll();
    expect(controller.getView()).toEqual({ from: calendar.startSeconds, to: calendar.endSeconds });
    controller.focusEvent('war');
    const view = controller.getView();
    expect(view.to - view.from).toBeCloseTo((20 * calendar.secondsInYear) / 0.6);
  });
});

describe('keys on the timeline page', () => {
  /** The page around the canvas, listening on the document as the component does. */
  function onPage() {
    const setup = setUp();
    document.body.append(setup.element);
    document.addEventListener('keydown', setup.input.onKeyDown);
    const cleanUp = () => {
      document.removeEventListener('keydown', setup.input.onKeyDown);
      document.body.replaceChildren();
    };
    const press = (target: Element, key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const add = <K extends keyof HTMLElementTagNameMap>(
      tag: K,
      attributes: Record<string, string> = {},
    ) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.body.append(element);
      return element;
    };
    return { ...setup, press, add, cleanUp };
  }
  const whole = { from: calendar.startSeconds, to: calendar.endSeconds };

  it('fits all with 0 and pans with the arrows when nothing or a button has the focus', () => {
    const page = onPage();
    try {
      expect(page.press(document.body, '0')).toBe(true);
      expect(page.controller.getView()).toEqual(whole);
      page.controller.setView({
        from: calendar.toSeconds(date(1000)),
        to: calendar.toSeconds(date(1080)),
      });
      const button = page.add('button');
      expect(page.press(button, '0')).toBe(true);
      expect(page.controller.getView()).toEqual(whole);
      page.press(button, '+');
      const zoomed = page.controller.getView();
      page.press(button, 'ArrowRight');
      expect(page.controller.getView().from).toBeGreaterThan(zoomed.from);
      expect(page.press(page.element, '0')).toBe(true);
      expect(page.controller.getView()).toEqual(whole);
    } finally {
      page.cleanUp();
    }
  });

  it('leaves the keys to fields being typed in, arrow-key widgets and open modals', () => {
    const page = onPage();
    try {
      const before = page.controller.getView();
      for (const field of [
        page.add('input'),
        page.add('textarea'),
        page.add('div', { contenteditable: 'true' }),
      ]) {
        expect(page.press(field, '0')).toBe(false);
        expect(page.press(field, 'ArrowLeft')).toBe(false);
      }
      const tabs = page.add('div', { role: 'tablist' });
      const tab = document.createElement('button');
      tabs.append(tab);
      expect(page.press(tab, 'ArrowRight')).toBe(false);
      expect(page.controller.getView()).toEqual(before);

      const modal = page.add('section', { role: 'dialog', 'aria-modal': 'true' });
      expect(page.press(document.body, '0')).toBe(false);
      expect(page.press(page.element, '-')).toBe(false);
      expect(page.controller.getView()).toEqual(before);
      modal.remove();
      expect(page.press(document.body, '0')).toBe(true);
    } finally {
      page.cleanUp();
    }
  });

  it('steps the selection through the events with Tab on the canvas and says which', () => {
    const page = onPage();
    try {
      page.callbacks.onSelect.mockImplementation((ids: string[]) =>
        page.controller.setSelection(new Set(ids)),
      );
      const tab = (target: Element, shift = false) => {
        const event = new KeyboardEvent('keydown', {
          key: 'Tab',
          shiftKey: shift,
          bubbles: true,
          cancelable: true,
        });
        target.dispatchEvent(event);
        return event.defaultPrevented;
      };
      // Tab elsewhere on the page is the browser's.
      expect(tab(page.add('button'))).toBe(false);
      expect(page.callbacks.onSelect).not.toHaveBeenCalled();

      expect(tab(page.element)).toBe(true);
      expect([...page.controller.getSelected()]).toEqual(['war']);
      expect(page.controller.announcement.get()).toMatchObject({
        kind: 'event',
        rowName: 'a',
        position: 1,
        total: 2,
      });
      expect(tab(page.element)).toBe(true);
      expect([...page.controller.getSelected()]).toEqual(['coronation']);
      // Past the last event the focus moves on, and Shift+Tab comes back.
      expect(tab(page.element)).toBe(false);
      expect(tab(page.element, true)).toBe(true);
      expect([...page.controller.getSelected()]).toEqual(['war']);

      // Esc clears the selection, and then Tab leaves until the canvas has the focus again.
      expect(page.press(page.element, 'Escape')).toBe(true);
      expect(page.controller.getSelected().size).toBe(0);
      expect(page.controller.announcement.get()).toEqual({ kind: 'none' });
      expect(tab(page.element)).toBe(false);
      page.input.onFocus();
      expect(tab(page.element)).toBe(true);
    } finally {
      page.cleanUp();
    }
  });

  it('opens the selected event with Enter unless a control has the focus', () => {
    const page = onPage();
    try {
      page.controller.setSelection(new Set(['war']));
      page.press(page.add('button'), 'Enter');
      expect(page.callbacks.onOpen).not.toHaveBeenCalled();
      page.press(document.body, 'Enter');
      expect(page.callbacks.onOpen).toHaveBeenLastCalledWith('war');
    } finally {
      page.cleanUp();
    }
  });
});
