import { queryOptions, useQuery } from '@tanstack/react-query';
import { revisionResponse, type Revision } from '../../../../shared/schemas/document';
import { apiRequest } from '../../../lib/api-client';
import { documentPath } from './get-revisions';
import { revisionKey } from './query-keys';

/** GET …/Revisions/{revisionId}: one saved state, with its contents. A revision never changes. */
export function getRevision(
  worldId: string,
  documentId: string,
  revisionId: string,
): Promise<Revision> {
  return apiRequest(
    'GET',
    `${documentPath(worldId, documentId)}/Revisions/${encodeURIComponent(revisionId)}`,
    {
      schema: revisionResponse,
    },
  );
}

export const revisionQueryOptions = (worldId: string, documentId: string, revisionId: string) =>
  queryOptions({
    queryKey: revisionKey(worldId, documentId, revisionId),
    queryFn: () => getRevision(worldId, documentId, revisionId),
    staleTime: Infinity,
  });

export function useRevision(worldId: string, documentId: string, revisionId: string | null) {
  return useQuery({
    ...revisionQueryOptions(worldId, documentId, revisionId ?? ''),
    enabled: revisionId !== null,
  });
}
