import { queryOptions, useQuery } from '@tanstack/react-query';
import { timelineRowListResponse, type TimelineRow } from '../../../../shared/schemas/timeline';
import { apiRequest } from '../../../lib/api-client';
import { timelinePath, timelineRootKey } from './timeline-keys';

/** GET api/Setting/{id}/TimelineRows: every row top first, each with its number of events. */
export function getTimelineRows(worldId: string, signal?: AbortSignal): Promise<TimelineRow[]> {
  return apiRequest('GET', timelinePath(worldId, 'TimelineRows'), {
    schema: timelineRowListResponse,
    signal,
  });
}

export const timelineRowsQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: [...timelineRootKey(worldId), 'rows'] as const,
    queryFn: ({ signal }) => getTimelineRows(worldId, signal),
    select: (rows: TimelineRow[]) => [...rows].sort((a, b) => a.position - b.position),
  });

export function useTimelineRows(worldId: string) {
  return useQuery(timelineRowsQueryOptions(worldId));
}
