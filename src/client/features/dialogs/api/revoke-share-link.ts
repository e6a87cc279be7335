import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dialogsPath } from './dialogs-paths';
import { shareLinksQueryOptions } from './get-share-links';

/** DELETE api/Setting/{id}/Dialogs/{dialogId}/ShareLinks/{linkId}: the link stops working at once. */
export function revokeShareLink(worldId: string, dialogId: string, linkId: string): Promise<void> {
  return apiRequest('DELETE', dialogsPath(worldId, 'Dialogs', dialogId, 'ShareLinks', linkId));
}

export function useRevokeShareLink(worldId: string, dialogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => revokeShareLink(worldId, dialogId, linkId),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: shareLinksQueryOptions(worldId, dialogId).queryKey,
      }),
  });
}
