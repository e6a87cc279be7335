import { sql, type Transaction } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB } from '../../db/schema';
import type { CurrentUser } from '../../auth/authenticate';
import type { CalendarConfig, DateParts } from '../../../shared/calendar/calendar-config';
import { compareDateParts } from '../../../shared/calendar/calendar-config';
import { createCalendar, type Calendar } from '../../../shared/calendar/calendar-math';
import { ErrorCode } from '../../../shared/errors';
import { writeWithActivity } from '../../activity/record';
import { AppError } from '../../http/app-error';
import { isoNow } from '../../clock';
import { lockTimeline } from './timeline-lock';
import { endOf, secondsOf, startOf } from '../../model/event-dates';
import { loadCalendar, type StoredCalendar } from '../../model/stored-calendar';

/** How many events a 4005/4006 message names before it says how many more there are. */
export const namedConflictLimit = 10;

/**
 * Saves a new calendar edited on `version` (409 4091 when stale). It is
 * refused when an event would be stranded: a year outside the new
 * [startYear, endYear] is 4006, a month or day the new calendar lacks is
 * 4005; the message names the events. On success every event's sort keys are
 * recomputed in the same transaction, so the axis never disagrees with the
 * calendar.
 */
export async function calendarUpdater(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  props: { config: CalendarConfig; version: number },
): Promise<StoredCalendar> {
  return writeWithActivity(ctx, async (trx, record) => {
    await lockTimeline(trx, worldId, 'exclusive');
    const stored = await loadCalendar(trx, worldId);
    if (stored.version !== props.version) throw new AppError(409, ErrorCode.staleVersion);
    const calendar = createCalendar(props.config);
    const events = await trx
      .selectFrom('events')
      .selectAll()
      .where('world_id', '=', worldId)
      .orderBy('start_seconds')
      .orderBy('id')
      .execute();
    assertNoneStranded(
      calendar,
      events.map((event) => ({ name: event.name, start: startOf(event), end: endOf(event) })),
    );
    const keys = events.map((event) => ({
      id: event.id,
      ...secondsOf(calendar, startOf(event), endOf(event), event.kind),
    }));
    await recomputeSeconds(
      trx,
      keys.filter(
        (key, index) =>
          key.start_seconds !== events[index]!.start_seconds ||
          key.end_seconds !== events[index]!.end_seconds,
      ),
    );
    const saved: StoredCalendar = {
      calendar,
      version: stored.version + 1,
      updatedAt: isoNow(ctx.clock),
    };
    const result = await trx
      .updateTable('calendars')
      .set({
        config: JSON.stringify(props.config),
        version: saved.version,
        updated_at: saved.updatedAt,
        updated_by: user.id,
      })
      .where('world_id', '=', worldId)
      .where('version', '=', stored.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, ErrorCode.staleVersion);
    await record({
      worldId,
      userId: user.id,
      type: 'update_calendar',
      details: {
        version: saved.version,
        months: props.config.months.length,
        startYear: props.config.startYear,
        endYear: props.config.endYear,
      },
    });
    return saved;
  });
}

interface DatedEvent {
  name: string;
  start: DateParts;
  end: DateParts | null;
}

/** Throws 4006 for events outside the years, else 4005 for events on dates the calendar lacks. */
export function assertNoneStranded(calendar: Calendar, events: DatedEvent[]): void {
  const outside: DatedEvent[] = [];
  const missing: DatedEvent[] = [];
  for (const event of events) {
    const issues = [
      ...calendar.validate(event.start),
      ...(event.end ? calendar.validate(event.end) : []),
    ];
    if (issues.some((issue) => issue.part === 'year')) outside.push(event);
    else if (issues.length) missing.push(event);
  }
  if (outside.length)
    throw new AppError(400, ErrorCode.timelineEventsOutside, undefined, nameList(outside));
  if (missing.length)
    throw new AppError(400, ErrorCode.timelineEventsOnDates, undefined, nameList(missing));
}

/** "Moonfall, The Wreck, … +12": names in date order, a count for the rest (no words, so no language). */
function nameList(events: DatedEvent[]): string {
  const sorted = [...events].sort(
    (a, b) => compareDateParts(a.start, b.start) || a.name.localeCompare(b.name),
  );
  const named = sorted.slice(0, namedConflictLimit).map((event) => event.name);
  const rest = sorted.length - named.length;
  return rest > 0 ? `${named.join(', ')}, … +${rest}` : named.join(', ');
}

const recomputeChunk = 500;

/**
 * Writes new sort keys in chunks of one UPDATE … FROM (VALUES …) each, so a
 * world of 10,000 events costs 20 statements, not 10,000 round trips. Both
 * dialects name the columns of a VALUES list column1, column2, …
 */
async function recomputeSeconds(
  trx: Transaction<DB>,
  rows: { id: string; start_seconds: number; end_seconds: number }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += recomputeChunk) {
    const values = sql.join(
      rows
        .slice(i, i + recomputeChunk)
        .map(
          (row) =>
            sql`(${row.id}, cast(${row.start_seconds} as bigint), cast(${row.end_seconds} as bigint))`,
        ),
    );
    await sql`
      UPDATE events SET start_seconds = v.column2, end_seconds = v.column3
      FROM (VALUES ${values}) AS v
      WHERE events.id = v.column1`.execute(trx);
  }
}
