import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventMapPlacesResponse, type DocumentMapPlace } from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { mapsPath } from './maps-paths';
import { eventMapPlacesKey } from './query-keys';

/** GET api/Setting/{id}/Events/{eventId}/MapPlaces: the pins, regions and paths that place a timeline event. */
export function getEventMapPlaces(
  worldId: string,
  eventId: string,
  signal?: AbortSignal,
): Promise<DocumentMapPlace[]> {
  return apiRequest('GET', mapsPath(worldId, 'Events', eventId, 'MapPlaces'), {
    schema: eventMapPlacesResponse,
    signal,
  });
}

export const eventMapPlacesQueryOptions = (worldId: string, eventId: string) =>
  queryOptions({
    queryKey: eventMapPlacesKey(worldId, eventId),
    queryFn: ({ signal }) => getEventMapPlaces(worldId, eventId, signal),
  });

export function useEventMapPlaces(worldId: string, eventId: string) {
  return useQuery(eventMapPlacesQueryOptions(worldId, eventId));
}
