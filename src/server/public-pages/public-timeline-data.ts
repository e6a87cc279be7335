import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DateParts } from '../../shared/calendar/calendar-config';
import type { Calendar } from '../../shared/calendar/calendar-math';
import type { EventList, EventSummary } from '../../shared/schemas/timeline';
import { eventListJson } from '../queries/event-list';
import { listRows } from '../queries/timeline';
import { loadCalendar } from '../model/stored-calendar';
import type { PublicWorld } from './public-page-data';

export interface PublicEvent {
  id: string;
  name: string;
  start: DateParts;
  end: DateParts | null;
  description: string;
  /** Public documents it links, by name. */
  documents: { id: string; name: string }[];
}

export interface PublicTimeline {
  calendar: Calendar;
  /** Public rows, top first, with their shown events in date order. */
  rows: { id: string; name: string; events: PublicEvent[] }[];
  /** Every event a reader may see, shown or not. */
  total: number;
  shown: number;
}

/** At most this many events on the timeline page, the earliest; the app shows them all. */
export const listedEventLimit = 500;

/**
 * A public world's timeline as a reader sees it, through the reader's cut of
 * the API's own queries (GET Events and TimelineRows): events on public rows
 * only, and of their links the public documents only.
 */
export async function loadPublicTimeline(
  db: Kysely<DB>,
  world: PublicWorld,
  limit: number = listedEventLimit,
): Promise<PublicTimeline> {
  const [rows, listText, stored] = await Promise.all([
    listRows(db, world.id, world),
    eventListJson(db, world.id, {}, world),
    loadCalendar(db, world.id),
  ]);
  const list = JSON.parse(listText) as EventList;
  const shown = list.items.slice(0, limit);
  const descriptions = await eventDescriptions(db, world.id, shown);
  const documentNames = new Map(list.documents.map((document) => [document.id, document.name]));
  const eventsOf = new Map<string, PublicEvent[]>();
  for (const event of shown) {
    const documents = event.documentIds.flatMap((id) => {
      const name = documentNames.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
    documents.sort((a, b) => a.name.localeCompare(b.name));
    eventsOf.set(event.rowId, [
      ...(eventsOf.get(event.rowId) ?? []),
      {
        id: event.id,
        name: event.name,
        start: event.start,
        end: event.end,
        description: descriptions.get(event.id) ?? '',
        documents,
      },
    ]);
  }
  return {
    calendar: stored.calendar,
    rows: rows.map((row) => ({ id: row.id, name: row.name, events: eventsOf.get(row.id) ?? [] })),
    total: list.total,
    shown: shown.length,
  };
}

/** The descriptions of events the reader's list already holds (so already cut), by id. */
async function eventDescriptions(
  db: Kysely<DB>,
  worldId: string,
  events: EventSummary[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  // A bounded IN list per query: SQLite and PostgreSQL both take a few hundred parameters.
  for (let from = 0; from < events.length; from += 250) {
    const ids = events.slice(from, from + 250).map((event) => event.id);
    const rows = await db
      .selectFrom('events')
      .select(['id', 'description'])
      .where('world_id', '=', worldId)
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) found.set(row.id, row.description);
  }
  return found;
}
