import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapLimitsResponse, type MapLimits } from '../../../../shared/schemas/map';
import { apiRequest } from '../../../lib/api-client';
import { mapLimitsKey } from './query-keys';

/** GET api/Maps/Limits: the picture's size, pixel and type limits, and how much a map holds. */
export function getMapLimits(signal?: AbortSignal): Promise<MapLimits> {
  return apiRequest('GET', 'api/Maps/Limits', { schema: mapLimitsResponse, signal });
}

export const mapLimitsQueryOptions = () =>
  queryOptions({
    queryKey: mapLimitsKey(),
    queryFn: ({ signal }) => getMapLimits(signal),
    staleTime: Infinity,
  });

export function useMapLimits() {
  return useQuery(mapLimitsQueryOptions());
}
