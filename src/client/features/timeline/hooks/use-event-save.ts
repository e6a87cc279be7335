import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ErrorCode } from '../../../../shared/errors';
import type { EventDetail, EventRequest } from '../../../../shared/schemas/timeline';
import { ApiError } from '../../../lib/api-error';
import { useCreateEvent } from '../api/create-event';
import { eventQueryOptions } from '../api/get-event';
import { useUpdateEvent } from '../api/update-event';

export type EventSaveResult =
  | { status: 'saved'; event: EventDetail }
  | { status: 'conflict'; theirs: EventDetail }
  | { status: 'failed'; error: unknown };

export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && error.hasCode(ErrorCode.staleVersion);
}

/**
 * Creates an event, or saves an edit over the version it was made on. When
 * someone saved first (4091) it loads the event as it is now, so the caller
 * can show both; the edit itself is never dropped.
 */
export function useEventSave(worldId: string) {
  const queryClient = useQueryClient();
  const create = useCreateEvent(worldId);
  const update = useUpdateEvent(worldId);

  const fetchLatest = useCallback(
    (eventId: string) =>
      queryClient.fetchQuery({ ...eventQueryOptions(worldId, eventId), staleTime: 0 }),
    [queryClient, worldId],
  );

  const save = async (
    request: EventRequest,
    existing: { id: string; version: number } | null,
  ): Promise<EventSaveResult> => {
    try {
      const event = existing
        ? await update.mutateAsync({
            eventId: existing.id,
            body: { ...request, version: existing.version },
          })
        : await create.mutateAsync(request);
      return { status: 'saved', event };
    } catch (error) {
      if (!existing || !isStaleVersion(error)) return { status: 'failed', error };
      try {
        return { status: 'conflict', theirs: await fetchLatest(existing.id) };
      } catch (loadError) {
        return { status: 'failed', error: loadError };
      }
    }
  };

  return { save, saving: create.isPending || update.isPending };
}
