import { useCallback, useMemo, useState } from 'react';
import type { DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import {
  canRedo,
  canUndo,
  record,
  redo,
  startHistory,
  undo,
  type EditHistory,
} from '../model/edit-history';
import { applyEdit, type GraphEdit } from '../model/graph-edits';

export interface GraphHistory {
  graph: DialogGraph;
  /** Applies edits as one undoable step; edits with the same `mergeKey` in a row merge (typing). */
  edit: (edits: GraphEdit | readonly GraphEdit[], mergeKey?: string) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** Starts over from a graph (a loaded or reloaded dialog): history is cleared. */
  reset: (graph: DialogGraph) => void;
}

/** The graph being edited, with undo and redo. */
export function useGraphHistory(initial: DialogGraph): GraphHistory {
  const [history, setHistory] = useState<EditHistory<DialogGraph>>(() => startHistory(initial));
  const edit = useCallback((edits: GraphEdit | readonly GraphEdit[], mergeKey?: string) => {
    setHistory((current) => {
      const list: readonly GraphEdit[] = Array.isArray(edits) ? edits : [edits as GraphEdit];
      const next = list.reduce(applyEdit, current.present);
      return record(current, next, mergeKey ?? null);
    });
  }, []);

  return useMemo(
    () => ({
      graph: history.present,
      edit,
      undo: () => setHistory(undo),
      redo: () => setHistory(redo),
      canUndo: canUndo(history),
      canRedo: canRedo(history),
      reset: (graph: DialogGraph) => setHistory(startHistory(graph)),
    }),
    [history, edit],
  );
}
