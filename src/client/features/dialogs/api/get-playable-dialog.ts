import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  playableDialogResponse,
  type PlayableDialog,
} from '../../../../shared/schemas/dialog-share';
import { apiRequest } from '../../../lib/api-client';

export const playPath = (token: string) => `api/Play/${encodeURIComponent(token)}`;

/** GET api/Play/{token}: the dialog a play link opens, in a language of the world's (default: the source); no account. */
export function getPlayableDialog(
  token: string,
  language: string | null,
  signal?: AbortSignal,
): Promise<PlayableDialog> {
  const query = language ? `?language=${encodeURIComponent(language)}` : '';
  return apiRequest('GET', `${playPath(token)}${query}`, {
    schema: playableDialogResponse,
    anonymous: true,
    signal,
  });
}

export const playableDialogQueryOptions = (token: string, language: string | null) =>
  queryOptions({
    queryKey: ['play', token, language] as const,
    queryFn: ({ signal }) => getPlayableDialog(token, language, signal),
    // Another language keeps the play on screen until its texts arrive.
    placeholderData: keepPreviousData,
    // A play must not change under the player's hands.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function usePlayableDialog(token: string, language: string | null) {
  return useQuery(playableDialogQueryOptions(token, language));
}
