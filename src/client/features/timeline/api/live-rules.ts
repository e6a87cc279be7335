import {
  detailText,
  documentNameRules,
  ruleFor,
  type LivePatch,
  type LiveRule,
  type LiveRules,
} from '../../../live/live-rules';
import { refreshEventInLists, removeEventFromLists } from './patch-event-lists';
import { eventKey, eventListsRootKey, timelineRootKey, timelineRowsKey } from './query-keys';

/**
 * One event fetched and written into every cached event list, or taken out of
 * them: one key per event, so an event changed and then deleted in one batch
 * is only taken out.
 */
export function eventListsPatch(
  worldId: string,
  eventId: string,
  change: 'write' | 'remove',
): LivePatch {
  return {
    key: `timeline-event:${eventId}`,
    apply: (queryClient) =>
      change === 'remove'
        ? removeEventFromLists(queryClient, worldId, eventId)
        : refreshEventInLists(queryClient, worldId, eventId),
  };
}

/**
 * A changed event is written into the cached lists one by one instead of
 * refetching them; the rows panel counts each row's events.
 */
const eventChange =
  (kind: 'create' | 'update' | 'delete'): LiveRule =>
  (w, details) => {
    const id = detailText(details, 'eventId');
    return {
      invalidate: [id ? eventKey(w, id) : timelineRootKey(w), timelineRowsKey(w)],
      patches: id ? [eventListsPatch(w, id, kind === 'delete' ? 'remove' : 'write')] : [],
    };
  };

const everything = (w: string) => ({ invalidate: [timelineRootKey(w)] });

/** Which live changes make which timeline queries stale. */
export const timelineLiveRules: LiveRules = {
  // Event lists show the documents of each event by name.
  ...documentNameRules((w) => [eventListsRootKey(w)]),
  create_new_event: eventChange('create'),
  update_event: eventChange('update'),
  delete_event: eventChange('delete'),
  // The calendar changes how every date reads; a row removed moves its events and changes filters.
  update_calendar: everything,
  delete_timeline_row: everything,
  ...ruleFor(['create_timeline_row', 'update_timeline_row'], (w) => ({
    invalidate: [timelineRowsKey(w)],
  })),
};
