import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  timelineRowResponse,
  type TimelineRow,
  type TimelineRowRequest,
} from '../../../../shared/schemas/timeline';
import { apiRequest } from '../../../lib/api-client';
import { timelineRowsQueryOptions } from './get-rows';
import { timelinePath } from './timeline-paths';

/** PUT api/Setting/{id}/TimelineRows/{rowId}: a new name, unique in the world, and who sees the row. */
export function renameTimelineRow(
  worldId: string,
  rowId: string,
  body: TimelineRowRequest,
): Promise<TimelineRow> {
  return apiRequest('PUT', timelinePath(worldId, 'TimelineRows', rowId), {
    body,
    schema: timelineRowResponse,
  });
}

/** The rename field shows a taken name in place, so the banner stays quiet. */
export function useRenameTimelineRow(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId, ...body }: TimelineRowRequest & { rowId: string }) =>
      renameTimelineRow(worldId, rowId, body),
    meta: { banner: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: timelineRowsQueryOptions(worldId).queryKey }),
  });
}
