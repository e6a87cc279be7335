import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { documentListResponse, type DocumentList } from '../../../shared/schemas/document';
import { apiRequest } from '../../lib/api-client';

const pickerLimit = 20;

/**
 * GET api/Setting/{id}/Documents?name=&sort=name&limit=20: the documents a
 * picker offers (an event's or an image's linked documents, a relation's ends),
 * searched by name on the server so a world of thousands stays quick.
 */
export function findDocuments(
  worldId: string,
  name: string,
  signal?: AbortSignal,
): Promise<DocumentList> {
  const query = new URLSearchParams({ sort: 'name', direction: 'asc', limit: String(pickerLimit) });
  if (name.trim()) query.set('name', name.trim());
  return apiRequest(
    'GET',
    `api/Setting/${encodeURIComponent(worldId)}/Documents?${query.toString()}`,
    {
      schema: documentListResponse,
      signal,
    },
  );
}

/** Every name the picker looked up in one world. */
export const documentPickerRootKey = (worldId: string) => ['document-picker', worldId] as const;
export const documentPickerKey = (worldId: string, name: string) =>
  [...documentPickerRootKey(worldId), name.trim().toLowerCase()] as const;

export const documentPickerQueryOptions = (worldId: string, name: string) =>
  queryOptions({
    queryKey: documentPickerKey(worldId, name),
    queryFn: ({ signal }) => findDocuments(worldId, name, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export function useDocumentPicker(worldId: string, name: string) {
  return useQuery(documentPickerQueryOptions(worldId, name));
}
