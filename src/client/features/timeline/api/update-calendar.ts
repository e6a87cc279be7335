import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  calendarResponse,
  type CalendarResponse,
  type CalendarUpdateRequest,
} from '../../../../shared/schemas/timeline';
import { apiRequest } from '../../../lib/api-client';
import { calendarQueryOptions } from './get-calendar';
import { timelinePath } from './timeline-paths';

/** PUT api/Setting/{id}/Timeline (owner): stale → 409 4091; events in the way → 400 4005/4006. */
export function updateCalendar(
  worldId: string,
  body: CalendarUpdateRequest,
): Promise<CalendarResponse> {
  return apiRequest('PUT', timelinePath(worldId, 'Timeline'), { body, schema: calendarResponse });
}

/** The settings form answers 4005, 4006 and 4091 in place, so the banner stays quiet. */
export function useUpdateCalendar(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarUpdateRequest) => updateCalendar(worldId, body),
    meta: { banner: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(calendarQueryOptions(worldId).queryKey, saved);
    },
  });
}
