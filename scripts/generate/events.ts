import type {
  ActivitiesTable,
  EventDocumentsTable,
  EventsTable,
  TimelineRowsTable,
} from '../../src/server/db/schema';
import type { DateParts } from '../../src/shared/calendar/calendar-config';
import type { Calendar } from '../../src/shared/calendar/calendar-math';
import { endColumns, secondsOf, startColumns } from '../../src/server/model/event-dates';
import { loadCalendar } from '../../src/server/model/stored-calendar';
import { nameKey } from '../../src/server/model/name-key';
import { indexNewEntries } from '../../src/server/search/search-index';
import {
  insertChunked,
  seededId,
  seededTime,
  type GenerateContext,
  type Generator,
} from './context';
import { targetWorld } from './target-world';

const deeds = [
  'Siege',
  'Founding',
  'Fall',
  'Coronation',
  'Voyage',
  'Treaty',
  'Plague',
  'Flood',
  'Council',
  'Exile',
  'Festival',
  'Eclipse',
];
const places = [
  'Amber Reach',
  'the Iron Marches',
  'Saltmere',
  'the Hollow Vale',
  'the Gilded Spires',
  'the Ashen Coast',
  'the Frozen Deep',
  'Verdant Isle',
];
const themes = [
  'Wars',
  'Dynasties',
  'Voyages',
  'Omens',
  'Trade',
  'Faith',
  'Heroes',
  'Cities',
  'Plagues',
  'Magic',
];

/**
 * Timeline events as the event writer saves them: dates on the world's own
 * calendar with their sort keys, spread over `--event-rows` rows; about four
 * in ten lasting (from hours to decades), the rest instant; each linked to up
 * to three of the world's documents; a feed row and a search entry each.
 * `npm run generate -- --events 10000 --event-rows 50` makes the timeline
 * benchmark's world.
 */
export const events: Generator = {
  flag: 'events',
  about:
    'timeline events on the world calendar, in ONE world (the documents world), linked to its documents',
  options: {
    'event-rows': 'how many timeline rows the events spread over (default 10; existing rows count)',
    'into-world':
      'the world id the documents and events go to; without it, the first world this run made, or a new one',
  },
  async run(ctx, count) {
    const { id: worldId } = await targetWorld(ctx);
    const { calendar } = await loadCalendar(ctx.db, worldId);
    const rows = await ensureRows(ctx, worldId, rowCount(ctx.options['event-rows']));
    const authors = await ctx.db
      .selectFrom('world_members')
      .select('user_id')
      .where('world_id', '=', worldId)
      .where('role', 'in', ['owner', 'writer'])
      .execute();
    const documents = await ctx.db
      .selectFrom('documents')
      .select('id')
      .where('world_id', '=', worldId)
      .execute();
    const eventRows: EventsTable[] = [];
    const links: EventDocumentsTable[] = [];
    const activities: Omit<ActivitiesTable, 'id'>[] = [];
    for (let index = 0; index < count; index++) {
      const author = ctx.random.pick(authors).user_id;
      const createdAt = seededTime(ctx);
      const start = randomDate(ctx, calendar);
      const end = ctx.random.next() < 0.4 ? randomEnd(ctx, calendar, start) : undefined;
      const kind = end === undefined ? 'instant' : 'lasting';
      const event: EventsTable = {
        id: seededId(ctx),
        world_id: worldId,
        row_id: ctx.random.pick(rows),
        name: `${ctx.random.pick(deeds)} of ${ctx.random.pick(places)} ${index + 1}`,
        kind,
        ...startColumns(start),
        ...endColumns(end ?? null),
        ...secondsOf(calendar, start, end ?? null, kind),
        description:
          ctx.random.next() < 0.5
            ? `Recorded by the chroniclers of ${ctx.random.pick(places)}.`
            : '',
        version: 1,
        created_by: author,
        updated_by: author,
        created_at: createdAt,
        updated_at: createdAt,
      };
      eventRows.push(event);
      const linked = new Set<string>();
      for (let left = documents.length ? ctx.random.int(0, 3) : 0; left > 0; left--)
        linked.add(ctx.random.pick(documents).id);
      for (const documentId of linked)
        links.push({ world_id: worldId, event_id: event.id, document_id: documentId });
      activities.push({
        world_id: worldId,
        user_id: author,
        type: 'create_new_event',
        details: JSON.stringify({ eventId: event.id, name: event.name }),
        created_at: createdAt,
      });
    }
    await insertChunked(
      eventRows,
      (chunk) => ctx.db.insertInto('events').values(chunk).execute(),
      200,
    );
    await insertChunked(
      links,
      (chunk) => ctx.db.insertInto('event_documents').values(chunk).execute(),
      500,
    );
    activities.sort((a, b) => a.created_at.localeCompare(b.created_at));
    await insertChunked(activities, (chunk) =>
      ctx.db.insertInto('activities').values(chunk).execute(),
    );
    await indexNewEntries(
      ctx.db,
      eventRows.map((event) => ({
        worldId,
        kind: 'event',
        refId: event.id,
        title: event.name,
        body: event.description,
      })),
    );
    return `${count} events on ${rows.length} rows (${links.length} document links) in world ${worldId}`;
  },
};

