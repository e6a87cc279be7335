import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { storiesPath } from './stories-paths';
import { eventChoicesKey, dialogChoicesKey } from './query-keys';

/** Something a scene can link: its id and name (the answers carry more; only these are read). */
export interface LinkChoice {
  id: string;
  name: string;
}

const choices = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });

/** GET api/Setting/{id}/Events: the timeline's events a scene can link, in date order. */
export function getEventChoices(worldId: string, signal?: AbortSignal): Promise<LinkChoice[]> {
  return apiRequest('GET', storiesPath(worldId, 'Events'), { schema: choices, signal }).then(
    (answer) => answer.items,
  );
}

export const eventChoicesQueryOptions = (worldId: string) =>
  queryOptions({
    queryKey: eventChoicesKey(worldId),
    queryFn: ({ signal }) => getEventChoices(worldId, signal),
  });

/** Only fetched once the scene editor is open. */
export function useEventChoices(worldId: string, enabled: boolean) {
  return useQuery({ ...eventChoicesQueryOptions(worldId), enabled });
}

/** GET api/Setting/{id}/Dialogs?search=: the world's dialogs by name, searched on the server. */
export function getDialogChoices(
  worldId: string,
  search: string,
  signal?: AbortSignal,
): Promise<LinkChoice[]> {
  const query = new URLSearchParams({ limit: '50' });
  if (search) query.set('search', search);
  return apiRequest('GET', `${storiesPath(worldId, 'Dialogs')}?${query}`, {
    schema: choices,
    signal,
  }).then((answer) => answer.items);
}

export const dialogChoicesQueryOptions = (worldId: string, search: string) =>
  queryOptions({
    queryKey: dialogChoicesKey(worldId, search),
    queryFn: ({ signal }) => getDialogChoices(worldId, search, signal),
    placeholderData: keepPreviousData,
  });

export function useDialogChoices(worldId: string, search: string, enabled: boolean) {
  return useQuery({ ...dialogChoicesQueryOptions(worldId, search), enabled });
}
