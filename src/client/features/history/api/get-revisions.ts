import { queryOptions, useQuery } from '@tanstack/react-query';
import { revisionListResponse, type RevisionSummary } from '../../../../shared/schemas/document';
import { apiRequest } from '../../../lib/api-client';

const documentPath = (worldId: string, documentId: string) =>
  `api/Setting/${encodeURIComponent(worldId)}/Documents/${encodeURIComponent(documentId)}`;

/** GET …/Documents/{documentId}/Revisions: every save, newest first. */
export function getRevisions(worldId: string, documentId: string): Promise<RevisionSummary[]> {
  return apiRequest('GET', `${documentPath(worldId, documentId)}/Revisions`, {
    schema: revisionListResponse,
  });
}

/** The revision lists of every document of one world. */
export const revisionsRootKey = (worldId: string) => ['revisions', worldId] as const;

export const revisionsQueryOptions = (worldId: string, documentId: string) =>
  queryOptions({
    queryKey: [...revisionsRootKey(worldId), documentId],
    queryFn: () => getRevisions(worldId, documentId),
    // Every save adds a revision; the history asks again whenever it opens.
    staleTime: 0,
  });

export function useRevisions(worldId: string, documentId: string) {
  return useQuery(revisionsQueryOptions(worldId, documentId));
}

export { documentPath };
