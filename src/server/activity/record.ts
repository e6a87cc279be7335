import type { Transaction } from 'kysely';
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
 */
export async function writeWithActivity<T>(
  ctx: ServerContext,
  work: (trx: Transaction<DB>, record: RecordActivity) => Promise<T>,
): Promise<T> {
  const notices: { worldId: string; activityId: number; type: string }[] = [];
  const result = await ctx.db.transaction().execute(async (trx) =>
    work(trx, async (activity) => {
      const row = await trx
        .insertInto('activities')
        .values({
          world_id: activity.worldId,
          user_id: activity.userId,
          type: activity.type,
          details: JSON.stringify(activity.details),
          created_at: isoNow(ctx.clock),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      notices.push({ worldId: activity.worldId, activityId: row.id, type: activity.type });
    }),
  );
  for (const notice of notices) ctx.publisher.publish(notice);
  return result;
}
