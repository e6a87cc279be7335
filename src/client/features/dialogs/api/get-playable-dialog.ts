import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  playableDialogResponse,
  type PlayableDialog,
} from '../../../../shared/schemas/dialog-share';
import { apiRequest } from '../../../lib/api-client';

export const playPath = (token: string) => `api/Play/${encodeURIComponent(token)}`;

/** GET api/Play/{token}: the dialog a play link opens; no account, no token of ours. */
export function getPlayableDialog(token: string, signal?: AbortSignal): Promise<PlayableDialog> {
  return apiRequest('GET', playPath(token), {
    schema: playableDialogResponse,
    anonymous: true,
    signal,
  });
}

export const playableDialogQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['play', token] as const,
    queryFn: ({ signal }) => getPlayableDialog(token, signal),
    // A play must not change under the player's hands.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function usePlayableDialog(token: string) {
  return useQuery(playableDialogQueryOptions(token));
}
