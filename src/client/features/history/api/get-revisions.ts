import { queryOptions, useQuery } from '@tanstack/react-query';
import { revisionListResponse, type RevisionSummary } from '../../../../shared/schemas/document';
import { apiRequest } from '../../../lib/api-client';
import { revisionsKey } from './query-keys';

const documentPath = (worldId: string, documentId: string) =>
  `api/Setting/${encodeURIComponent(worldId)}/Documents/${encodeURIComponent(documentId)}`;

/** GET …/Documents/{documentId}/Revisions: every save, newest first. */
export function getRevisions(worldId: string, documentId: string): Promise<RevisionSummary[]> {
  return apiRequest('GET', `${documentPath(worldId, documentId)}/Revisions`, {
    schema: revisionListResponse,
  });
}

export const revisionsQueryOptions = (worldId: string, documentId: string) =>
  queryOptions({
    queryKey: revisionsKey(worldId, documentId),
    queryFn: () => getRevisions(worldId, documentId),
    // Every save adds a revision; the history asks again whenever it opens.
    staleTime: 0,
  });

export function useRevisions(worldId: string, documentId: string) {
  return useQuery(revisionsQueryOptions(worldId, documentId));
}

export { documentPath };
