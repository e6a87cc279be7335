import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getImages } from '../api/get-images';
import { imageListsRootKey, signedUrlLife } from '../api/images-keys';

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
      queryKey: [...imageListsRootKey(worldId), null, documentId, 'first'] as const,
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
