import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentResponse, type DocumentDetail } from '../../../../shared/schemas/document';
import { apiRequest } from '../../../lib/api-client';
import { documentPath, revisionsQueryOptions } from './get-revisions';

/** POST …/Revisions/{revisionId}/Restore {version}: a new save with the old state; stale → 409 (4091). */
export function restoreRevision(
  worldId: string,
  documentId: string,
  revisionId: string,
  version: number,
): Promise<DocumentDetail> {
  return apiRequest(
    'POST',
    `${documentPath(worldId, documentId)}/Revisions/${encodeURIComponent(revisionId)}/Restore`,
    {
      body: { version },
      schema: documentResponse,
    },
  );
}

/** A conflict is resolved in place (the page shows both versions), so the banner stays quiet. */
export function useRestoreRevision(worldId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revisionId, version }: { revisionId: string; version: number }) =>
      restoreRevision(worldId, documentId, revisionId, version),
    meta: { banner: false },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: revisionsQueryOptions(worldId, documentId).queryKey,
      }),
  });
}
