import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarResponse, type CalendarResponse } from '../../../../shared/schemas/timeline';
import { apiRequest } from '../../../lib/api-client';
import { timelinePath } from './timeline-paths';
import { calendarKey } from './query-keys';

/** GET api/Setting/{id}/Timeline: the world's calendar and the version it is at. */
export function getCalendar(worldId: string, signal?: AbortSignal): Promise<CalendarResponse> {
  return apiRequest('GET', timelinePath(worldId, 'Timeline'), { schema: calendarResponse, signal });
}

export const calendarQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: calendarKey(worldId),
    queryFn: ({ signal }) => getCalendar(worldId, signal),
  });

export function useCalendarConfig(worldId: string) {
  return useQuery(calendarQueryOptions(worldId));
}
