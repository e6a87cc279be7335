import { useCallback, useEffect, useState } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';
import { hiddenRowsKey, parseHiddenRows, serializeHiddenRows } from '../hidden-rows';

/** The rows this user hides on this world's timeline, remembered in this browser. */
export function useHiddenRows(worldId: string, existingRowIds: readonly string[] | null) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(parseHiddenRows(readStorage(hiddenRowsKey(worldId)))),
  );

  useEffect(() => {
    writeStorage(hiddenRowsKey(worldId), serializeHiddenRows(hidden, existingRowIds));
  }, [worldId, hidden, existingRowIds]);

  const toggle = useCallback(
    (rowId: string) =>
      setHidden((previous) => {
        const next = new Set(previous);
        if (!next.delete(rowId)) next.add(rowId);
        return next;
      }),
    [],
  );
  const showAll = useCallback(() => setHidden(new Set()), []);

  return { hidden, toggle, showAll };
}
