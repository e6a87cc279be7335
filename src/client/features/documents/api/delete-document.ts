import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentQueryOptions } from './get-document';
import { documentListsRootKey } from './query-keys';

/** DELETE api/Setting/{id}/Documents/{documentId}; the caller has asked "Are you sure" (SPEC §4). */
export function deleteDocument(worldId: string, documentId: string): Promise<void> {
  return apiRequest(
    'DELETE',
    `api/Setting/${encodeURIComponent(worldId)}/Documents/${encodeURIComponent(documentId)}`,
  );
}

export function useDeleteDocument(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(worldId, documentId),
    onSuccess: (_nothing, documentId) => {
      queryClient.removeQueries({ queryKey: documentQueryOptions(worldId, documentId).queryKey });
      return queryClient.invalidateQueries({ queryKey: documentListsRootKey(worldId) });
    },
  });
}
