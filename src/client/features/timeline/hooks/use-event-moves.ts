import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateParts } from '../../../../shared/calendar/calendar-config';
import type { EventDetail, EventList, EventSummary } from '../../../../shared/schemas/timeline';
import { showBannerMessages } from '../../../lib/banner';
import { bannerMessages } from '../../../lib/error-messages';
import { eventQueryOptions } from '../api/get-event';
import { eventsQueryOptions } from '../api/get-events';
import { writeEventIntoLists } from '../api/patch-event-lists';
import { eventListsRootKey } from '../api/query-keys';
import { useUpdateEvent } from '../api/update-event';
import { isStaleVersion } from './use-event-save';

interface Dates {
  start: DateParts;
  end: DateParts | null;
}

export interface UndoEntry {
  eventId: string;
  name: string;
  before: Dates;
  /** The version the move saved: undo is refused (409) if someone changed the event since. */
  savedVersion: number;
}

/** Enough to walk back a working session; older moves drop off the bottom. */
const undoLimit = 100;

/**
 * Moves and resizes from the canvas. Each drag is saved at once (a PUT with
 * the event's current version) and shown at once (the cached lists are
 * patched before the server answers, and put back if it refuses). Moves are
 * saved one after another, so a second drag waits for the first one's new
 * version. Every saved move can be undone: undo puts the previous dates back
 * with another version-checked PUT.
 *
 * A drag is saved on the version the event had when the drag began (live
 * updates may bring someone else's change while the user drags): if they
 * changed it meanwhile the server refuses (4091), the event goes back to
 * their dates and the user is told; it never silently overwrites theirs.
 * The user's own earlier saves of the same event do not count as someone
 * else's: a version they superseded is followed to the one they made.
 */
export function useEventMoves(worldId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateEvent(worldId);
  const [stack, setStack] = useState<readonly UndoEntry[]>([]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** `eventId@version` → the version our own save of it made. */
  const superseded = useRef(new Map<string, number>());
  const resolveVersion = useCallback((eventId: string, version: number) => {
    let current = version;
    for (
      let next = superseded.current.get(`${eventId}@${current}`);
      next !== undefined;
      next = superseded.current.get(`${eventId}@${current}`)
    )
      current = next;
    return current;
  }, []);

  const currentSummary = useCallback(
    (eventId: string): EventSummary | undefined =>
      queryClient
        .getQueryData<EventList>(eventsQueryOptions(worldId).queryKey)
        ?.items.find((item) => item.id === eventId),
    [queryClient, worldId],
  );

  /** The full event (its description and links travel with every PUT), at the version the list knows. */
  const detailAt = useCallback(
    async (summary: EventSummary): Promise<EventDetail> => {
      const cached = queryClient.getQueryData(eventQueryOptions(worldId, summary.id).queryKey);
      if (cached && cached.version === summary.version) return cached;
      return queryClient.fetchQuery({ ...eventQueryOptions(worldId, summary.id), staleTime: 0 });
    },
    [queryClient, worldId],
  );

  /**
   * Saves new dates over `baseVersion` (the version the drag began on; the one the list holds
   * when not given); the new version, or null when refused (the lists then show `revertTo`).
   */
  const saveDates = useCallback(
    async (
      eventId: string,
      dates: Dates,
      revertTo: Dates,
      baseVersion?: number,
    ): Promise<number | null> => {
      const summary = currentSummary(eventId);
      if (!summary) return null;
      const version =
        baseVersion === undefined ? summary.version : resolveVersion(eventId, baseVersion);
      await writeEventIntoLists(queryClient, worldId, { ...summary, ...dates });
      try {
        const detail = await detailAt(summary);
        const saved = await update.mutateAsync({
          eventId,
          body: {
            name: detail.name,
            kind: detail.kind,
            start: dates.start,
            end: dates.end,
            rowId: detail.rowId,
            documentIds: detail.documents.map((document) => document.id),
            description: detail.description,
            version,
          },
        });
        superseded.current.set(`${eventId}@${version}`, saved.version);
        return saved.version;
      } catch (error) {
        await writeEventIntoLists(queryClient, worldId, { ...summary, ...revertTo });
        if (isStaleVersion(error)) {
          notifications.show({
            color: 'yellow',
            message: t('TIMELINE.PAGE.MOVE_STALE', { name: summary.name }),
          });
          void queryClient.invalidateQueries({ queryKey: eventListsRootKey(worldId) });
        } else {
          showBannerMessages(bannerMessages(error, t));
        }
        return null;
      }
    },
    [currentSummary, detailAt, queryClient, resolveVersion, t, update, worldId],
  );

  const enqueue = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(work, work);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const move = useCallback(
    (eventId: string, start: DateParts, end: DateParts | null, baseVersion?: number) => {
      const summary = currentSummary(eventId);
      if (!summary) return Promise.resolve(false);
      const before = { start: summary.start, end: summary.end };
      // Shown at once, saved in turn.
      void writeEventIntoLists(queryClient, worldId, { ...summary, start, end });
      return enqueue(async () => {
        const savedVersion = await saveDates(eventId, { start, end }, before, baseVersion);
        if (savedVersion !== null)
          setStack((entries) => [
            ...entries.slice(-(undoLimit - 1)),
            { eventId, name: summary.name, before, savedVersion },
          ]);
        return savedVersion !== null;
      });
    },
    [currentSummary, enqueue, queryClient, saveDates, worldId],
  );

  const undo = useCallback(() => {
    const entry = stack[stack.length - 1];
    if (!entry) return Promise.resolve(false);
    setStack((entries) => entries.slice(0, -1));
    return enqueue(() => {
      const now = currentSummary(entry.eventId);
      return now
        ? saveDates(
            entry.eventId,
            entry.before,
            { start: now.start, end: now.end },
            entry.savedVersion,
          ).then((saved) => saved !== null)
        : Promise.resolve(false);
    });
  }, [currentSummary, enqueue, saveDates, stack]);

  return { move, undo, canUndo: stack.length > 0, lastMove: stack[stack.length - 1] ?? null };
}
