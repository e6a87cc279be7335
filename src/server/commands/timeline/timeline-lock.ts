import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { dialectOf } from '../../db/dialect';
import { AppError } from '../../http/app-error';
import { ErrorCode } from '../../../shared/errors';

/**
 * Serializes timeline changes of one world on PostgreSQL by locking its
 * calendar row: `exclusive` for changes that must see every event (a calendar
 * change, deleting or reordering rows), `shared` for one event's write, so
 * event writes run side by side but never interleave with a calendar check
 * that would miss them. SQLite runs one write transaction at a time already.
 */
export async function lockTimeline(
  trx: Transaction<DB>,
  worldId: string,
  mode: 'shared' | 'exclusive',
): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  const query = trx.selectFrom('calendars').select('world_id').where('world_id', '=', worldId);
  const row = await (
    mode === 'exclusive' ? query.forUpdate() : query.forShare()
  ).executeTakeFirst();
  // Every world gets a calendar in its creating transaction; none means the world is gone.
  if (!row) throw new AppError(404, ErrorCode.notFound);
}
