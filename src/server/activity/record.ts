import { sql, type Transaction } from 'kysely';
import type { ActivityType } from '../../shared/schemas/activity';
import type { DB } from '../db/schema';
import type { ServerContext } from '../context';
import { isoNow } from '../clock';

export interface ActivityInput {
  worldId: string;
  userId: string | null;
  type: ActivityType;
  details: Record<string, unknown>;
}

export type RecordActivity = (activity: ActivityInput) => Promise<void>;

/**
 * Runs `work` in one transaction with a `record` function that writes feed
 * activities in that same transaction; after the commit, each is published.
 * A change and its activity are therefore written together or not at all.
 *
 * The rows are inserted when `work` is done, still inside the transaction. On
 * PostgreSQL each world's activities are first serialized by an advisory lock
 * held until the commit, so that within a world the ids commit in the order
 * they were taken: live updates read "every id above the last one sent", and
 * an id that committed after a higher one would otherwise be skipped. Taking
 * the lock last keeps it held for the shortest time and after every row lock
 * of the change, so it cannot close a deadlock cycle.
 */
export async function writeWithActivity<T>(
  ctx: ServerContext,
  work: (trx: Transaction<DB>, record: RecordActivity) => Promise<T>,
): Promise<T> {
  const notices: { worldId: string; activityId: number; type: string }[] = [];
  const result = await ctx.db.transaction().execute(async (trx) => {
    const pending: (ActivityInput & { createdAt: string })[] = [];
    const value = await work(trx, async (activity) => {
      pending.push({ ...activity, createdAt: isoNow(ctx.clock) });
    });
    if (ctx.dialect === 'postgres') {
      for (const worldId of [...new Set(pending.map((activity) => activity.worldId))].sort()) {
        await sql`select pg_advisory_xact_lock(hashtext(${`activities:${worldId}`}))`.execute(trx);
      }
    }
    for (const activity of pending) {
      const row = await trx
        .insertInto('activities')
        .values({
          world_id: activity.worldId,
          user_id: activity.userId,
          type: activity.type,
          details: JSON.stringify(activity.details),
          created_at: activity.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      notices.push({ worldId: activity.worldId, activityId: row.id, type: activity.type });
    }
    return value;
  });
  for (const notice of notices) ctx.publisher.publish(notice);
  return result;
}
