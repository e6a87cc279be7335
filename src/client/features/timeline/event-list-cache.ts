import { compareDateParts } from '../../../shared/calendar/calendar-config';
import type { EventDetail, EventList, EventSummary } from '../../../shared/schemas/timeline';

/** The filter a cached event list was asked with (see api/get-events.ts). */
export interface ListFilter {
  documentId?: string | null;
  rowId?: string | null;
}

export function summaryOf(event: EventDetail): EventSummary {
  return {
    id: event.id,
    name: event.name,
    kind: event.kind,
    start: event.start,
    end: event.end,
    rowId: event.rowId,
    documentIds: event.documents.map((document) => document.id),
    version: event.version,
  };
}

function matches(event: EventSummary, filter: ListFilter): boolean {
  return (
    (!filter.documentId || event.documentIds.includes(filter.documentId)) &&
    (!filter.rowId || event.rowId === filter.rowId)
  );
}

/** The server's order: by start, then by id. */
export function compareEvents(a: EventSummary, b: EventSummary): number {
  return compareDateParts(a.start, b.start) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A cached list with one event written in (created or edited): it enters,
 * moves or leaves the list as the list's filter says, keeping date order.
 * Patching in place saves refetching a 10,000-event list after every drag.
 */
export function withEvent(
  list: EventList,
  event: EventDetail | EventSummary,
  filter: ListFilter,
): EventList {
  const summary = 'documents' in event ? summaryOf(event) : event;
  const others = list.items.filter((item) => item.id !== summary.id);
  const had = others.length !== list.items.length;
  if (!matches(summary, filter)) {
    return had ? { ...list, items: others, total: list.total - 1 } : list;
  }
  const index = others.findIndex((item) => compareEvents(summary, item) < 0);
  const items =
    index === -1
      ? [...others, summary]
      : [...others.slice(0, index), summary, ...others.slice(index)];
  const known = new Set(list.documents.map((document) => document.id));
  const documents =
    'documents' in event
      ? [...list.documents, ...event.documents.filter((document) => !known.has(document.id))]
      : list.documents;
  return { items, documents, total: had ? list.total : list.total + 1 };
}

export function withoutEvent(list: EventList, eventId: string): EventList {
  const items = list.items.filter((item) => item.id !== eventId);
  return items.length === list.items.length ? list : { ...list, items, total: list.total - 1 };
}
