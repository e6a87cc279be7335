import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { feedResponse, type Activity } from '../../../../shared/schemas/activity';
import { apiRequest } from '../../../lib/api-client';
import { feedKey } from './query-keys';

export const feedPageSize = 20;

/** GET api/Setting/{id}/Feed?limit=&before=: the newest activities first, older ones before an id. */
export async function getFeed(
  worldId: string,
  before?: number,
  limit = feedPageSize,
): Promise<Activity[]> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before !== undefined) query.set('before', String(before));
  const page = await apiRequest('GET', `api/Setting/${encodeURIComponent(worldId)}/Feed?${query}`, {
    schema: feedResponse,
  });
  return page.items;
}

/** A full page means there may be more; the next page starts before its oldest activity. */
export function nextBefore(page: Activity[], limit = feedPageSize): number | undefined {
  const oldest = page.at(-1);
  return page.length >= limit && oldest ? oldest.id : undefined;
}

export const feedQueryOptions = (worldId: string) =>
  infiniteQueryOptions({
    queryKey: feedKey(worldId),
    queryFn: ({ pageParam }) => getFeed(worldId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => nextBefore(page),
    // The feed is a live view of what the team did: fresh on every visit.
    staleTime: 0,
  });

export function useFeed(worldId: string) {
  return useInfiniteQuery(feedQueryOptions(worldId));
}
