import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { imageListResponse, type ImageList } from '../../../../shared/schemas/image';
import { apiRequest } from '../../../lib/api-client';
import { signedUrlLife, worldPath } from './images-paths';
import { imageListKey } from './query-keys';

export interface ImageFilter {
  /** A category id, or `none` for the images without one. */
  categoryId?: string | undefined;
  /** Only the images linked to this document (the document page's Images tab). */
  documentId?: string | undefined;
}

export const imagePageSize = 60;

/** GET api/Setting/{id}/Images?categoryId&documentId&offset&limit: a page of the gallery, newest first. */
export function getImages(
  worldId: string,
  filter: ImageFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<ImageList> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(imagePageSize) });
  if (filter.categoryId) query.set('categoryId', filter.categoryId);
  if (filter.documentId) query.set('documentId', filter.documentId);
  return apiRequest('GET', `${worldPath(worldId, 'Images')}?${query.toString()}`, {
    schema: imageListResponse,
    signal,
  });
}

/** The gallery as pages loaded on demand; stale a minute before its signed addresses expire. */
export const imagesQueryOptions = (worldId: string, filter: ImageFilter = {}) =>
  infiniteQueryOptions({
    queryKey: imageListKey(worldId, filter.categoryId ?? null, filter.documentId ?? null),
    queryFn: ({ signal, pageParam }) => getImages(worldId, filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    staleTime: (query) => signedUrlLife(query.state.data?.pages[0]?.urlsExpireAt),
    refetchInterval: (query) => signedUrlLife(query.state.data?.pages[0]?.urlsExpireAt) || false,
  });

export function useImages(worldId: string, filter: ImageFilter = {}) {
  return useInfiniteQuery(imagesQueryOptions(worldId, filter));
}
