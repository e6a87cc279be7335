import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createdShareLinkResponse,
  type CreateShareLinkRequest,
  type CreatedShareLink,
} from '../../../../shared/schemas/dialog-share';
import { apiRequest } from '../../../lib/api-client';
import { dialogsPath } from './dialogs-paths';
import { shareLinksQueryOptions } from './get-share-links';

/** POST api/Setting/{id}/Dialogs/{dialogId}/ShareLinks: the only answer that carries the token. */
export function createShareLink(
  worldId: string,
  dialogId: string,
  request: CreateShareLinkRequest,
): Promise<CreatedShareLink> {
  return apiRequest('POST', dialogsPath(worldId, 'Dialogs', dialogId, 'ShareLinks'), {
    body: request,
    schema: createdShareLinkResponse,
  });
}

export function useCreateShareLink(worldId: string, dialogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateShareLinkRequest) => createShareLink(worldId, dialogId, request),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: shareLinksQueryOptions(worldId, dialogId).queryKey,
      }),
  });
}
