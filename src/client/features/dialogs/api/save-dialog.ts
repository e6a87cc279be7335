import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  dialogResponse,
  type DialogDetail,
  type DialogUpdateRequest,
} from '../../../../shared/schemas/dialog';
import { apiRequest } from '../../../lib/api-client';
import { dialogsPath } from './dialogs-paths';
import { dialogListsRootKey, dialogKey } from './query-keys';

/**
 * PUT api/Setting/{id}/Dialogs/{dialogId}: name and graph made on `version`; a stale version answers 409 (4091).
 * `keepalive` lets the save finish after the tab closes.
 */
export function saveDialog(
  worldId: string,
  dialogId: string,
  body: DialogUpdateRequest,
  options: { keepalive?: boolean } = {},
): Promise<DialogDetail> {
  return apiRequest('PUT', dialogsPath(worldId, 'Dialogs', dialogId), {
    body,
    schema: dialogResponse,
    keepalive: options.keepalive,
  });
}

/**
 * A saved dialog becomes the cached one (it is never refetched on its own), so
 * coming back to the builder shows what was saved; the list shows its new name.
 */
export function rememberSavedDialog(
  queryClient: QueryClient,
  worldId: string,
  saved: DialogDetail,
) {
  queryClient.setQueryData(dialogKey(worldId, saved.id), saved);
  void queryClient.invalidateQueries({ queryKey: dialogListsRootKey(worldId) });
}

/** The builder shows a conflict itself (reload or overwrite), so the banner stays quiet. */
export function useSaveDialog(worldId: string, dialogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DialogUpdateRequest) => saveDialog(worldId, dialogId, body),
    meta: { banner: false },
    onSuccess: (saved) => rememberSavedDialog(queryClient, worldId, saved),
  });
}
