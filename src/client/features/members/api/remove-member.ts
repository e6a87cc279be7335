import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { membersQueryOptions } from './get-members';

/** DELETE api/Setting/{id}/Members/{userId}: the owner takes a member out of the world. */
export function removeMember({
  worldId,
  userId,
}: {
  worldId: string;
  userId: string;
}): Promise<void> {
  return apiRequest(
    'DELETE',
    `api/Setting/${encodeURIComponent(worldId)}/Members/${encodeURIComponent(userId)}`,
  );
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_nothing, { worldId, userId }) =>
      queryClient.setQueryData(membersQueryOptions(worldId).queryKey, (list) =>
        list?.filter((entry) => entry.userId !== userId),
      ),
  });
}
