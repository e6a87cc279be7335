import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventQueryOptions } from './get-event';
import { timelineRowsQueryOptions } from './get-rows';
import { removeEventFromLists } from './patch-event-lists';
import { timelinePath } from './timeline-paths';

/** DELETE api/Setting/{id}/Events/{eventId}; the caller has asked "Are you sure" (SPEC §4). */
export function deleteEvent(worldId: string, eventId: string): Promise<void> {
  return apiRequest('DELETE', timelinePath(worldId, 'Events', eventId));
}

export function useDeleteEvent(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => deleteEvent(worldId, eventId),
    onSuccess: (_nothing, eventId) => {
      queryClient.removeQueries({ queryKey: eventQueryOptions(worldId, eventId).queryKey });
      return Promise.all([
        removeEventFromLists(queryClient, worldId, eventId),
        queryClient.invalidateQueries({ queryKey: timelineRowsQueryOptions(worldId).queryKey }),
      ]);
    },
  });
}
