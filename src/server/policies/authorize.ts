import { can, isMembershipRole, type Capability, type Role } from '../../shared/permissions';
import type { ServerContext } from '../context';
import type { WorldsTable } from '../db/schema';
import { errors } from '../http/app-error';
import { preparedQuery } from '../db/prepared-query';
import type { CurrentUser } from '../auth/current-user';

/**
 * What a route asks of its caller, declared once in its config: a capability
 * in the world the request names, or only to be signed in. Routes open to
 * everyone say `public: true` instead (http/route-authentication.ts). The
 * route x role test reads these declarations against the permission table.
 */
export type RouteCapability = Capability | 'signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    capability?: RouteCapability;
  }
}

/** Who may call a route, as its config declares; undefined when it declares nothing. */
export type RouteAccess = RouteCapability | 'public';

export function declaredAccess(
  config: { public?: boolean; capability?: RouteCapability } | undefined,
): RouteAccess | undefined {
  if (config?.public) return 'public';
  return config?.capability;
}

/** The part of a request authorizeWorld reads: the config of the route it reached. */
interface RouteRequest {
  routeOptions: {
    method: string | string[];
    url?: string;
    config: { capability?: RouteCapability };
  };
}

export interface WorldAccess {
  world: WorldsTable;
  role: Role;
}

/**
 * The caller's role in a world. A world the caller is not a member of is
 * answered exactly like one that does not exist: `401_2`, no access; so is a
 * world outside the scope of the personal API token the caller signed in with.
 */
export async function loadWorldAccess(
  ctx: ServerContext,
  user: CurrentUser,
  worldId: string,
): Promise<WorldAccess> {
  // A personal API token reaches only the worlds it was given, even of its user's.
  if (user.apiToken && !user.apiToken.worldIds.has(worldId)) throw errors.noWorldAccess();
  const [row] = await memberWorld(ctx.db, worldId, user.id);
  if (!row || !isMembershipRole(row.role)) throw errors.noWorldAccess();
  const { role, ...world } = row;
  return { world, role };
}

/**
 * The caller's role for a route that public worlds open to everyone
 * (`world.read`): a member's own role, or `reader` for anyone else, signed in
 * or not, when the world is public. A private world stays a `401_2` to them.
 */
export async function loadReaderAccess(
  ctx: ServerContext,
  user: CurrentUser | null,
  worldId: string,
): Promise<WorldAccess> {
  if (user && (!user.apiToken || user.apiToken.worldIds.has(worldId))) {
    const [row] = await memberWorld(ctx.db, worldId, user.id);
    if (row && isMembershipRole(row.role)) {
      const { role, ...world } = row;
      return { world, role };
    }
  }
  // A personal API token outside its worlds reads no more than a stranger would.
  const [world] = await publicWorld(ctx.db, worldId);
  if (!world) throw errors.noWorldAccess();
  return { world, role: 'reader' };
}

/** Whether the caller sees only the public part of the world. */
export function readsPublicOnly(access: WorldAccess): boolean {
  return access.role === 'reader';
}

const publicWorld = preparedQuery((db, worldId: string) =>
  db
    .selectFrom('worlds')
    .selectAll()
    .where('id', '=', worldId)
    .where('is_public', '=', 1)
    .where('import_heartbeat_at', 'is', null),
);

/** Asked by nearly every world route: prepared once (see prepared-query.ts). */
const memberWorld = preparedQuery((db, worldId: string, userId: string) =>
  db
    .selectFrom('worlds')
    .innerJoin('world_members', 'world_members.world_id', 'worlds.id')
    .selectAll('worlds')
    .select('world_members.role')
    .where('worlds.id', '=', worldId)
    .where('world_members.user_id', '=', userId)
    // A world an import is still writing does not exist yet for anyone (staged-world.ts).
    .where('worlds.import_heartbeat_at', 'is', null),
);

/** Throws 4031 unless the role holds the capability (SPEC §6, src/shared/permissions.ts). */
export function authorize(role: Role, capability: Capability): void {
  if (!can(role, capability)) throw errors.roleForbidden();
}

/**
 * Loads the caller's access to a world and checks the capability the route
 * declares in its config (`config: { capability: 'documents.edit' }`).
 */
export async function authorizeWorld(
  ctx: ServerContext,
  request: RouteRequest,
  user: CurrentUser | null,
  worldId: string,
): Promise<WorldAccess> {
  const { capability } = request.routeOptions.config;
  if (capability === undefined || capability === 'signed-in') {
    // A programming error, not the caller's: the route forgot to say what it asks.
    const { method, url } = request.routeOptions;
    throw new Error(`${String(method)} ${url ?? ''} declares no world capability`);
  }
  if (capability === 'world.read') return loadReaderAccess(ctx, user, worldId);
  // Only `world.read` routes let a caller in without signing in (http/route-authentication.ts).
  if (!user) throw errors.unauthenticated();
  const access = await loadWorldAccess(ctx, user, worldId);
  authorize(access.role, capability);
  return access;
}
