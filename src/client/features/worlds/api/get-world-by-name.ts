import { queryOptions, useQuery } from '@tanstack/react-query';
import { worldResponse, type World } from '../../../../shared/schemas/world';
import { apiRequest } from '../../../lib/api-client';
import { worldsKey } from './query-keys';

/**
 * GET api/Setting/ByName/{owner}/{world}: a world found by its address, for a
 * public world's readers (signed in or not) or a member the list missed.
 */
export function getWorldByName(ownerUserName: string, urlName: string): Promise<World> {
  const path = `api/Setting/ByName/${encodeURIComponent(ownerUserName)}/${encodeURIComponent(urlName)}`;
  return apiRequest('GET', path, { schema: worldResponse });
}

export const worldByNameQueryOptions = (ownerUserName: string, urlName: string) =>
  queryOptions({
    // Under the world list's key: whatever refreshes the list (a publish, a new role) refreshes it.
    queryKey: [...worldsKey(), 'byName', ownerUserName, urlName] as const,
    queryFn: () => getWorldByName(ownerUserName, urlName),
    // A 403 is the answer (private or unknown), not a hiccup to retry.
    retry: false,
    // The layout says "no access" itself, or sends a signed-out visitor to sign in.
    meta: { banner: false },
  });

export function useWorldByName(ownerUserName: string, urlName: string, enabled: boolean) {
  return useQuery({ ...worldByNameQueryOptions(ownerUserName, urlName), enabled });
}
