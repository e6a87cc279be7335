/**
 * Roles and what each may do in a world (SPEC §6). This table is the single
 * source: the server enforces it through `authorize()`, the client reads it to
 * show or hide controls, and nobody re-derives a rule elsewhere.
 */
export const roles = ['owner', 'writer', 'artist', 'viewer', 'reader'] as const;
export type Role = (typeof roles)[number];

/**
 * The roles a member of a world holds. `reader` is nobody's membership: it is
 * anyone else reading a public world, signed in or not, and sees only what is public.
 */
export const membershipRoles = ['owner', 'writer', 'artist', 'viewer'] as const;
export type MembershipRole = (typeof membershipRoles)[number];

/** Roles an owner can give to a member; ownership moves only by hand-over. */
export const memberRoles = ['writer', 'artist', 'viewer'] as const;
export type MemberRole = (typeof memberRoles)[number];

export const capabilities = [
  'world.read',
  'world.view',
  'world.edit',
  'world.delete',
  'world.pay',
  'members.manage',
  'timeline.edit',
  'documents.edit',
  'events.edit',
  'relations.edit',
  'stories.edit',
  'dialogs.edit',
  'dialogs.share',
  'images.edit',
  'todos.edit',
  'maps.edit',
  'maps.upload',
  'maps.secrets',
] as const;
export type Capability = (typeof capabilities)[number];

const everyone: readonly Role[] = roles;
const members: readonly Role[] = membershipRoles;
const writers: readonly Role[] = ['owner', 'writer'];
const owner: readonly Role[] = ['owner'];

export const capabilityRoles: Record<Capability, readonly Role[]> = {
  /** What a public world shows anyone; routes that declare it filter by visibility for readers. */
  'world.read': everyone,
  /** Everything members see: members-only items, the team, the feed, images. */
  'world.view': members,
  'world.edit': owner,
  'world.delete': owner,
  'world.pay': owner,
  'members.manage': owner,
  'timeline.edit': owner,
  'documents.edit': writers,
  'events.edit': writers,
  'relations.edit': writers,
  'stories.edit': writers,
  'dialogs.edit': writers,
  /** Play links of a dialog for people without an account, and the playtest statistics. */
  'dialogs.share': writers,
  'images.edit': ['owner', 'writer', 'artist'],
  'todos.edit': ['owner', 'writer', 'artist'],
  /** Pins, regions, paths, layers, a map's name, scale and place; deleting a map. */
  'maps.edit': writers,
  /** Making a map and giving it its picture: the artist draws the maps. */
  'maps.upload': ['owner', 'writer', 'artist'],
  /** Secret layers (a game master's notes): everyone else never receives them. */
  'maps.secrets': writers,
};

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return role != null && capabilityRoles[capability].includes(role);
}

export function capabilitiesOf(role: Role): Capability[] {
  return capabilities.filter((capability) => can(role, capability));
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export function isMembershipRole(value: unknown): value is MembershipRole {
  return typeof value === 'string' && (membershipRoles as readonly string[]).includes(value);
}
