import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentTypeResponse,
  type DocumentTypeCreateRequest,
  type DocumentTypeInfo,
  type DocumentTypeUpdateRequest,
} from '../../../shared/schemas/document-type';
import { apiRequest } from '../../lib/api-client';
import { documentTypesKey } from './query-keys';

const base = (worldId: string) => `api/Setting/${encodeURIComponent(worldId)}/DocumentTypes`;

export function createDocumentType(
  worldId: string,
  body: DocumentTypeCreateRequest,
): Promise<DocumentTypeInfo> {
  return apiRequest('POST', base(worldId), { body, schema: documentTypeResponse });
}

export function updateDocumentType(
  worldId: string,
  typeId: string,
  body: DocumentTypeUpdateRequest,
): Promise<DocumentTypeInfo> {
  return apiRequest('PUT', `${base(worldId)}/${encodeURIComponent(typeId)}`, {
    body,
    schema: documentTypeResponse,
  });
}

/** Without `moveTo` the server refuses (40065) while documents use the type. */
export function deleteDocumentType(
  worldId: string,
  typeId: string,
  moveTo: string | undefined,
): Promise<void> {
  const query = moveTo ? `?moveTo=${encodeURIComponent(moveTo)}` : '';
  return apiRequest('DELETE', `${base(worldId)}/${encodeURIComponent(typeId)}${query}`);
}

function useRefresh(worldId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentTypesKey(worldId) });
}

export function useCreateDocumentType(worldId: string) {
  const refresh = useRefresh(worldId);
  return useMutation({
    mutationFn: (body: DocumentTypeCreateRequest) => createDocumentType(worldId, body),
    onSuccess: refresh,
  });
}

export function useUpdateDocumentType(worldId: string) {
  const refresh = useRefresh(worldId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DocumentTypeUpdateRequest }) =>
      updateDocumentType(worldId, id, body),
    onSettled: refresh,
  });
}

export function useDeleteDocumentType(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: string; moveTo?: string | undefined }) =>
      deleteDocumentType(worldId, id, moveTo),
    // Documents and templates of the type moved: every query of the world may show one.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] === worldId }),
  });
}
