import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  timelineRowResponse,
  type TimelineRow,
  type TimelineRowRequest,
} from '../../../../shared/schemas/timeline';
import { apiRequest } from '../../../lib/api-client';
import { timelineRowsQueryOptions } from './get-rows';
import { timelinePath } from './timeline-paths';

/** POST api/Setting/{id}/TimelineRows: a new row at the bottom; names are unique per world. */
export function createTimelineRow(worldId: string, body: TimelineRowRequest): Promise<TimelineRow> {
  return apiRequest('POST', timelinePath(worldId, 'TimelineRows'), {
    body,
    schema: timelineRowResponse,
  });
}

/** A taken name is shown under the name field, so the banner stays quiet. */
export function useCreateTimelineRow(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimelineRowRequest) => createTimelineRow(worldId, body),
    meta: { banner: false },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: timelineRowsQueryOptions(worldId).queryKey }),
  });
}
