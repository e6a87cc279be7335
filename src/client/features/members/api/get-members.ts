import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberListResponse, type Member } from '../../../../shared/schemas/world';
import { apiRequest } from '../../../lib/api-client';
import { membersKey } from './query-keys';

/** GET api/Setting/{id}/Members: everyone in the world with their role, owner first. */
export function getMembers(worldId: string): Promise<Member[]> {
  return apiRequest('GET', `api/Setting/${encodeURIComponent(worldId)}/Members`, {
    schema: memberListResponse,
  });
}

export const membersQueryOptions = (worldId: string) =>
  queryOptions({ queryKey: membersKey(worldId), queryFn: () => getMembers(worldId) });

export function useMembers(worldId: string) {
  return useQuery(membersQueryOptions(worldId));
}
