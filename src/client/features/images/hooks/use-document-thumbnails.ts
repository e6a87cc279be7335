import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getImages } from '../api/get-images';
import { signedUrlLife } from '../api/images-paths';
import { documentThumbnailKey } from '../api/query-keys';

/**
 * The newest picture of each document as a thumbnail address (a character's
 * portrait for the dialog player), or nothing for a document without one.
 */
export function useDocumentThumbnails(
  worldId: string,
  documentIds: readonly string[],
): ReadonlyMap<string, string> {
  const results = useQueries({
    queries: documentIds.map((documentId) => ({
      queryKey: documentThumbnailKey(worldId, documentId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getImages(worldId, { documentId }, 0, signal),
      staleTime: 60_000,
      refetchInterval: (query: { state: { data?: { urlsExpireAt?: string } } }) =>
        signedUrlLife(query.state.data?.urlsExpireAt) || false,
    })),
  });
  const key = results.map((result) => result.data?.items[0]?.thumbUrl ?? '').join('|');
  return useMemo(() => {
    const thumbs = new Map<string, string>();
    results.forEach((result, index) => {
      const thumb = result.data?.items[0]?.thumbUrl;
      const id = documentIds[index];
      if (thumb && id) thumbs.set(id, thumb);
    });
    return thumbs;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the thumbnails found
  }, [key, documentIds]);
}
