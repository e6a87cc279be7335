import type { CalendarResponse, EventSummary, TimelineRow } from '../../shared/schemas/timeline';
import type { EventKind } from '../../shared/schemas/timeline';
import type { EventsTable, TimelineRowsTable } from '../db/schema';
import type { StoredCalendar } from '../model/stored-calendar';
import { endOf, startOf } from '../model/event-dates';

/** The calendar as the settings form edits it; never who saved it or the derived tables. */
export function presentCalendar(stored: StoredCalendar): CalendarResponse {
  return { config: stored.calendar.config, version: stored.version, updatedAt: stored.updatedAt };
}

export function presentRow(
  row: Pick<TimelineRowsTable, 'id' | 'name' | 'position'>,
  events: number,
): TimelineRow {
  return { id: row.id, name: row.name, position: row.position, events };
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
