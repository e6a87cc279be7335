import { queryOptions, useQuery } from '@tanstack/react-query';
import { worldCoverResponse, type WorldCover } from '../../../../shared/schemas/image';
import { apiRequest } from '../../../lib/api-client';
import { signedUrlLife, worldPath } from './images-paths';
import { worldCoverKey } from './query-keys';

/** GET api/Setting/{id}/Cover: the world's cover with fresh signed addresses, or null when it has none. */
export function getWorldCover(worldId: string, signal?: AbortSignal): Promise<WorldCover> {
  return apiRequest('GET', worldPath(worldId, 'Cover'), { schema: worldCoverResponse, signal });
}

/** Fetched again a minute before its signed addresses expire, so an open dashboard never shows a broken cover. */
export const worldCoverQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: worldCoverKey(worldId),
    queryFn: ({ signal }) => getWorldCover(worldId, signal),
    staleTime: (query) => signedUrlLife(query.state.data?.urlsExpireAt),
    refetchInterval: (query) => signedUrlLife(query.state.data?.urlsExpireAt) || false,
  });

export function useWorldCover(worldId: string) {
  return useQuery(worldCoverQueryOptions(worldId));
}
