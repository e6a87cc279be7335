import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { migrateCalendarConfig } from '../../../shared/calendar/calendar-config';
import { createCalendar } from '../../../shared/calendar/calendar-math';
import { AppError } from '../../http/app-error';
import { ErrorCode } from '../../../shared/errors';
import type { StoredCalendar } from '../../model/event-dates';

/** The world's calendar, read where the caller stands (a transaction when it writes). */
export async function loadCalendar(
  db: Kysely<DB> | Transaction<DB>,
  worldId: string,
): Promise<StoredCalendar> {
  const row = await db
    .selectFrom('calendars')
    .select(['config', 'version', 'updated_at'])
    .where('world_id', '=', worldId)
    .executeTakeFirst();
  // Every world gets a calendar in its creating transaction; none means the world is gone.
  if (!row) throw new AppError(404, ErrorCode.notFound);
  return {
    calendar: createCalendar(migrateCalendarConfig(JSON.parse(row.config))),
    version: row.version,
    updatedAt: row.updated_at,
  };
}
