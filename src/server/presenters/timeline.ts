import { isVisibility } from '../../shared/visibility';
import type {
  CalendarResponse,
  EventDetail,
  EventSummary,
  TimelineRow,
} from '../../shared/schemas/timeline';
import type { EventKind } from '../../shared/schemas/timeline';
import type { DocumentsTable, EventsTable, TimelineRowsTable } from '../db/schema';
import type { StoredCalendar } from '../model/stored-calendar';
import { endOf, startOf } from '../model/event-dates';
import { userRef } from './user-ref';

/** The calendar as the settings form edits it; never who saved it or the derived tables. */
export function presentCalendar(stored: StoredCalendar): CalendarResponse {
  return { config: stored.calendar.config, version: stored.version, updatedAt: stored.updatedAt };
}

export function presentRow(
  row: Pick<TimelineRowsTable, 'id' | 'name' | 'position' | 'visibility'>,
  events: number,
): TimelineRow {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    events,
    visibility: isVisibility(row.visibility) ? row.visibility : null,
  };
}

/** The columns an event summary is built from (the list selects only these). */
export type EventSummaryRow = Pick<
  EventsTable,
  | 'id'
  | 'name'
  | 'kind'
  | 'row_id'
  | 'version'
  | 'start_year'
  | 'start_month'
  | 'start_day'
  | 'start_hour'
  | 'start_minute'
  | 'start_second'
  | 'end_year'
  | 'end_month'
  | 'end_day'
  | 'end_hour'
  | 'end_minute'
  | 'end_second'
>;

/** Dates as calendar parts, never the seconds: those are a server-side sort key. */
export function presentEventSummary(row: EventSummaryRow, documentIds: string[]): EventSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as EventKind,
    start: startOf(row),
    end: endOf(row),
    rowId: row.row_id,
    documentIds,
    version: row.version,
  };
}

/** The columns an event's detail adds to its summary: its description and its authors. */
export type EventDetailRow = EventSummaryRow &
  Pick<EventsTable, 'description' | 'created_at' | 'updated_at' | 'created_by' | 'updated_by'> & {
    created_by_name: string | null;
    updated_by_name: string | null;
  };

/** One event with its description, its linked documents by name and its authors. */
export function presentEventDetail(
  row: EventDetailRow,
  documents: readonly Pick<DocumentsTable, 'id' | 'name' | 'type'>[],
): EventDetail {
  const linked = documents.map((document) => ({
    id: document.id,
    name: document.name,
    type: document.type,
  }));
  return {
    ...presentEventSummary(
      row,
      linked.map((document) => document.id),
    ),
    description: row.description,
    documents: linked,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: userRef(row.created_by, row.created_by_name),
    updatedBy: userRef(row.updated_by, row.updated_by_name),
  };
}
