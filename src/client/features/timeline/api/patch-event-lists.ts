import type { QueryClient } from '@tanstack/react-query';
import type { EventDetail, EventList, EventSummary } from '../../../../shared/schemas/timeline';
import { ApiError } from '../../../lib/api-error';
import { withEvent, withoutEvent } from '../event-list-cache';
import { eventQueryOptions } from './get-event';
import { eventListsRootKey } from './query-keys';

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

/**
 * Someone changed or created an event (a live update): its current state is
 * fetched and written into every cached list, instead of refetching lists of
 * thousands. An answer older than what a list already shows (our own save
 * landed meanwhile) is not written; an event gone since leaves the lists.
 */
export async function refreshEventInLists(
  queryClient: QueryClient,
  worldId: string,
  eventId: string,
): Promise<void> {
  const lists = queryClient
    .getQueriesData<EventList>({ queryKey: eventListsRootKey(worldId) })
    .filter(([, list]) => list);
  const options = eventQueryOptions(worldId, eventId);
  if (lists.length === 0 && queryClient.getQueryData(options.queryKey) === undefined) return;
  let event: EventDetail;
  try {
    // Not a screen of the user's: a failure here is quiet and falls back to a refetch of the lists.
    event = await queryClient.fetchQuery({ ...options, staleTime: 0, meta: { banner: false } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      await removeEventFromLists(queryClient, worldId, eventId);
    else await queryClient.invalidateQueries({ queryKey: eventListsRootKey(worldId) });
    return;
  }
  for (const [queryKey] of lists) {
    const list = queryClient.getQueryData<EventList>(queryKey);
    if (!list) continue;
    const shown = list.items.find((item) => item.id === eventId);
    if (shown && shown.version > event.version) continue;
    const [documentId, rowId] = queryKey.slice(eventListsRootKey(worldId).length) as (
      string | null
    )[];
    queryClient.setQueryData<EventList>(queryKey, withEvent(list, event, { documentId, rowId }));
  }
}
