import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * A world's activities with the columns `presentActivity` needs: the one
 * query the feed route and live updates both narrow, so they answer alike.
 */
export function worldActivities(db: Kysely<DB>, worldId: string) {
  return db
    .selectFrom('activities')
    .leftJoin('users', 'users.id', 'activities.user_id')
    .select([
      'activities.id',
      'activities.created_at',
      'activities.user_id',
      'users.user_name',
      'activities.type',
      'activities.details',
    ])
    .where('activities.world_id', '=', worldId);
}
