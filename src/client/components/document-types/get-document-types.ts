import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  documentTypeListResponse,
  type DocumentTypeInfo,
} from '../../../shared/schemas/document-type';
import { apiRequest } from '../../lib/api-client';
import { documentTypesKey } from './query-keys';

/** GET api/Setting/{id}/DocumentTypes: the world's types in their order, with document counts. */
export function getDocumentTypes(worldId: string): Promise<DocumentTypeInfo[]> {
  return apiRequest('GET', `api/Setting/${encodeURIComponent(worldId)}/DocumentTypes`, {
    schema: documentTypeListResponse,
  });
}

export const documentTypesQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: documentTypesKey(worldId),
    queryFn: () => getDocumentTypes(worldId),
    // Types change rarely and live updates refresh them: one fetch serves every badge.
    staleTime: 5 * 60_000,
  });

export function useDocumentTypes(worldId: string) {
  return useQuery({ ...documentTypesQueryOptions(worldId), enabled: worldId !== '' });
}
