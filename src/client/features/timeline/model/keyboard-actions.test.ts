// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keyboardAction } from './keyboard-actions';

const plain = { shift: false, ctrlOrMeta: false };

describe('keyboardAction', () => {
  it('binds the timeline keys', () => {
    expect(keyboardAction('0', plain, 2)).toEqual({ kind: 'fitAll' });
    expect(keyboardAction('+', plain, 2)).toEqual({ kind: 'zoom', factor: 0.5 });
    expect(keyboardAction('=', plain, 2)).toEqual({ kind: 'zoom', factor: 0.5 });
    expect(keyboardAction('-', plain, 2)).toEqual({ kind: 'zoom', factor: 2 });
    expect(keyboardAction('ArrowLeft', plain, 2)).toEqual({ kind: 'pan', share: -0.1 });
    expect(keyboardAction('ArrowRight', { ...plain, shift: true }, 2)).toEqual({
      kind: 'pan',
      share: 0.8,
    });
    expect(keyboardAction('ArrowDown', plain, 2)).toEqual({ kind: 'scroll', pixels: 44 });
    expect(keyboardAction('Enter', plain, 2)).toEqual({ kind: 'open' });
    expect(keyboardAction('Escape', plain, 2)).toEqual({ kind: 'cancel' });
  });

  it('leaves other keys and the browser’s own Ctrl/Cmd shortcuts alone', () => {
    expect(keyboardAction('a', plain, 2)).toBeNull();
    expect(keyboardAction('0', { ...plain, ctrlOrMeta: true }, 2)).toBeNull();
    expect(keyboardAction('+', { ...plain, ctrlOrMeta: true }, 2)).toBeNull();
  });
});
