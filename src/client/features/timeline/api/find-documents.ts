import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { documentListResponse, type DocumentList } from '../../../../shared/schemas/document';
import { apiRequest } from '../../../lib/api-client';
import { timelinePath, timelineRootKey } from './timeline-keys';

const pickerLimit = 20;

/**
 * GET api/Setting/{id}/Documents?name=&sort=name&limit=20: the documents an
 * event can link, for the event form's picker. The timeline asks for itself
 * because features do not import each other.
 */
export function findDocuments(
  worldId: string,
  name: string,
  signal?: AbortSignal,
): Promise<DocumentList> {
  const query = new URLSearchParams({ sort: 'name', direction: 'asc', limit: String(pickerLimit) });
  if (name.trim()) query.set('name', name.trim());
  return apiRequest('GET', `${timelinePath(worldId, 'Documents')}?${query.toString()}`, {
    schema: documentListResponse,
    signal,
  });
}

export const documentPickerQueryOptions = (worldId: string, name: string) =>
  queryOptions({
    queryKey: [...timelineRootKey(worldId), 'document-picker', name.trim().toLowerCase()] as const,
    queryFn: ({ signal }) => findDocuments(worldId, name, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export function useDocumentPicker(worldId: string, name: string) {
  return useQuery(documentPickerQueryOptions(worldId, name));
}
