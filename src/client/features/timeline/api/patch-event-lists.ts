import type { QueryClient } from '@tanstack/react-query';
import type { EventDetail, EventList, EventSummary } from '../../../../shared/schemas/timeline';
import { withEvent, withoutEvent } from '../event-list-cache';
import { eventListsRootKey } from './timeline-keys';

/**
 * Writes one event into every cached event list of the world (each list as
 * its filter admits it), then marks the lists stale without refetching: a
 * list of 10,000 events is not fetched again after each drag, and the next
 * visit still asks the server.
 */
export function writeEventIntoLists(
  queryClient: QueryClient,
  worldId: string,
  event: EventDetail | EventSummary,
): Promise<void> {
  for (const [queryKey, list] of queryClient.getQueriesData<EventList>({
    queryKey: eventListsRootKey(worldId),
  })) {
    if (!list) continue;
    const [documentId, rowId] = queryKey.slice(eventListsRootKey(worldId).length) as (
      string | null
    )[];
    queryClient.setQueryData<EventList>(queryKey, withEvent(list, event, { documentId, rowId }));
  }
  return queryClient.invalidateQueries({
    queryKey: eventListsRootKey(worldId),
    refetchType: 'none',
  });
}

export function removeEventFromLists(
  queryClient: QueryClient,
  worldId: string,
  eventId: string,
): Promise<void> {
  queryClient.setQueriesData<EventList>(
    { queryKey: eventListsRootKey(worldId) },
    (list) => list && withoutEvent(list, eventId),
  );
  return queryClient.invalidateQueries({
    queryKey: eventListsRootKey(worldId),
    refetchType: 'none',
  });
}
