import { queryOptions, useQuery } from '@tanstack/react-query';
import { summaryResponse, type Summary } from '../../../../shared/schemas/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { summaryKey } from './query-keys';

/** GET api/Setting/{id}/Summary: counts of what the world holds; only modules that exist are present. */
export function getSummary(worldId: string): Promise<Summary> {
  return apiRequest('GET', `api/Setting/${encodeURIComponent(worldId)}/Summary`, {
    schema: summaryResponse,
  });
}

export const summaryQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: summaryKey(worldId),
    queryFn: () => getSummary(worldId),
    // The dashboard is where the team looks to see what changed: fresh on every visit.
    staleTime: 0,
  });

export function useSummary(worldId: string) {
  return useQuery(summaryQueryOptions(worldId));
}
