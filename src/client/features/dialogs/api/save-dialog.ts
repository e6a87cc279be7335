import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dialogResponse, type DialogDetail, type DialogUpdateRequest } from '../../../../shared/schemas/dialog';
import { apiRequest } from '../../../lib/api-client';
import { dialogsPath, dialogsRootKey } from './dialogs-keys';
import { dialogQueryKey } from './get-dialog';

/** PUT api/Setting/{id}/Dialogs/{dialogId}: name and graph made on `version`; a stale version answers 409 (4091). */
export function saveDialog(worldId: string, dialogId: string, body: DialogUpdateRequest): Promise<DialogDetail> {
  return apiRequest('PUT', dialogsPath(worldId, 'Dialogs', dialogId), { body, schema: dialogResponse });
}

/** The builder shows a conflict itself (reload or overwrite), so the banner stays quiet. */
export function useSaveDialog(worldId: string, dialogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DialogUpdateRequest) => saveDialog(worldId, dialogId, body),
    meta: { banner: false },
    onSuccess: (saved) => {
      queryClient.setQueryData(dialogQueryKey(worldId, dialogId), saved);
      void queryClient.invalidateQueries({ queryKey: [...dialogsRootKey(worldId), 'list'] });
    },
  });
}
