import { queryOptions, useQuery } from '@tanstack/react-query';
import { imageResponse, type ImageDetail } from '../../../../shared/schemas/image';
import { apiRequest } from '../../../lib/api-client';
import { signedUrlLife, worldPath } from './images-paths';
import { imageKey } from './query-keys';

/** GET api/Setting/{id}/Images/{imageId}: one picture with its category, documents and fresh signed addresses. */
export function getImage(
  worldId: string,
  imageId: string,
  signal?: AbortSignal,
): Promise<ImageDetail> {
  return apiRequest('GET', worldPath(worldId, 'Images', imageId), {
    schema: imageResponse,
    signal,
  });
}

export const imageQueryOptions = (worldId: string, imageId: string) =>
  queryOptions({
    queryKey: imageKey(worldId, imageId),
    queryFn: ({ signal }) => getImage(worldId, imageId, signal),
    staleTime: (query) => signedUrlLife(query.state.data?.urlsExpireAt),
    refetchInterval: (query) => signedUrlLife(query.state.data?.urlsExpireAt) || false,
    // A deleted picture (404) stays deleted: no retries.
    retry: false,
  });

export function useImage(worldId: string, imageId: string | null) {
  return useQuery({ ...imageQueryOptions(worldId, imageId ?? ''), enabled: !!imageId });
}
