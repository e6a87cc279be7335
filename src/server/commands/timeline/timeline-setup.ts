import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { defaultCalendarConfig } from '../../../shared/calendar/calendar-config';
import { nameKey } from '../../model/name-key';
import { defaultLanguage, type Language } from '../../../shared/i18n/languages';

/** The name of the row every new world's timeline starts with (an import's fallback too). */
export const firstRowName = 'Main';
const firstRowNames: Record<Language, string> = { en: firstRowName, ru: 'Основная' };

/**
 * Gives a new world its timeline, named in its creator's language: the default calendar (version 1, never
 * edited, so `updated_at` stays null) and one row, since a world always keeps
 * at least one. Runs inside the world's creating transaction.
 */
export async function createDefaultTimeline(
  trx: Transaction<DB> | Kysely<DB>,
  worldId: string,
  now: string,
  language: Language = defaultLanguage,
): Promise<void> {
  await trx
    .insertInto('calendars')
    .values({
      world_id: worldId,
      config: JSON.stringify(defaultCalendarConfig(language)),
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
      name: firstRowNames[language],
      name_key: nameKey(firstRowNames[language]),
      position: 0,
      created_at: now,
    })
    .execute();
}
