import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { migrateCalendarConfig } from '../../shared/calendar/calendar-config';
import { createCalendar, type Calendar } from '../../shared/calendar/calendar-math';
import { AppError } from '../http/app-error';
import { ErrorCode } from '../../shared/errors';

/** A world's calendar as stored, lifted to the current config shape. */
export interface StoredCalendar {
  calendar: Calendar;
  version: number;
  updatedAt: string | null;
}

/**
 * The world's calendar, read where the caller stands (a transaction when it writes).
 * Writes check event dates against it and the calendar route answers with it.
 */
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
