import { queryOptions, useQuery } from '@tanstack/react-query';
import { storyResponse, type Story } from '../../../../shared/schemas/story';
import { apiRequest } from '../../../lib/api-client';
import { storiesPath } from './stories-paths';
import { storyKey } from './query-keys';

/** GET api/Setting/{id}/Stories/{storyId}: the story with its blocks, scenes and links, in order (40043 when gone). */
export function getStory(worldId: string, storyId: string, signal?: AbortSignal): Promise<Story> {
  return apiRequest('GET', storiesPath(worldId, 'Stories', storyId), {
    schema: storyResponse,
    signal,
  });
}

export const storyQueryOptions = (worldId: string, storyId: string) =>
  queryOptions({
    queryKey: storyKey(worldId, storyId),
    queryFn: ({ signal }) => getStory(worldId, storyId, signal),
  });

export function useStory(worldId: string, storyId: string) {
  return useQuery(storyQueryOptions(worldId, storyId));
}
