import { describe, expect, it } from 'vitest';
import type { EventHit } from './hit-test';
import { keyboardAction } from './keyboard-actions';
import { cursorFor, idleGesture, promotePress, spanMoved, type Gesture } from './pointer-gesture';
import { buildTimelineLayout } from './timeline-layout';
import {
  date,
  lasting,
  row,
  thirteenMonths,
} from '../../../../../tests/kits/client/timeline/test-data';

const placed = buildTimelineLayout(
  thirteenMonths,
  [row('a')],
  [lasting('1', 'a', date(1001), date(1002))],
).byId.get('1')!;
const hit: EventHit = { placed, part: 'body' };
const press = (onEvent: boolean): Extract<Gesture, { kind: 'pressed' }> => ({
  kind: 'pressed',
  pointerId: 1,
  startX: 100,
  startY: 100,
  hit: onEvent ? hit : null,
  toggle: false,
  startView: { from: 0, to: 1000 },
  startScrollTop: 0,
});

describe('a press', () => {
  it('stays a click until it travels a few pixels', () => {
    expect(promotePress(press(true), 102, 101, true).kind).toBe('pressed');
    expect(promotePress(press(true), 110, 100, true).kind).toBe('dragging');
  });

  it('drags an event only where editing is allowed, else pans', () => {
    expect(promotePress(press(true), 110, 100, false).kind).toBe('panning');
    expect(promotePress(press(false), 110, 100, true).kind).toBe('panning');
  });

  it('starts a drag where the event is, so releasing in place changes nothing', () => {
    const drag = promotePress(press(true), 110, 100, true);
    if (drag.kind !== 'dragging') throw new Error('expected a drag');
    expect(spanMoved(drag.hit, drag.span)).toBe(false);
    expect(spanMoved(drag.hit, { ...drag.span, start: drag.span.start - 1 })).toBe(true);
  });
});

describe('the cursor', () => {
  it('tells moving, resizing, clicking and panning apart', () => {
    expect(cursorFor(hit, true, idleGesture)).toBe('move');
    expect(cursorFor({ placed, part: 'end' }, true, idleGesture)).toBe('ew-resize');
    expect(cursorFor(hit, false, idleGesture)).toBe('pointer');
    expect(cursorFor(null, true, idleGesture)).toBe('grab');
  });
});

describe('keyboardAction', () => {
  const plain = { shift: false, ctrlOrMeta: false };
  it('pans with arrows, zooms with + and -, fits all with 0', () => {
    expect(keyboardAction('ArrowRight', plain, 1.5)).toEqual({ kind: 'pan', share: 0.1 });
    expect(keyboardAction('ArrowLeft', { ...plain, shift: true }, 1.5)).toEqual({
      kind: 'pan',
      share: -0.8,
    });
    expect(keyboardAction('+', plain, 1.5)).toEqual({ kind: 'zoom', factor: 1 / 1.5 });
    expect(keyboardAction('-', plain, 1.5)).toEqual({ kind: 'zoom', factor: 1.5 });
    expect(keyboardAction('0', plain, 1.5)).toEqual({ kind: 'fitAll' });
    expect(keyboardAction('Escape', plain, 1.5)).toEqual({ kind: 'cancel' });
  });

  it("leaves the browser's own shortcuts alone", () => {
    expect(keyboardAction('+', { shift: false, ctrlOrMeta: true }, 1.5)).toBeNull();
    expect(keyboardAction('a', plain, 1.5)).toBeNull();
  });
});
