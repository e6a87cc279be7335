import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentPreviewResponse, type DocumentPreview } from '../../../../shared/schemas/document';
import { apiRequest } from '../../../lib/api-client';
import { mapsPath } from './maps-paths';
import { documentPreviewKey } from './query-keys';

/** GET api/Setting/{id}/Documents/{documentId}/Preview: name, type, excerpt and cover of a document. */
export function getDocumentPreview(
  worldId: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<DocumentPreview> {
  return apiRequest('GET', mapsPath(worldId, 'Documents', documentId, 'Preview'), {
    schema: documentPreviewResponse,
    signal,
  });
}

/** A hover card asks often for the same few documents: a minute-old preview is good enough. */
export const documentPreviewQueryOptions = (worldId: string, documentId: string) =>
  queryOptions({
    queryKey: documentPreviewKey(worldId, documentId),
    queryFn: ({ signal }) => getDocumentPreview(worldId, documentId, signal),
    staleTime: 60_000,
    meta: { banner: false },
  });

/** Not enabled (the pointer has not settled yet): a cached preview only, nothing fetched. */
export function useDocumentPreview(worldId: string, documentId: string | null, enabled: boolean) {
  return useQuery({
    ...documentPreviewQueryOptions(worldId, documentId ?? ''),
    enabled: enabled && documentId !== null,
  });
}
