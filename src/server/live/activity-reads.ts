import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Activity } from '../../shared/schemas/activity';
import { presentActivity } from '../presenters/activity';
import { worldActivities } from '../queries/activities';

/** A world's activities after `afterId`, oldest first, in the feed's shape. */
export async function activitiesAfter(
  db: Kysely<DB>,
  worldId: string,
  afterId: number,
  limit: number,
): Promise<Activity[]> {
  const rows = await worldActivities(db, worldId)
    .where('activities.id', '>', afterId)
    .orderBy('activities.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(presentActivity);
}

/** A world's newest `limit` activities, newest first, in the feed's shape. */
export async function newestActivities(
  db: Kysely<DB>,
  worldId: string,
  limit: number,
): Promise<Activity[]> {
  const rows = await worldActivities(db, worldId)
    .orderBy('activities.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(presentActivity);
}

/** The id of the world's newest activity, 0 when it has none. */
export async function newestActivityId(db: Kysely<DB>, worldId: string): Promise<number> {
  const row = await db
    .selectFrom('activities')
    .select('id')
    .where('world_id', '=', worldId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : 0;
}

/** Who of `userIds` is still a member, with which role; undefined when the world is gone. */
export async function currentMembers(
  db: Kysely<DB>,
  worldId: string,
  userIds: string[],
): Promise<Map<string, string> | undefined> {
  const world = await db
    .selectFrom('worlds')
    .select('id')
    .where('id', '=', worldId)
    .executeTakeFirst();
  if (!world) return undefined;
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('world_members')
    .select(['user_id', 'role'])
    .where('world_id', '=', worldId)
    .where('user_id', 'in', userIds)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.role]));
}
