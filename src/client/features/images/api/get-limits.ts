import { queryOptions, useQuery } from '@tanstack/react-query';
import { imageLimitsResponse, type ImageLimits } from '../../../../shared/schemas/image';
import { apiRequest } from '../../../lib/api-client';
import { imageLimitsKey } from './query-keys';

/** GET api/Images/Limits: the size, pixel and type limits the upload states (the server enforces the same). */
export function getImageLimits(signal?: AbortSignal): Promise<ImageLimits> {
  return apiRequest('GET', 'api/Images/Limits', { schema: imageLimitsResponse, signal });
}

export const imageLimitsQueryOptions = () =>
  queryOptions({
    queryKey: imageLimitsKey(),
    queryFn: ({ signal }) => getImageLimits(signal),
    staleTime: Infinity,
  });

export function useImageLimits() {
  return useQuery(imageLimitsQueryOptions());
}
