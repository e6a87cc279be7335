import { queryOptions, useQuery } from '@tanstack/react-query';
import { timelineRowListResponse, type TimelineRow } from '../../../../shared/schemas/timeline';
import { apiRequest } from '../../../lib/api-client';
import { timelinePath } from './timeline-paths';
import { timelineRowsKey } from './query-keys';

/** GET api/Setting/{id}/TimelineRows: every row top first, each with its number of events. */
export function getTimelineRows(worldId: string, signal?: AbortSignal): Promise<TimelineRow[]> {
  return apiRequest('GET', timelinePath(worldId, 'TimelineRows'), {
    schema: timelineRowListResponse,
    signal,
  });
}

export const timelineRowsQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: timelineRowsKey(worldId),
    queryFn: ({ signal }) => getTimelineRows(worldId, signal),
    select: (rows: TimelineRow[]) => [...rows].sort((a, b) => a.position - b.position),
  });

export function useTimelineRows(worldId: string) {
  return useQuery(timelineRowsQueryOptions(worldId));
}
