import { queryOptions, useQuery } from '@tanstack/react-query';
import { playStatsResponse, type PlayStats } from '../../../../shared/schemas/dialog-share';
import { apiRequest } from '../../../lib/api-client';
import { dialogsPath } from './dialogs-paths';
import { playStatsKey } from './query-keys';

/** GET api/Setting/{id}/Dialogs/{dialogId}/Plays: in how many plays each node and choice was reached. */
export function getPlayStats(
  worldId: string,
  dialogId: string,
  signal?: AbortSignal,
): Promise<PlayStats> {
  return apiRequest('GET', dialogsPath(worldId, 'Dialogs', dialogId, 'Plays'), {
    schema: playStatsResponse,
    signal,
  });
}

export const playStatsQueryOptions = (worldId: string, dialogId: string) =>
  queryOptions({
    queryKey: playStatsKey(worldId, dialogId),
    queryFn: ({ signal }) => getPlayStats(worldId, dialogId, signal),
    // Testers play while the writer watches: turning the overlay on asks again.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function usePlayStats(worldId: string, dialogId: string, enabled: boolean) {
  return useQuery({ ...playStatsQueryOptions(worldId, dialogId), enabled });
}
