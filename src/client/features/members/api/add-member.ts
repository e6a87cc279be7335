import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  memberResponse,
  type AddMemberRequest,
  type Member,
} from '../../../../shared/schemas/world';
import { apiRequest } from '../../../lib/api-client';
import { membersQueryOptions } from './get-members';

/** POST api/Setting/{id}/Members: the owner adds a user by user name (4042 unknown, 40034 already in). */
export function addMember({
  worldId,
  body,
}: {
  worldId: string;
  body: AddMemberRequest;
}): Promise<Member> {
  return apiRequest('POST', `api/Setting/${encodeURIComponent(worldId)}/Members`, {
    body,
    schema: memberResponse,
  });
}

/** The two expected refusals are shown beside the user name field, the rest in the banner. */
export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    meta: { banner: false },
    onSuccess: (member, { worldId }) =>
      queryClient.setQueryData(membersQueryOptions(worldId).queryKey, (list) => [
        ...(list ?? []),
        member,
      ]),
  });
}
