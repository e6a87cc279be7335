import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventListResponse, type EventList } from '../../../../shared/schemas/timeline';
import { apiRequest } from '../../../lib/api-client';
import { timelinePath } from './timeline-paths';
import { eventListKey } from './query-keys';

export interface EventFilter {
  /** Only the events linked to this document (the document page's Events tab). */
  documentId?: string;
  rowId?: string;
}

/** GET api/Setting/{id}/Events[?documentId&rowId]: every matching event in date order, and the documents they link. */
export function getEvents(
  worldId: string,
  filter: EventFilter = {},
  signal?: AbortSignal,
): Promise<EventList> {
  const query = new URLSearchParams();
  if (filter.documentId) query.set('documentId', filter.documentId);
  if (filter.rowId) query.set('rowId', filter.rowId);
  const suffix = query.size ? `?${query.toString()}` : '';
  return apiRequest('GET', `${timelinePath(worldId, 'Events')}${suffix}`, {
    schema: eventListResponse,
    signal,
  });
}

export const eventsQueryOptions = (worldId: string, filter: EventFilter = {}) =>
  queryOptions({
    queryKey: eventListKey(worldId, filter.documentId ?? null, filter.rowId ?? null),
    queryFn: ({ signal }) => getEvents(worldId, filter, signal),
  });

export function useEvents(worldId: string, filter: EventFilter = {}) {
  return useQuery(eventsQueryOptions(worldId, filter));
}
