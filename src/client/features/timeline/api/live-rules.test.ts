import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../../shared/schemas/activity';
import type { EventList } from '../../../../shared/schemas/timeline';
import { refreshFor } from '../../../live/live-rules';
import { timelineLiveRules } from './live-rules';
import { eventKey, eventListKey, eventListsRootKey, timelineRowsKey } from './query-keys';

const w = 'world-1';
let nextId = 1;
const activity = (type: string, details: Record<string, unknown> = {}): Activity => ({
  id: nextId++,
  date: '2026-11-25T10:00:00.000Z',
  user: { id: 'u2', userName: 'tom' },
  type,
  details,
});
const summary = (id: string) => ({
  id,
  name: id,
  kind: 'instant' as const,
  start: { year: 1, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
  end: null,
  rowId: 'r1',
  documentIds: [],
  version: 1,
});

describe("the timeline's live rules", () => {
  it('patch a changed event into the cached lists instead of refetching them', () => {
    const refresh = refreshFor(timelineLiveRules, w, [
      activity('update_event', { eventId: 'e1' }),
      activity('create_new_event', { eventId: 'e2' }),
    ]);
    expect(refresh.invalidate).toEqual([timelineRowsKey(w), eventKey(w, 'e1'), eventKey(w, 'e2')]);
    expect(refresh.invalidate).not.toContainEqual(eventListsRootKey(w));
    expect(refresh.patches).toHaveLength(2);
  });

  it('only take an event out of the lists when a batch ends with its deletion', async () => {
    const queryClient = new QueryClient();
    const listKey = eventListKey(w, null, null);
    queryClient.setQueryData<EventList>(listKey, {
      items: [summary('e1'), summary('e2')],
      documents: [],
      total: 2,
    } as never);
    const refresh = refreshFor(timelineLiveRules, w, [
      activity('update_event', { eventId: 'e1' }),
      activity('delete_event', { eventId: 'e1' }),
    ]);
    expect(refresh.patches).toHaveLength(1);
    // Taking out fetches nothing: the list loses the event at once.
    await refresh.patches[0]!.apply(queryClient);
    expect(queryClient.getQueryData<EventList>(listKey)?.items.map((item) => item.id)).toEqual([
      'e2',
    ]);
  });
});
