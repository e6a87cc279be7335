import { can, isRole, type Capability, type Role } from '../../shared/permissions';
import type { ServerContext } from '../context';
import type { WorldsTable } from '../db/schema';
import { errors } from '../http/app-error';
import type { CurrentUser } from '../auth/authenticate';

export interface WorldAccess {
  world: WorldsTable;
  role: Role;
}

/**
 * The caller's role in a world. A world the caller is not a member of is
 * answered exactly like one that does not exist: `401_2`, no access.
 */
export async function loadWorldAccess(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
): Promise<WorldAccess> {
  const row = await ctx.db
    .selectFrom('worlds')
    .innerJoin('world_members', 'world_members.world_id', 'worlds.id')
    .selectAll('worlds')
    .select('world_members.role')
    .where('worlds.id', '=', worldId)
    .where('world_members.user_id', '=', user.id)
    // A world an import is still writing does not exist yet for anyone (staged-world.ts).
    .where('worlds.import_heartbeat_at', 'is', null)
    .executeTakeFirst();
  if (!row || !isRole(row.role)) throw errors.noWorldAccess();
  const { role, ...world } = row;
  return { world, role };
}

/** Throws 4031 unless the role holds the capability (SPEC §6, src/shared/permissions.ts). */
export function authorize(role: Role, capability: Capability): void {
  if (!can(role, capability)) throw errors.roleForbidden();
}

/** Loads the caller's access to a world and checks one capability. */
export async function authorizeWorld(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
  capability: Capability,
): Promise<WorldAccess> {
  const access = await loadWorldAccess(ctx, user, worldId);
  authorize(access.role, capability);
  return access;
}
