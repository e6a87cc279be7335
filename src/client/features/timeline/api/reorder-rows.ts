import { useMutation, useQueryClient } from '@tanstack/react-query';
import { timelineRowListResponse, type TimelineRow } from '../../../../shared/schemas/timeline';
import { apiRequest } from '../../../lib/api-client';
import { timelineRowsQueryOptions } from './get-rows';
import { timelinePath } from './timeline-paths';

/** PUT api/Setting/{id}/TimelineRows/Order: every row's id, top first. */
export function reorderTimelineRows(
  worldId: string,
  rowIds: readonly string[],
): Promise<TimelineRow[]> {
  return apiRequest('PUT', timelinePath(worldId, 'TimelineRows', 'Order'), {
    body: { rowIds },
    schema: timelineRowListResponse,
  });
}

/** Moves the rows at once on screen and puts them back if the server refuses. */
export function useReorderTimelineRows(worldId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = timelineRowsQueryOptions(worldId);
  return useMutation({
    mutationFn: (rowIds: readonly string[]) => reorderTimelineRows(worldId, rowIds),
    onMutate: async (rowIds) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) {
        const byId = new Map(previous.map((row) => [row.id, row]));
        queryClient.setQueryData(
          queryKey,
          rowIds.flatMap((id, position) => {
            const row = byId.get(id);
            return row ? [{ ...row, position }] : [];
          }),
        );
      }
      return { previous };
    },
    onError: (_error, _rowIds, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
