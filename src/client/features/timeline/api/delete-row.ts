import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { timelineRowsQueryOptions } from './get-rows';
import { timelinePath } from './timeline-paths';
import { eventDetailsRootKey, eventListsRootKey } from './query-keys';

/**
 * DELETE api/Setting/{id}/TimelineRows/{rowId}[?moveEventsTo=]: a row with
 * events needs a row to move them to (409 without one); the last row stays.
 */
export function deleteTimelineRow(
  worldId: string,
  rowId: string,
  moveEventsTo: string | null,
): Promise<void> {
  const query = moveEventsTo ? `?moveEventsTo=${encodeURIComponent(moveEventsTo)}` : '';
  return apiRequest('DELETE', `${timelinePath(worldId, 'TimelineRows', rowId)}${query}`);
}

export function useDeleteTimelineRow(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId, moveEventsTo }: { rowId: string; moveEventsTo: string | null }) =>
      deleteTimelineRow(worldId, rowId, moveEventsTo),
    onSuccess: () =>
      // The moved events have a new row and a new version.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timelineRowsQueryOptions(worldId).queryKey }),
        queryClient.invalidateQueries({ queryKey: eventListsRootKey(worldId) }),
        queryClient.invalidateQueries({ queryKey: eventDetailsRootKey(worldId) }),
      ]),
  });
}
