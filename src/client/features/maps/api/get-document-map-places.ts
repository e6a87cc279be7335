import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentMapPlacesResponse, type DocumentMapPlace } from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { mapsPath } from './maps-paths';
import { documentMapPlacesKey } from './query-keys';

/** GET api/Setting/{id}/Documents/{documentId}/MapPlaces: the pins, regions and paths that link a document. */
export function getDocumentMapPlaces(
  worldId: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<DocumentMapPlace[]> {
  return apiRequest('GET', mapsPath(worldId, 'Documents', documentId, 'MapPlaces'), {
    schema: documentMapPlacesResponse,
    signal,
  });
}

export const documentMapPlacesQueryOptions = (worldId: string, documentId: string) =>
  queryOptions({
    queryKey: documentMapPlacesKey(worldId, documentId),
    queryFn: ({ signal }) => getDocumentMapPlaces(worldId, documentId, signal),
  });

export function useDocumentMapPlaces(worldId: string, documentId: string) {
  return useQuery(documentMapPlacesQueryOptions(worldId, documentId));
}
