import { describe, expect, it } from 'vitest';
import type { EventList, EventSummary } from '../../../shared/schemas/timeline';
import { withEvent, withoutEvent } from './event-list-cache';

const day = (year: number, day = 1) => ({ year, month: 1, day, hour: 0, minute: 0, second: 0 });
const event = (id: string, year: number, extra: Partial<EventSummary> = {}): EventSummary => ({
  id,
  name: `Event ${id}`,
  kind: 'instant',
  start: day(year),
  end: null,
  rowId: 'r1',
  documentIds: [],
  version: 1,
  ...extra,
});
const list = (...items: EventSummary[]): EventList => ({
  items,
  documents: [],
  total: items.length,
});

describe('patching a cached event list', () => {
  it('moves an edited event to its new place in date order', () => {
    const before = list(event('a', 1), event('b', 2), event('c', 3));
    const after = withEvent(before, { ...event('a', 5), version: 2 }, {});
    expect(after.items.map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect(after.total).toBe(3);
  });

  it('adds a created event and counts it', () => {
    const after = withEvent(list(event('a', 1), event('c', 3)), event('b', 2), {});
    expect(after.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(after.total).toBe(3);
  });

  it('drops an event that no longer matches the list filter', () => {
    const before = list(event('a', 1, { documentIds: ['d1'] }));
    const unlinked = withEvent(before, event('a', 1), { documentId: 'd1' });
    expect(unlinked.items).toEqual([]);
    expect(unlinked.total).toBe(0);
    expect(withEvent(before, event('x', 1, { rowId: 'r2' }), { rowId: 'r1' })).toBe(before);
  });

  it('learns the names of documents a detail links', () => {
    const detail = {
      ...event('a', 1),
      documentIds: ['stale'],
      description: '',
      documents: [{ id: 'd1', name: 'Ayla', type: 'character' }],
      createdAt: '',
      updatedAt: '',
      createdBy: null,
      updatedBy: null,
    };
    const after = withEvent(list(), detail, { documentId: 'd1' });
    expect(after.documents).toEqual([{ id: 'd1', name: 'Ayla', type: 'character' }]);
    expect(after.items[0]?.documentIds).toEqual(['d1']);
  });

  it('removes a deleted event', () => {
    expect(
      withoutEvent(list(event('a', 1), event('b', 2)), 'a').items.map((item) => item.id),
    ).toEqual(['b']);
  });
});
