import type { Role } from '../../shared/permissions';
import type { World } from '../../shared/schemas/world';
import type { WorldsTable } from '../db/schema';

/** What leaves the server of a world: never the owner's id or internal counters. */
export function presentWorld(world: WorldsTable, ownerUserName: string, role: Role): World {
  return {
    id: world.id,
    urlName: world.url_name,
    name: world.name,
    description: world.description,
    isPublic: world.is_public === 1,
    defaultVisibility: world.default_visibility === 'public' ? 'public' : 'members',
    ownerUserName,
    currentUserRole: role,
    createdAt: world.created_at,
    updatedAt: world.updated_at,
  };
}
