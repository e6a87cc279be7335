import { queryOptions, useQuery } from '@tanstack/react-query';
import { tagListResponse, type TagWithCount } from '../../../../shared/schemas/tag';
import { apiRequest } from '../../../lib/api-client';
import { tagsKey } from './query-keys';

/** GET api/Setting/{id}/Tags: the world's tags by name, each with how many documents carry it. */
export function getTags(worldId: string): Promise<TagWithCount[]> {
  return apiRequest('GET', `api/Setting/${encodeURIComponent(worldId)}/Tags`, {
    schema: tagListResponse,
  });
}

export const tagsQueryOptions = (worldId: string) =>
  queryOptions({ queryKey: tagsKey(worldId), queryFn: () => getTags(worldId) });

export function useTags(worldId: string) {
  return useQuery(tagsQueryOptions(worldId));
}
