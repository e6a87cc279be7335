/**
 * Undo and redo over immutable values. Typing into one field records one step,
 * not one per key: edits with the same `mergeKey` in a row replace the last step.
 */
export interface EditHistory<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The merge key of the step that made `present`. */
  lastKey: string | null;
}

export const historyLimit = 200;

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [], lastKey: null };
}

export function record<T>(
  history: EditHistory<T>,
  next: T,
  mergeKey: string | null = null,
): EditHistory<T> {
  if (Object.is(next, history.present)) return history;
  if (mergeKey !== null && mergeKey === history.lastKey) {
    return { ...history, present: next, future: [] };
  }
  const past = [...history.past, history.present];
  return {
    past: past.length > historyLimit ? past.slice(past.length - historyLimit) : past,
    present: next,
    future: [],
    lastKey: mergeKey,
  };
}

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
  };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future, lastKey: null };
}

export const canUndo = (history: EditHistory<unknown>) => history.past.length > 0;
export const canRedo = (history: EditHistory<unknown>) => history.future.length > 0;
