import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventResponse, type EventDetail } from '../../../../shared/schemas/timeline';
import { apiRequest } from '../../../lib/api-client';
import { timelinePath } from './timeline-paths';
import { eventKey } from './query-keys';

/** GET api/Setting/{id}/Events/{eventId}: the event with its description, linked documents and authors. */
export function getEvent(
  worldId: string,
  eventId: string,
  signal?: AbortSignal,
): Promise<EventDetail> {
  return apiRequest('GET', timelinePath(worldId, 'Events', eventId), {
    schema: eventResponse,
    signal,
  });
}

export const eventQueryOptions = (worldId: string, eventId: string) =>
  queryOptions({
    queryKey: eventKey(worldId, eventId),
    queryFn: ({ signal }) => getEvent(worldId, eventId, signal),
  });

export function useEvent(worldId: string, eventId: string | null) {
  return useQuery({ ...eventQueryOptions(worldId, eventId ?? ''), enabled: eventId !== null });
}
