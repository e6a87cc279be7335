import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useSearchWorld } from '../api/search-world';
import { displayOrder, groupHits } from '../group-hits';

/** Time the user may keep typing before a request goes out. */
export const searchDebounceMs = 150;

export type SearchState = 'idle' | 'loading' | 'error' | 'empty' | 'results';

/** The search behind the field: debounced, grouped, with one state the dropdown shows. */
export function useWorldSearch(worldId: string, query: string) {
  const [debounced] = useDebouncedValue(query.trim(), searchDebounceMs);
  const search = useSearchWorld(worldId, debounced);
  const groups = useMemo(() => groupHits(search.data ?? []), [search.data]);
  const ordered = useMemo(() => displayOrder(groups), [groups]);

  const typed = query.trim();
  let state: SearchState;
  if (!typed) state = 'idle';
  else if (search.isError) state = 'error';
  else if (search.isPending || (ordered.length === 0 && (search.isFetching || typed !== debounced)))
    state = 'loading';
  else state = ordered.length ? 'results' : 'empty';

  return {
    groups,
    ordered,
    state,
    searchedFor: debounced,
    isFetching: search.isFetching || typed !== debounced,
  };
}
