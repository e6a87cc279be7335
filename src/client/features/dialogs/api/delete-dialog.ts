import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dialogsPath } from './dialogs-paths';
import { dialogListsRootKey } from './query-keys';

/** DELETE api/Setting/{id}/Dialogs/{dialogId}. */
export function deleteDialog(worldId: string, dialogId: string): Promise<void> {
  return apiRequest('DELETE', dialogsPath(worldId, 'Dialogs', dialogId));
}

export function useDeleteDialog(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dialogId: string) => deleteDialog(worldId, dialogId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dialogListsRootKey(worldId) }),
  });
}
