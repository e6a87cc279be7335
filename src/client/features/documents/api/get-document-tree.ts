import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentTreeResponse, type DocumentTree } from '../../../../shared/schemas/document-tree';
import { apiRequest } from '../../../lib/api-client';
import { documentTreeKey } from './query-keys';

/** GET api/Setting/{id}/Documents/Tree: every document the caller may read, with its parent. */
export function getDocumentTree(worldId: string, signal?: AbortSignal): Promise<DocumentTree> {
  return apiRequest('GET', `api/Setting/${encodeURIComponent(worldId)}/Documents/Tree`, {
    schema: documentTreeResponse,
    signal,
  });
}

// Under the lists' key: any document change (live or local) refreshes it with them.
export const documentTreeQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: documentTreeKey(worldId),
    queryFn: ({ signal }) => getDocumentTree(worldId, signal),
  });

export const useDocumentTree = (worldId: string) => useQuery(documentTreeQueryOptions(worldId));
