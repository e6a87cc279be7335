import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { defaultCalendarConfig } from '../../../shared/calendar/calendar-config';
import { nameKey } from '../../model/name-key';

/** The name of the row every new world's timeline starts with. */
export const firstRowName = 'Main';

/**
 * Gives a new world its timeline: the default calendar (version 1, never
 * edited, so `updated_at` stays null) and one row, since a world always keeps
 * at least one. Runs inside the world's creating transaction.
 */
export async function createDefaultTimeline(
  trx: Transaction<DB> | Kysely<DB>,
  worldId: string,
  now: string,
): Promise<void> {
  await trx
    .insertInto('calendars')
    .values({
      world_id: worldId,
      config: JSON.stringify(defaultCalendarConfig()),
      version: 1,
      updated_at: null,
      updated_by: null,
    })
    .execute();
  await trx
    .insertInto('timeline_rows')
    .values({
      id: crypto.randomUUID(),
      world_id: worldId,
      name: firstRowName,
      name_key: nameKey(firstRowName),
      position: 0,
      created_at: now,
    })
    .execute();
}
