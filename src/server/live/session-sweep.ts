import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** SQLite allows 999 bound parameters in older builds; stay well below. */
const idsPerQuery = 500;

/**
 * Which of `sessionIds` are still live (neither revoked nor expired). The
 * sockets of the others are closed: one query for every socket of this
 * instance, so logout or a password change anywhere (any instance sharing
 * the database) ends them within one sweep.
 */
export async function liveSessionIds(
  db: Kysely<DB>,
  sessionIds: string[],
  nowIso: string,
): Promise<Set<string>> {
  const live = new Set<string>();
  for (let start = 0; start < sessionIds.length; start += idsPerQuery) {
    const rows = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', sessionIds.slice(start, start + idsPerQuery))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return live;
}
