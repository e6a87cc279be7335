import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dialogResponse,
  type DialogCreateRequest,
  type DialogDetail,
} from '../../../../shared/schemas/dialog';
import { apiRequest } from '../../../lib/api-client';
import { dialogsPath } from './dialogs-paths';
import { dialogListsRootKey } from './query-keys';

/** POST api/Setting/{id}/Dialogs: name and kind (linear or branching); the graph starts empty. */
export function createDialog(worldId: string, body: DialogCreateRequest): Promise<DialogDetail> {
  return apiRequest('POST', dialogsPath(worldId, 'Dialogs'), { body, schema: dialogResponse });
}

export function useCreateDialog(worldId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DialogCreateRequest) => createDialog(worldId, body),
    meta: { banner: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dialogListsRootKey(worldId) }),
  });
}
