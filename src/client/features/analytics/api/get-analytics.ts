import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsResponse, type Analytics } from '../../../../shared/schemas/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { analyticsKey } from './query-keys';

/** GET api/Setting/{id}/Analytics: documents per month, contributions, tags and orphans of a world. */
export function getAnalytics(worldId: string): Promise<Analytics> {
  return apiRequest('GET', `api/Setting/${encodeURIComponent(worldId)}/Analytics`, {
    schema: analyticsResponse,
  });
}

export const analyticsQueryOptions = (worldId: string) =>
  queryOptions({ queryKey: analyticsKey(worldId), queryFn: () => getAnalytics(worldId) });

export function useAnalytics(worldId: string) {
  return useQuery(analyticsQueryOptions(worldId));
}
