import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentResponse,
  type DocumentDetail,
  type DocumentUpdateRequest,
} from '../../../../shared/schemas/document';
import { apiRequest } from '../../../lib/api-client';
import { documentQueryOptions } from './get-document';
import { documentListsRootKey } from './query-keys';

/** PUT api/Setting/{id}/Documents/{documentId} with the version the edit was made on; stale → 409 (4091). */
export function updateDocument(
  worldId: string,
  documentId: string,
  body: DocumentUpdateRequest,
): Promise<DocumentDetail> {
  return apiRequest(
    'PUT',
    `api/Setting/${encodeURIComponent(worldId)}/Documents/${encodeURIComponent(documentId)}`,
    {
      body,
      schema: documentResponse,
    },
  );
}

/** A conflict (4091) and a taken name (40035) are answered in place, not in the banner. */
export function useUpdateDocument(worldId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentUpdateRequest) => updateDocument(worldId, documentId, body),
    meta: { banner: false },
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryOptions(worldId, documentId).queryKey, document);
      return queryClient.invalidateQueries({ queryKey: documentListsRootKey(worldId) });
    },
  });
}
