import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  memberResponse,
  type ChangeMemberRoleRequest,
  type Member,
} from '../../../../shared/schemas/world';
import { apiRequest } from '../../../lib/api-client';
import { membersQueryOptions } from './get-members';

interface Variables {
  worldId: string;
  userId: string;
  body: ChangeMemberRoleRequest;
}

/** PUT api/Setting/{id}/Members/{userId}: the owner gives a member another role. */
export function changeMemberRole({ worldId, userId, body }: Variables): Promise<Member> {
  return apiRequest(
    'PUT',
    `api/Setting/${encodeURIComponent(worldId)}/Members/${encodeURIComponent(userId)}`,
    {
      body,
      schema: memberResponse,
    },
  );
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: (member, { worldId }) =>
      queryClient.setQueryData(membersQueryOptions(worldId).queryKey, (list) =>
        list?.map((entry) => (entry.userId === member.userId ? member : entry)),
      ),
  });
}
