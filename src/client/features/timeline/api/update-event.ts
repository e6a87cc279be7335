import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  eventResponse,
  type EventDetail,
  type EventUpdateRequest,
} from '../../../../shared/schemas/timeline';
import { apiRequest } from '../../../lib/api-client';
import { eventQueryOptions } from './get-event';
import { timelineRowsQueryOptions } from './get-rows';
import { writeEventIntoLists } from './patch-event-lists';
import { timelinePath } from './timeline-paths';

/** PUT api/Setting/{id}/Events/{eventId} with the version the edit was made on; stale → 409 (4091). */
export function updateEvent(
  worldId: string,
  eventId: string,
  body: EventUpdateRequest,
): Promise<EventDetail> {
  return apiRequest('PUT', timelinePath(worldId, 'Events', eventId), {
    body,
    schema: eventResponse,
  });
}

/** Callers answer a conflict (4091) and field errors in place, so the banner stays quiet. */
export function useUpdateEvent(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: string; body: EventUpdateRequest }) =>
      updateEvent(worldId, eventId, body),
    meta: { banner: false },
    onSuccess: (event) => {
      queryClient.setQueryData(eventQueryOptions(worldId, event.id).queryKey, event);
      return Promise.all([
        writeEventIntoLists(queryClient, worldId, event),
        queryClient.invalidateQueries({ queryKey: timelineRowsQueryOptions(worldId).queryKey }),
      ]);
    },
  });
}
