import {
  detailText,
  documentNameRules,
  ruleFor,
  type LiveRule,
  type LiveRules,
} from '../../../live/live-rules';
import { eventKey, eventListsRootKey, timelineRootKey, timelineRowsKey } from './query-keys';

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
      ...(id ? (kind === 'delete' ? { eventRemovals: [id] } : { eventUpserts: [id] }) : {}),
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
