import { useMutation, useQueryClient } from '@tanstack/react-query';
import { worldResponse, type World } from '../../../../shared/schemas/world';
import { apiRequest } from '../../../lib/api-client';
import { membersQueryOptions } from './get-members';

/**
 * POST api/Setting/{id}/TransferOwnership: the owner hands the world over to a
 * member and stays on as a writer. Answers the world as the caller now sees it
 * (a new owner means a new address), which the page passes on to the world list.
 */
export function transferOwnership({
  worldId,
  userId,
}: {
  worldId: string;
  userId: string;
}): Promise<World> {
  return apiRequest('POST', `api/Setting/${encodeURIComponent(worldId)}/TransferOwnership`, {
    body: { userId },
    schema: worldResponse,
  });
}

export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: (_world, { worldId }) =>
      queryClient.invalidateQueries({ queryKey: membersQueryOptions(worldId).queryKey }),
  });
}
