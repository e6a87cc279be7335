import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  eventResponse,
  type EventDetail,
  type EventRequest,
} from '../../../../shared/schemas/timeline';
import { apiRequest } from '../../../lib/api-client';
import { eventQueryOptions } from './get-event';
import { timelineRowsQueryOptions } from './get-rows';
import { writeEventIntoLists } from './patch-event-lists';
import { timelinePath } from './timeline-paths';

/** POST api/Setting/{id}/Events. */
export function createEvent(worldId: string, body: EventRequest): Promise<EventDetail> {
  return apiRequest('POST', timelinePath(worldId, 'Events'), { body, schema: eventResponse });
}

/** The form shows field errors (a date off the calendar) under the field, so the banner stays quiet. */
export function useCreateEvent(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventRequest) => createEvent(worldId, body),
    meta: { banner: false },
    onSuccess: (event) => {
      queryClient.setQueryData(eventQueryOptions(worldId, event.id).queryKey, event);
      return Promise.all([
        writeEventIntoLists(queryClient, worldId, event),
        // Each row counts its events.
        queryClient.invalidateQueries({ queryKey: timelineRowsQueryOptions(worldId).queryKey }),
      ]);
    },
  });
}
