import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentResponse, type DocumentDetail } from '../../../../shared/schemas/document';
import { apiRequest } from '../../../lib/api-client';
import { documentKey } from './query-keys';

/** GET api/Setting/{id}/Documents/{documentId}: the document with contents, backlinks and mentions. */
export function getDocument(
  worldId: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<DocumentDetail> {
  return apiRequest(
    'GET',
    `api/Setting/${encodeURIComponent(worldId)}/Documents/${encodeURIComponent(documentId)}`,
    {
      schema: documentResponse,
      signal,
    },
  );
}

export const documentQueryOptions = (worldId: string, documentId: string) =>
  queryOptions({
    queryKey: documentKey(worldId, documentId),
    queryFn: ({ signal }) => getDocument(worldId, documentId, signal),
  });

export function useDocument(worldId: string, documentId: string) {
  return useQuery(documentQueryOptions(worldId, documentId));
}
