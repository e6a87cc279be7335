import { sql, type Kysely, type RawBuilder } from 'kysely';
import { membershipRoles } from '../../shared/permissions';
import type { World } from '../../shared/schemas/world';
import type { DB } from '../db/schema';
import { dialectOf } from '../db/dialect';
import { preparedQuery } from '../db/prepared-query';
import type { JsonText } from '../http/json-text';

/**
 * The worlds the user belongs to, as the JSON text of `World[]`, sorted by
 * name: GET api/Setting, which every page load of the app calls.
 *
 * The database writes the JSON itself (json_group_array / json_agg), so
 * neither the rows nor the answer pass through JavaScript objects: for a user
 * in 20 worlds this costs about a third of reading the rows, presenting them
 * and serializing them with the zod schema. The fields are those of
 * `presentWorld` (presenters/world.ts); world-list.test.ts proves both give
 * the same answer, and the route keeps the zod schema for its OpenAPI entry.
 */
export async function worldListJson(db: Kysely<DB>, userId: string): Promise<JsonText<World[]>> {
  const [row] = await worldList(db, userId);
  // An aggregate without a GROUP BY answers exactly one row.
  return (row?.body ?? '[]') as JsonText<World[]>;
}

const worldList = preparedQuery((db, userId: string) => {
  const postgres = dialectOf(db) === 'postgres';
  const fields = worldJsonFields(postgres);
  const pairs = sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.lit(key)}, ${value}`),
  );
  const body = postgres
    ? sql<string>`coalesce(json_agg(json_build_object(${pairs}) order by w.name), '[]')::text`
    : sql<string>`coalesce(json_group_array(json_object(${pairs}) order by w.name), '[]')`;
  return db
    .selectFrom('world_members as m')
    .innerJoin('worlds as w', 'w.id', 'm.world_id')
    .innerJoin('users as owner', 'owner.id', 'w.owner_id')
    .select(body.as('body'))
    .where('m.user_id', '=', userId)
    .where('m.role', 'in', membershipRoles)
    .where('w.import_heartbeat_at', 'is', null);
});

/** Every field of `World`, in the schema's order: leaving one out does not compile. */
function worldJsonFields(postgres: boolean): Record<keyof World, RawBuilder<unknown>> {
  return {
    id: sql.ref('w.id'),
    urlName: sql.ref('w.url_name'),
    name: sql.ref('w.name'),
    description: sql.ref('w.description'),
    isPublic: postgres ? sql`w.is_public = 1` : sql`json(iif(w.is_public = 1, 'true', 'false'))`,
    defaultVisibility: sql.ref('w.default_visibility'),
    ownerUserName: sql.ref('owner.user_name'),
    currentUserRole: sql.ref('m.role'),
    createdAt: sql.ref('w.created_at'),
    updatedAt: sql.ref('w.updated_at'),
  };
}
