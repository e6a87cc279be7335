import { queryOptions, useQuery } from '@tanstack/react-query';
import { shareLinkListResponse, type ShareLink } from '../../../../shared/schemas/dialog-share';
import { apiRequest } from '../../../lib/api-client';
import { dialogsPath } from './dialogs-paths';
import { shareLinksKey } from './query-keys';

/** GET api/Setting/{id}/Dialogs/{dialogId}/ShareLinks: the dialog's play links, without tokens. */
export function getShareLinks(
  worldId: string,
  dialogId: string,
  signal?: AbortSignal,
): Promise<ShareLink[]> {
  return apiRequest('GET', dialogsPath(worldId, 'Dialogs', dialogId, 'ShareLinks'), {
    schema: shareLinkListResponse,
    signal,
  });
}

export const shareLinksQueryOptions = (worldId: string, dialogId: string) =>
  queryOptions({
    queryKey: shareLinksKey(worldId, dialogId),
    queryFn: ({ signal }) => getShareLinks(worldId, dialogId, signal),
    // Plays come in from testers: opening the Share window shows the counts as they are now.
    refetchOnMount: 'always',
  });

export function useShareLinks(worldId: string, dialogId: string, enabled = true) {
  return useQuery({ ...shareLinksQueryOptions(worldId, dialogId), enabled });
}
