import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilters, writeFilters, type DocumentFilters } from '../list-filters';

/** The documents list's filters, kept in the address (replace, so Back leaves the list). */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of the params
  const filters = useMemo(() => readFilters(params), [key]);
  const update = useCallback(
    (patch: Partial<DocumentFilters>) =>
      setParams((previous) => writeFilters({ ...readFilters(previous), ...patch }), {
        replace: true,
      }),
    [setParams],
  );
  return { filters, update };
}
