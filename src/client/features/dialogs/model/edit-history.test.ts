// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, record, redo, startHistory, undo } from './edit-history';

describe('edit history', () => {
  it('undoes and redoes steps in order', () => {
    let history = record(record(startHistory('a'), 'ab'), 'abc');
    history = undo(history);
    expect(history.present).toBe('ab');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    expect(history.present).toBe('ab');
    expect(canRedo(history)).toBe(true);
  });

  it('merges typing into one field into one step', () => {
    let history = startHistory('');
    for (const text of ['H', 'Ha', 'Hal', 'Halt']) history = record(history, text, 'text:n1');
    history = record(history, 'Halt!', 'text:n2');
    expect(undo(history).present).toBe('Halt');
    expect(undo(undo(history)).present).toBe('');
  });

  it('a new step after undo drops the redo branch', () => {
    const history = record(undo(record(startHistory(1), 2)), 3);
    expect(history.present).toBe(3);
    expect(canRedo(history)).toBe(false);
  });
});