function rowCount(value: string | undefined): number {
  const count = value === undefined ? 10 : Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 1000)
    throw new Error(`--event-rows must be a whole number from 1 to 1000, got ${value}`);
  return count;
}

/** The world named by --into-world, else the first one generated in this run, else a new one. */

/** The world's rows, topped up to `wanted` with new ones below them. */
async function ensureRows(
  ctx: GenerateContext,
  worldId: string,
  wanted: number,
): Promise<string[]> {
  const existing = await ctx.db
    .selectFrom('timeline_rows')
    .select(['id', 'name_key'])
    .where('world_id', '=', worldId)
    .orderBy('position')
    .execute();
  const taken = new Set(existing.map((row) => row.name_key));
  const created: TimelineRowsTable[] = [];
  for (let number = 1; existing.length + created.length < wanted; number++) {
    const name = `${themes[(number - 1) % themes.length]} ${Math.ceil(number / themes.length)}`;
    if (taken.has(nameKey(name))) continue;
    taken.add(nameKey(name));
    created.push({
      id: seededId(ctx),
      world_id: worldId,
      name,
      name_key: nameKey(name),
      position: existing.length + created.length,
      created_at: seededTime(ctx),
    });
  }
  await insertChunked(created, (chunk) =>
    ctx.db.insertInto('timeline_rows').values(chunk).execute(),
  );
  return [...existing.map((row) => row.id), ...created.map((row) => row.id)];
}

/** A date anywhere in the calendar's years, as fine as the calendar's dates go. */
function randomDate(ctx: GenerateContext, calendar: Calendar): DateParts {
  const { config } = calendar;
  const fine = (part: 'hour' | 'minute' | 'second', max: number) =>
    config.dateParts.includes(part) ? ctx.random.int(0, max) : 0;
  const month = ctx.random.int(1, calendar.monthCount);
  return {
    year: ctx.random.int(config.startYear, config.endYear),
    month,
    day: config.dateParts.includes('day') ? ctx.random.int(1, calendar.daysInMonth(month)) : 1,
    hour: fine('hour', 23),
    minute: fine('minute', 59),
    second: fine('second', 59),
  };
}

/** An end from an hour to about thirty years after the start (log-uniform), inside the calendar; null = still going on. */
function randomEnd(ctx: GenerateContext, calendar: Calendar, start: DateParts): DateParts | null {
  if (ctx.random.next() < 0.05) return null;
  const startSeconds = calendar.toSeconds(start);
  const span = Math.round(
    3600 * Math.exp(ctx.random.next() * Math.log((30 * calendar.secondsInYear) / 3600)),
  );
  const endSeconds = Math.min(startSeconds + span, calendar.endSeconds - 1);
  if (endSeconds <= startSeconds) return null;
  // Dates coarser than seconds end on a whole unit, so the end still shows as later than the start.
  const end = calendar.fromSeconds(calendar.floorTo(endSeconds, calendar.finestPart));
  return calendar.toSeconds(end) > startSeconds ? end : null;
}
