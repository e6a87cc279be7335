import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dialogListResponse, type DialogList } from '../../../../shared/schemas/dialog';
import { apiRequest } from '../../../lib/api-client';
import { dialogsPath } from './dialogs-paths';
import { dialogListKey } from './query-keys';

export const dialogPageSize = 50;

/** GET api/Setting/{id}/Dialogs?search&offset&limit: by name, with the total of all matches. */
export function getDialogs(
  worldId: string,
  search: string,
  offset: number,
  signal?: AbortSignal,
): Promise<DialogList> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(dialogPageSize) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest('GET', `${dialogsPath(worldId, 'Dialogs')}?${query.toString()}`, {
    schema: dialogListResponse,
    signal,
  });
}

export const dialogsQueryOptions = (worldId: string, search = '', offset = 0) =>
  queryOptions({
    queryKey: dialogListKey(worldId, search, offset),
    queryFn: ({ signal }) => getDialogs(worldId, search, offset, signal),
    placeholderData: keepPreviousData,
  });

export function useDialogs(worldId: string, search = '', offset = 0) {
  return useQuery(dialogsQueryOptions(worldId, search, offset));
}
