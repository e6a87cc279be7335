import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { worldsQueryOptions } from './get-worlds';

/** POST api/Setting/{id}/Leave: a member leaves; the owner must hand the world over first (4009). */
export function leaveWorld(worldId: string): Promise<void> {
  return apiRequest('POST', `api/Setting/${encodeURIComponent(worldId)}/Leave`);
}

export function useLeaveWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWorld,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: worldsQueryOptions().queryKey }),
  });
}
