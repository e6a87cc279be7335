import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST api/Setting/{id}/Leave: a member leaves; the owner must hand the world over first (4009). */
export function leaveWorld(worldId: string): Promise<void> {
  return apiRequest('POST', `api/Setting/${encodeURIComponent(worldId)}/Leave`);
}

/**
 * The caller drops the world from the list with `useWorldListSync().forget`
 * after leaving its page; refetching here would pull the world out from under
 * the page and flash a false "no access to this world".
 */
export function useLeaveWorld() {
  return useMutation({ mutationFn: leaveWorld });
}
