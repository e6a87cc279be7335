import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentResponse,
  type DocumentDetail,
  type DocumentRequest,
} from '../../../../shared/schemas/document';
import { apiRequest } from '../../../lib/api-client';
import { documentQueryOptions } from './get-document';
import { documentListsRootKey } from './query-keys';

/** POST api/Setting/{id}/Documents: new tag names are created with the document. */
export function createDocument(worldId: string, body: DocumentRequest): Promise<DocumentDetail> {
  return apiRequest('POST', `api/Setting/${encodeURIComponent(worldId)}/Documents`, {
    body,
    schema: documentResponse,
  });
}

/** The form shows a taken name (40035) under the name field, so the banner stays quiet. */
export function useCreateDocument(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentRequest) => createDocument(worldId, body),
    meta: { banner: false },
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryOptions(worldId, document.id).queryKey, document);
      return queryClient.invalidateQueries({ queryKey: documentListsRootKey(worldId) });
    },
  });
}
