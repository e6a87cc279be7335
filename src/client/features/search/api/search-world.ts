import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchResponse, type SearchHit } from '../../../../shared/schemas/search';
import { apiRequest } from '../../../lib/api-client';
import { searchKey } from './query-keys';

export const searchLimit = 20;

/** GET api/Setting/{id}/Search?query=&limit=: the world's matches, best first, words marked. */
export async function searchWorld(
  worldId: string,
  query: string,
  signal?: AbortSignal,
): Promise<SearchHit[]> {
  const params = new URLSearchParams({ query, limit: String(searchLimit) });
  const answer = await apiRequest(
    'GET',
    `api/Setting/${encodeURIComponent(worldId)}/Search?${params}`,
    {
      schema: searchResponse,
      signal,
    },
  );
  return answer.items;
}

export const searchQueryOptions = (worldId: string, query: string) =>
  queryOptions({
    queryKey: searchKey(worldId, query),
    // Reading `signal` lets react-query abort the request once its key is no longer watched.
    queryFn: ({ signal }) => searchWorld(worldId, query.trim(), signal),
    enabled: query.trim().length > 0,
    staleTime: 30_000,
    // The previous answer stays on screen while the next word loads instead of a flicker.
    placeholderData: keepPreviousData,
    // The dropdown says the search failed; a banner on every keystroke would be noise.
    meta: { banner: false },
  });

export function useSearchWorld(worldId: string, query: string) {
  return useQuery(searchQueryOptions(worldId, query));
}
