import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { storyListResponse, type StoryList } from '../../../../shared/schemas/story';
import { apiRequest } from '../../../lib/api-client';
import { storiesPath } from './stories-paths';
import { storyListKey } from './query-keys';

/** GET api/Setting/{id}/Stories?search=: the world's stories by name, with their block and scene counts. */
export function getStories(
  worldId: string,
  search: string,
  signal?: AbortSignal,
): Promise<StoryList> {
  const query = new URLSearchParams({ limit: '500' });
  if (search) query.set('search', search);
  return apiRequest('GET', `${storiesPath(worldId, 'Stories')}?${query}`, {
    schema: storyListResponse,
    signal,
  });
}

export const storiesQueryOptions = (worldId: string, search: string) =>
  queryOptions({
    queryKey: storyListKey(worldId, search),
    queryFn: ({ signal }) => getStories(worldId, search, signal),
    placeholderData: keepPreviousData,
  });

export function useStories(worldId: string, search: string) {
  return useQuery(storiesQueryOptions(worldId, search));
}
