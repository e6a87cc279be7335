import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { documentListResponse, type DocumentList } from '../../../../shared/schemas/document';
import { apiRequest } from '../../../lib/api-client';
import { worldDocumentsKey } from './query-keys';

/** The dashboard shows the first documents by name; the documents page pages through the rest. */
export const overviewLimit = 200;

/** GET api/Setting/{id}/Documents?name=&sort=name&limit=: the documents of the world, by name. */
export function getWorldDocuments(
  worldId: string,
  name: string,
  signal?: AbortSignal,
): Promise<DocumentList> {
  const params = new URLSearchParams({
    sort: 'name',
    direction: 'asc',
    offset: '0',
    limit: String(overviewLimit),
  });
  if (name) params.set('name', name);
  return apiRequest('GET', `api/Setting/${encodeURIComponent(worldId)}/Documents?${params}`, {
    schema: documentListResponse,
    signal,
  });
}

export const worldDocumentsQueryOptions = (worldId: string, name: string) =>
  queryOptions({
    queryKey: worldDocumentsKey(worldId, name),
    queryFn: ({ signal }) => getWorldDocuments(worldId, name.trim(), signal),
    staleTime: 0,
    // A new filter keeps the previous list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export function useWorldDocuments(worldId: string, name: string) {
  return useQuery(worldDocumentsQueryOptions(worldId, name));
}
