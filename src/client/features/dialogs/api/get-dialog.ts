import { queryOptions, useQuery } from '@tanstack/react-query';
import { dialogResponse, type DialogDetail } from '../../../../shared/schemas/dialog';
import { apiRequest } from '../../../lib/api-client';
import { dialogsPath } from './dialogs-paths';
import { dialogKey } from './query-keys';

/** GET api/Setting/{id}/Dialogs/{dialogId}: name, kind, graph, version and the documents it names. */
export function getDialog(
  worldId: string,
  dialogId: string,
  signal?: AbortSignal,
): Promise<DialogDetail> {
  return apiRequest('GET', dialogsPath(worldId, 'Dialogs', dialogId), {
    schema: dialogResponse,
    signal,
  });
}

export const dialogQueryOptions = (worldId: string, dialogId: string) =>
  queryOptions({
    queryKey: dialogKey(worldId, dialogId),
    queryFn: ({ signal }) => getDialog(worldId, dialogId, signal),
    // The builder holds unsaved work: a background refetch must not replace it.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export function useDialog(worldId: string, dialogId: string) {
  return useQuery(dialogQueryOptions(worldId, dialogId));
}
